/**
 * The recommendations store (spec 02 §3.8): which recommended matches the bettor has seen and
 * which they added to the betslip from the slider (`addedToBetslip`, by parent_match_id). The
 * list itself is server state (TanStack Query, features/recommendations). Shared because the
 * betslip reports a placed slip here, without importing the recommendations feature.
 *
 * Tracking goes to the analytics data layer (spec 01 §7): `recommendations_seen` (ids),
 * `recommendation_added` (parent_match_id) and `recommendations_placed` (ref, ids).
 */
import { create } from 'zustand';
import { track } from '../lib/analytics';

/** The data-layer event names of recommendations. */
export const RECOMMENDATION_EVENTS = {
  seen: 'recommendations_seen',
  added: 'recommendation_added',
  placed: 'recommendations_placed',
} as const;

interface RecommendationsState {
  /** Recommended matches already shown to the bettor this visit. */
  seen: number[];
  /** Matches added to the betslip from the slider and not placed yet. */
  addedToBetslip: number[];
  /** Records the matches shown; tracks only those not seen before. */
  markSeen: (ids: readonly number[]) => void;
  /** Records (and tracks) a pick added from the slider. */
  markAdded: (parentMatchId: number) => void;
}

export const useRecommendationsStore = create<RecommendationsState>()((set, get) => ({
  seen: [],
  addedToBetslip: [],
  markSeen: (ids) => {
    const known = new Set(get().seen);
    const fresh = ids.filter((id) => !known.has(id));
    if (fresh.length === 0) return;
    set({ seen: [...get().seen, ...fresh] });
    track({ event: RECOMMENDATION_EVENTS.seen, ids: fresh });
  },
  markAdded: (parentMatchId) => {
    const added = get().addedToBetslip;
    if (!added.includes(parentMatchId)) set({ addedToBetslip: [...added, parentMatchId] });
    track({ event: RECOMMENDATION_EVENTS.added, parent_match_id: parentMatchId });
  },
}));

/**
 * Called by the betslip after a successful placement: when the placed slip held matches added
 * from the slider, tracks `recommendations_placed` with the bet's reference and those ids, and
 * forgets them (each is counted placed once).
 */
export function trackRecommendationsPlaced(
  ref: string | number | null,
  placedMatchIds: readonly number[],
): void {
  const { addedToBetslip } = useRecommendationsStore.getState();
  const placed = new Set(placedMatchIds);
  const ids = addedToBetslip.filter((id) => placed.has(id));
  if (ids.length === 0) return;
  useRecommendationsStore.setState({
    addedToBetslip: addedToBetslip.filter((id) => !placed.has(id)),
  });
  track({ event: RECOMMENDATION_EVENTS.placed, ref, ids });
}
