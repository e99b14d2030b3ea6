import { ChatPanel } from './chat-panel';

/** Phones: the conversation as a page (the menu's "Get Help" links here). */
export function ChatPage() {
  return (
    <div className="support-chat-page">
      <ChatPanel />
    </div>
  );
}
