export * from './decimal-odds';
export * from './total-odds';
