import { endpoints } from '@shangwe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query key of the unread count; socket count events write into it. */
export const NOTIFICATIONS_COUNT_KEY = ['notifications', 'count'] as const;

/** POST {notifications}notifications_count (spec 01 §7): the first item's total_count. */
export async function getNotificationsCount(profileId: number): Promise<number> {
  const answer = await api.call(endpoints.notificationsCount, { body: { profile_id: profileId } });
  return answer[0]?.total_count ?? 0;
}

export const notificationsCountQueryOptions = (profileId: number) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_COUNT_KEY, profileId],
    queryFn: () => getNotificationsCount(profileId),
    staleTime: 30_000,
  });

/** The bettor's unread count (kept live by the socket; fetched on start and on return). */
export function useNotificationsCount(profileId: number | null) {
  return useQuery({
    ...notificationsCountQueryOptions(profileId ?? 0),
    enabled: profileId !== null,
    refetchOnWindowFocus: true,
  });
}
