/**
 * The bettor's session (spec 01 §3, §4), persisted in local storage under the spec's keys:
 * `authenticated`, `user`, `token`, `user_agent`, `affiliate`, `selected-optIn`.
 */
import { endpoints } from '@shangwe/contract';
import { create } from 'zustand';
import { trackLogout } from '../lib/analytics';
import { api, configureApiClient } from '../lib/api-client';
import { deleteCookie } from '../lib/cookies';
import {
  STORAGE_KEYS,
  readFlag,
  readJson,
  readString,
  removeKey,
  writeFlag,
  writeJson,
  writeString,
} from '../lib/storage';

/** The logged-in user as stored locally (spec 01 §3; spec 02 §3.3). */
export interface SessionUser {
  id: number | string;
  mobile: string;
  balance?: number;
  bonus?: number;
  points?: number;
  /** False means KYC is still to be done (only matters where the country requires KYC). */
  has_kyc?: boolean;
  /** `reason`: why the KYC was rejected (status '3'), in the words the bettor reads. */
  kyc?: { status?: string | number | null; reason?: string | null } | null;
  [field: string]: unknown;
}

/** Affiliate id and tag (spec 02 §3.8), stored under `affiliate`. */
export interface AffiliateInfo {
  affiliate_id?: string | number | null;
  affiliate_tag?: string | null;
}

/** What a successful login or registration hands to the session (POST {base}login reads). */
export interface LoginData {
  token: string;
  user: SessionUser;
  affiliate_id?: string | number | null;
  affiliate_tag?: string | null;
}

/** The logout notice of spec 01 §4. */
export const LOGOUT_MESSAGE = 'You have been logged out successfully';

interface SessionState {
  authenticated: boolean;
  token: string | null;
  user: SessionUser | null;
  userAgent: string | null;
  affiliate: AffiliateInfo | null;
  /** Opted-in promo ids chosen for the next bet (`selected-optIn`). */
  selectedOptIn: unknown[];
  /** Stores token, user and authenticated true, sets the affiliate, runs after-login actions. */
  login: (data: LoginData) => void;
  /** Clears user and token, sets authenticated false and removes the aff_token cookie. */
  logout: () => void;
  /** Updates balance figures after POST {base}balance (data.balance, data.has_kyc). */
  setBalance: (data: {
    balance?: number;
    bonus?: number;
    points?: number;
    has_kyc?: boolean;
  }) => void;
  /** Merges fields into the stored user. */
  updateUser: (fields: Partial<SessionUser>) => void;
  setSelectedOptIn: (ids: unknown[]) => void;
}

function initialState() {
  const token = readString(STORAGE_KEYS.token);
  const user = readJson<SessionUser | null>(STORAGE_KEYS.user, null);
  // A session is only trusted when all three parts are present.
  const authenticated = readFlag(STORAGE_KEYS.authenticated) && !!token && !!user;
  return {
    authenticated,
    token: authenticated ? token : null,
    user: authenticated ? user : null,
    userAgent: readString(STORAGE_KEYS.userAgent),
    affiliate: readJson<AffiliateInfo | null>(STORAGE_KEYS.affiliate, null),
    selectedOptIn: readJson<unknown[]>(STORAGE_KEYS.selectedOptIn, []),
  };
}

const afterLoginActions = new Set<(data: LoginData) => void>();

/**
 * Registers an action to run after every login (e.g. refresh free bets, register the device).
 * Returns a function that unregisters it.
 */
export function onAfterLogin(action: (data: LoginData) => void): () => void {
  afterLoginActions.add(action);
  return () => afterLoginActions.delete(action);
}

/** The session store. Read with `useSessionStore((s) => s.user)`. */
export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initialState(),
  login: (data) => {
    const affiliate =
      data.affiliate_id != null || data.affiliate_tag != null
        ? { affiliate_id: data.affiliate_id ?? null, affiliate_tag: data.affiliate_tag ?? null }
        : get().affiliate;
    const userAgent = typeof navigator === 'undefined' ? null : navigator.userAgent;
    set({ authenticated: true, token: data.token, user: data.user, affiliate, userAgent });
    for (const action of afterLoginActions) {
      try {
        action(data);
      } catch {
        // one failing follow-up must not undo the login
      }
    }
  },
  logout: () => {
    if (get().authenticated) trackLogout();
    deleteCookie('aff_token');
    set({ authenticated: false, token: null, user: null });
  },
  setBalance: (data) => {
    const user = get().user;
    if (!user) return;
    const next: SessionUser = { ...user };
    if (data.balance !== undefined) next.balance = Number(data.balance);
    if (data.bonus !== undefined) next.bonus = Number(data.bonus);
    if (data.points !== undefined) next.points = Number(data.points);
    if (data.has_kyc !== undefined) next.has_kyc = data.has_kyc;
    set({ user: next });
  },
  updateUser: (fields) => {
    const user = get().user;
    if (user) set({ user: { ...user, ...fields } });
  },
  setSelectedOptIn: (ids) => set({ selectedOptIn: ids }),
}));

// Each part goes to its own spec key, so other tabs and older code read the same values.
useSessionStore.subscribe((state, previous) => {
  if (state.authenticated !== previous.authenticated) {
    writeFlag(STORAGE_KEYS.authenticated, state.authenticated);
  }
  if (state.token !== previous.token) {
    if (state.token) writeString(STORAGE_KEYS.token, state.token);
    else removeKey(STORAGE_KEYS.token);
  }
  if (state.user !== previous.user) {
    if (state.user) writeJson(STORAGE_KEYS.user, state.user);
    else removeKey(STORAGE_KEYS.user);
  }
  if (state.userAgent !== previous.userAgent && state.userAgent) {
    writeString(STORAGE_KEYS.userAgent, state.userAgent);
  }
  if (state.affiliate !== previous.affiliate) {
    if (state.affiliate) writeJson(STORAGE_KEYS.affiliate, state.affiliate);
    else removeKey(STORAGE_KEYS.affiliate);
  }
  if (state.selectedOptIn !== previous.selectedOptIn) {
    writeJson(STORAGE_KEYS.selectedOptIn, state.selectedOptIn);
  }
});

// Every call made while logged in carries the session token.
configureApiClient({ getToken: () => useSessionStore.getState().token });

/**
 * Logs out for real: revokes the token on the server (POST {base}logout; failures ignored, the
 * local session ends anyway), then clears the stored session.
 */
export async function signOut(): Promise<void> {
  const { token } = useSessionStore.getState();
  if (token) {
    await api.call(endpoints.logout, {}, { handleUnauthorized: false }).catch(() => undefined);
  }
  useSessionStore.getState().logout();
}

/** Re-reads the persisted session (after another tab changed it, or in tests). */
export function reloadSessionFromStorage(): void {
  useSessionStore.setState(initialState());
}

/** Whether KYC still blocks this user: logged in, and has_kyc explicitly false (spec 02 §2.1). */
export function needsKyc(user: SessionUser | null): boolean {
  return !!user && user.has_kyc === false;
}

/**
 * Whether the user may view transactions (spec 02 §5): blocked when KYC is required by the
 * country and the kyc status equals '3'.
 */
export function canViewTransactions(user: SessionUser | null, kycRequired: boolean): boolean {
  if (!user) return false;
  return !(kycRequired && String(user.kyc?.status ?? '') === '3');
}
