export * from './age';
export * from './periods';
export * from './limits';
export * from './exclusions';
