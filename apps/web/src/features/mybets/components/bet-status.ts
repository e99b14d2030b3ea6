import type { PlacedBetStatus, LegStatus } from '@shangwe/contract';

/** What a bettor reads for each bet status. */
export const BET_STATUS_LABELS: Record<PlacedBetStatus, string> = {
  pending: 'Pending',
  rejected: 'Rejected',
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  cancelled: 'Cancelled',
  cashed_out: 'Cashed out',
};

export const LEG_STATUS_LABELS: Record<LegStatus, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  cancelled: 'Cancelled',
};
