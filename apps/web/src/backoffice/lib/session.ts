import { boEndpoints, type Permission, type StaffMember } from '@shangwe/contract/backoffice';
import { useQuery } from '@tanstack/react-query';
import { boRequest, sessionToken } from './api';

export const ME_QUERY_KEY = ['bo', 'me'] as const;

/** The logged-in staff member (null when there is no session). */
export function useStaff() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async (): Promise<StaffMember | null> => {
      if (!sessionToken.get()) return null;
      try {
        return (await boRequest(boEndpoints.me)).staff;
      } catch {
        return null;
      }
    },
    staleTime: 60_000,
  });
}

/** Whether the staff member may do `permission` (the server checks again regardless). */
export const hasPermission = (staff: StaffMember | null | undefined, permission: Permission) =>
  Boolean(staff?.permissions.includes(permission));
