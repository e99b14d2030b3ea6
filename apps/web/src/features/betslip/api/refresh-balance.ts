import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../shared/session-store';

interface BalanceResponse {
  data?: { balance?: number; bonus?: number; points?: number; has_kyc?: boolean };
}

/** POST /api/balance and store the figures; a failure is ignored silently (spec 01 §8). */
export async function refreshBalance(): Promise<void> {
  if (!useSessionStore.getState().authenticated) return;
  try {
    const res = await api.post<BalanceResponse>('balance', {}, { handleUnauthorized: false });
    if (res.data) useSessionStore.getState().setBalance(res.data);
  } catch {
    // spec 01 §8: balance refresh failure is ignored silently
  }
}
