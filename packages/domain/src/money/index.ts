export * from './cents';
export * from './rates';
export * from './payout';
