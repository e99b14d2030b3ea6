import type { LoginResponse } from '@shangwe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../shared/session-store';

/**
 * Turns a login answer (POST /api/login, or /api/code when it verifies a new account) into a
 * session (spec 01 §4): token, user and authenticated true, affiliate id and tag, after-login
 * actions (run by the store), then back to `next`.
 */
export function useCompleteLogin() {
  const login = useSessionStore((s) => s.login);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (answer: LoginResponse, next: string) => {
      login({
        token: answer.token,
        user: answer.data.user,
        affiliate_id: answer.data.affiliate_id,
        affiliate_tag: answer.data.affiliate_tag,
      });
      // Anything cached for the anonymous visitor (balances, free bets) is stale now.
      void queryClient.invalidateQueries();
      navigate(next, { replace: true });
    },
    [login, navigate, queryClient],
  );
}
