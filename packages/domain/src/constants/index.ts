export * from './business-constants';
export * from './vocabulary';
