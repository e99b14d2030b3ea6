export * from './business-constants';
