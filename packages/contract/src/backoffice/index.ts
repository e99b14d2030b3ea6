/**
 * The back office's contract, imported as '@shangwe/contract/backoffice' (not re-exported by
 * the package's index, so nothing of it reaches the bettor app's bundle).
 */
export * from './permissions';
export * from './schemas';
export * from './endpoints';
export * from './errors';
export * from './schemas-bettors';
export * from './endpoints-bettors';
export * from './endpoints-reports';
export * from './endpoints-trading';
export * from './schemas-queues';
export * from './endpoints-queues';
export * from './endpoints-support-chat';
export * from './endpoints-rg';
