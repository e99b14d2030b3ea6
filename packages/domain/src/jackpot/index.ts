export * from './jackpot-products';
export * from './jackpot-lines';
export * from './jackpot-entry';
export * from './pool-division';
export * from './sababisha';
export * from './jackpot-amounts';
