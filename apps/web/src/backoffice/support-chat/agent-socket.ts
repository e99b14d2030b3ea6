import { supportChatSocketEvents } from '@shangwe/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useStaffSocket } from '../lib/staff-socket';

export const CHAT_QUERY_KEY = ['bo', 'chat'] as const;

/** Queries that never change once loaded (images) or rarely (agents, canned replies). */
const STEADY = new Set(['attachment', 'canned', 'agents']);

/** Reloads the queue and the open conversation (not the images already shown). */
export const refreshChat = (client: QueryClient) =>
  client.invalidateQueries({
    queryKey: CHAT_QUERY_KEY,
    predicate: (query) => !STEADY.has(String(query.queryKey[2])),
  });

/**
 * The agent's websocket: joins the agents' room (`chat:agents`) with the staff session and
 * refreshes the queue and the open conversation on every message or change. Returns whether
 * live updates are on.
 */
export function useAgentSocket(): boolean {
  const client = useQueryClient();
  const refresh = () => void refreshChat(client);
  return useStaffSocket(
    supportChatSocketEvents.agent,
    { [supportChatSocketEvents.message]: refresh, [supportChatSocketEvents.conversation]: refresh },
    // Whatever happened while disconnected.
    refresh,
  );
}
