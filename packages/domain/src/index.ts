/** @shangwe/domain: every betting rule and number, pure TypeScript, no I/O. */
export * from './countries';
export * from './money';
export * from './odds';
export * from './format';
export * from './validation';
export * from './bonus';
export * from './points';
export * from './quote';
export * from './betslip';
export * from './constants';
export * from './cashout';
export * from './jackpot';
export * from './casino';
export * from './offers';
