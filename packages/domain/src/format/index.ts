export * from './format';
export * from './compact-currency';
