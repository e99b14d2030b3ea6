/** @shangwe/contract: zod schemas of every call, shared by server and web. */
export * from './errors';
export * from './countries';
export * from './accounts';
export * from './wallet';
export * from './payments';
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
export * from './endpoints';
export * from './endpoints-virtuals';
