export * from './sms-picks';
export * from './sms-commands';
export * from './sms-replies';
export * from './ussd-screens';
export * from './sms-replies-sw';
export * from './ussd-texts';
