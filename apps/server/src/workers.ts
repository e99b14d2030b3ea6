import './products';
import { liveBetAcceptanceWorker } from './wagers/live-bet-decider';
import { crashRoundsWorker } from './casino/crash-worker';
import { fixtureFeedWorker } from './feed/feed-worker';
import { jackpotEventsWorker } from './jackpots/jackpot-worker';
import { liveEngineWorker } from './live/live-worker';
import { freeBetExpiryWorker } from './offers/free-bet-expiry-worker';
import { paymentReconciliationWorker } from './payments/rails/reconciliation-worker';
import { sandboxCallbackWorker } from './payments/sandbox-callback-worker';
import type { Worker } from './platform/workers';
import { notificationPublisherWorker } from './notifications/notification-publisher';
import { pushSenderWorker } from './push/push-sender';
import { harmMarkersWorker } from './responsible-gambling/harm-markers';
import { settlementWorker } from './settlement/bet-settler';
import { smsOutboxWorker } from './sms/sms-outbox-drainer';
import { virtualLeagueWorker } from './virtuals/virtual-worker';
import { wagerRecoveryWorker } from './wagers/recovery-settler';
import { tradingResettlementWorker } from './backoffice/trading/resettlement-worker';

/** Background jobs run by the worker role (and by `--role=all`). */
export const workers: Worker[] = [
  // The fixture feed first: its first sync fills the catalog before the server listens.
  fixtureFeedWorker,
  liveEngineWorker,
  sandboxCallbackWorker,
  paymentReconciliationWorker,
  liveBetAcceptanceWorker,
  settlementWorker,
  virtualLeagueWorker,
  jackpotEventsWorker,
  freeBetExpiryWorker,
  crashRoundsWorker,
  // After the products' own workers: what they leave decided but unsettled is paid here.
  wagerRecoveryWorker,
  // A trader's correction a crash interrupted: its wagers reversed and settled again.
  tradingResettlementWorker,
  notificationPublisherWorker,
  pushSenderWorker,
  harmMarkersWorker,
  smsOutboxWorker,
];
