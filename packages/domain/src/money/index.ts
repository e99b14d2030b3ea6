export * from './cents';
export * from './rates';
export * from './payout';
export * from './amount-input';
