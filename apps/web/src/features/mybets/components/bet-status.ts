import type { PlacedBetStatus, LegStatus } from '@shangwe/contract';
import { msg } from '../../../lib/i18n';

/** What a bettor reads for each bet status. */
export const BET_STATUS_LABELS: Record<PlacedBetStatus, string> = {
  pending: msg('Pending'),
  rejected: msg('Rejected'),
  open: msg('Open'),
  won: msg('Won'),
  lost: msg('Lost'),
  void: msg('Void'),
  cancelled: msg('Cancelled'),
  cashed_out: msg('Cashed out'),
};

export const LEG_STATUS_LABELS: Record<LegStatus, string> = {
  open: msg('Open'),
  won: msg('Won'),
  lost: msg('Lost'),
  void: msg('Void'),
  cancelled: msg('Cancelled'),
};
