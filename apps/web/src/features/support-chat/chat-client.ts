import {
  endpoints,
  SUPPORT_CHAT_TOKEN_HEADER,
  supportChatSocketEvents,
  type SupportChatMessage,
  type SupportChatSendBody,
  type SupportChatState,
} from '@shangwe/contract';
import { api } from '../../lib/api-client';
import { socketClient } from '../../lib/socket-client';
import { useSessionStore } from '../../shared/session-store';

const TOKEN_KEY = 'shangwe.chat.token';

/** The visitor's conversation token (kept on this device; the server keeps only its hash). */
export const chatToken = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string) {
    try {
      localStorage.setItem(TOKEN_KEY, token);
    } catch {
      // Private mode: the conversation lasts as long as the page.
    }
  },
};

const headers = (): Record<string, string> => {
  const token = chatToken.get();
  return token ? { [SUPPORT_CHAT_TOKEN_HEADER]: token } : {};
};

export const fetchChat = (): Promise<SupportChatState> =>
  api.call(endpoints.supportChat, {}, { auth: 'header', headers: headers() });

export async function sendChat(body: SupportChatSendBody) {
  const answer = await api.call(
    endpoints.supportChatSend,
    { body },
    { auth: 'header', encoding: 'json', headers: headers() },
  );
  chatToken.set(answer.visitor_token);
  return answer;
}

export const fetchAttachment = (id: number) =>
  api.call(
    endpoints.supportChatAttachment,
    { params: { id } },
    { auth: 'header', headers: headers() },
  );

/**
 * Live messages of the caller's conversation: joins its room on every (re)connect (with the
 * visitor token and the bettor's session) and calls `onMessage` for each message pushed.
 * Returns the function that stops listening.
 */
export function watchChat(onMessage: (m: SupportChatMessage) => void, onChange: () => void) {
  const join = () =>
    socketClient.emit(supportChatSocketEvents.join, {
      ...(chatToken.get() && { visitor_token: chatToken.get() }),
      ...(useSessionStore.getState().token && { token: useSessionStore.getState().token }),
    });
  const offConnect = socketClient.onConnect(join);
  const offMessage = socketClient.on<SupportChatMessage>(
    supportChatSocketEvents.message,
    onMessage,
  );
  const offChange = socketClient.on(supportChatSocketEvents.conversation, onChange);
  return {
    /** Joins again (after the first message started the conversation). */
    rejoin: join,
    stop() {
      offConnect();
      offMessage();
      offChange();
    },
  };
}

/** Largest image the server takes (bytes). */
const MAX_BYTES = 1024 * 1024;

const toBase64 = (buffer: ArrayBuffer) => {
  let binary = '';
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * The photo to send, base64: as it is when it fits in 1 MB, else shrunk to at most 1280 px as a
 * JPEG (phone cameras make photos of several MB). What is not an image goes as it is: the server
 * reads the bytes and refuses it in words the bettor understands.
 */
export async function photoData(file: File): Promise<string> {
  if (file.size <= MAX_BYTES || !file.type.startsWith('image/'))
    return toBase64(await file.arrayBuffer());
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 1280 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.8),
  );
  return toBase64(await (blob ?? file).arrayBuffer());
}
