export * from './cashout-value';
