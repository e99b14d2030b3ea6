import { z } from 'zod';

/**
 * For the browser: zod otherwise probes `new Function('')` to compile fast object parsers, and
 * the web's content security policy (no 'unsafe-eval') reports that probe as a violation in the
 * console even though zod catches the throw. The server keeps the compiled parsers.
 */
export function parseSchemasWithoutEval(): void {
  z.config({ jitless: true });
}
