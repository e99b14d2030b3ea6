export * from './decimal-odds';
export * from './total-odds';
export * from './outcome-labels';
