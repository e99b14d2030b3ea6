import { z } from 'zod';

/*
 * In the browser, zod would probe `new Function('')` while it builds each object schema (to
 * compile fast parsers), and the web's content security policy (no 'unsafe-eval') reports that
 * probe as a violation even though zod catches the throw. The switch must come before the first
 * schema is built: the web entry's own code runs only after every module it imports (and the
 * bundler puts zod and the schemas in a chunk evaluated before it), so it lives here, imported
 * first by this package. The server (no document) keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
