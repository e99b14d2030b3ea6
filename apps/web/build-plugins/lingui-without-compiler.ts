/**
 * Lingui's runtime imports its ICU message compiler for development mode only (a branch the
 * production build removes), yet the import alone kept the compiler's parser (about 7 KB gzip)
 * in the shell. The app's catalogs are compiled by `lib/i18n-sw.ts` itself, so the build
 * resolves that import here: an English bettor downloads the runtime only (issue 36).
 */
export function compileMessage(message: string): string {
  return message;
}
