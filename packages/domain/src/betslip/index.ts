export * from './slip-kinds';
export * from './pick';
export * from './operations';
export * from './place-button';
export * from './pick-display';
export * from './quote-betslip';
export * from './slip-helpers';
