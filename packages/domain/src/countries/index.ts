export * from './country-code';
export * from './country-config';
export * from './banner-placements';
export * from './country-configs';
export * from './acca-bonus-matrices';
export * from './legal-data';
export { KENYA } from './kenya';
export { GHANA } from './ghana';
export { NIGERIA } from './nigeria';
