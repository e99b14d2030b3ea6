import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './chat-panel';

vi.mock('../../../lib/socket-client', () => ({
  socketClient: { onConnect: () => () => undefined, on: () => () => undefined, emit: () => false },
}));

const message = (id: number, author: 'bettor' | 'agent', text: string) => ({
  id,
  conversation_id: 7,
  author,
  agent_name: author === 'agent' ? 'Amani' : null,
  text,
  attachment_id: null,
  created_at: '2026-11-27T09:00:00.000Z',
});

/** The chat API: offline agents, then one conversation once the visitor writes. */
function chatServer() {
  const sentTokens: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const headers = new Headers(init?.headers);
      sentTokens.push(headers.get('x-chat-token'));
      if (url.endsWith('/api/support-chat') && (init?.method ?? 'GET') === 'GET') {
        return Response.json({
          conversation: null,
          messages: [],
          availability: {
            online: false,
            hours: '08:00–22:00 (Nairobi time)',
            notice: 'Our agents are offline now. We reply within 12 hours.',
          },
        });
      }
      if (url.endsWith('/api/support-chat/messages')) {
        const body = JSON.parse(String(init?.body)) as { text?: string };
        if (body.text === 'refuse me') {
          return Response.json(
            {
              message: 'Too many attempts. Please try again in 1 minute.',
              error: { code: 'RATE_LIMITED' },
            },
            { status: 429 },
          );
        }
        return Response.json(
          {
            visitor_token: 'visitor-token-1',
            conversation_id: 7,
            message: message(1, 'bettor', body.text!),
          },
          { status: 201 },
        );
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  return { sentTokens };
}

describe('support chat panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells an offline visitor when to expect an answer, sends, and keeps the conversation token', async () => {
    const server = chatServer();
    render(<ChatPanel />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Our agents are offline now. We reply within 12 hours.',
    );
    await userEvent.type(screen.getByLabelText('Your message'), 'Where is my deposit?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Where is my deposit?')).toBeVisible();
    expect(localStorage.getItem('shangwe.chat.token')).toBe('visitor-token-1');
    expect(server.sentTokens[0]).toBeNull();

    // The next call carries the token; a refusal is shown in the server's words.
    await userEvent.type(screen.getByLabelText('Your message'), 'refuse me');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(server.sentTokens.at(-1)).toBe('visitor-token-1');
  });
});
