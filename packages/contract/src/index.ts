/** @shangwe/contract: zod schemas of every call, shared by server and web. */
// First, before any schema is built.
import './zod-csp';
export * from './errors';
export * from './countries';
export * from './accounts';
export * from './wallet';
export * from './payments';
export * from './payment-rails';
export * from './catalog';
export * from './realtime';
export * from './betting';
export * from './shikisha';
export * from './share';
export * from './fixtures-print';
export * from './cashout';
export * from './ops';
export * from './error-codes';
export * from './virtuals';
export * from './jackpots';
export * from './endpoints';
export * from './endpoints-virtuals';
export * from './endpoints-jackpots';
export * from './offers';
export * from './endpoints-offers';
export * from './input-errors';
