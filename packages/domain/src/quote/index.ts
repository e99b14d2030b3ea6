export * from './quote-slip';
