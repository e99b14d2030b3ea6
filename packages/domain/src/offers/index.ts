export * from './offer-messages';
export * from './free-bet';
export * from './free-bet-payout';
export * from './free-bet-grants';
export * from './promo-terms';
export * from './promo-schedule';
