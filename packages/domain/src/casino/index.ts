export * from './fair-hash';
export * from './hash-chain';
export * from './chain-seeding';
export * from './crash';
export * from './instant-seeds';
export * from './dice';
export * from './wheel';
export * from './casino-games';
