export * from './bonus-tables';
export * from './bonus';
export * from './hints';
