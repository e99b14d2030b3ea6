/**
 * The web app takes from `@shangwe/contract` its types, its endpoint addresses and its plain
 * constants and helpers, never its zod schemas: the server validates every call, and zod with
 * the schemas was half of the JavaScript a bettor downloaded before the first page was usable.
 *
 * In the production build `@shangwe/contract` (imported from the web app) resolves to a module
 * made here: the contract's own exports, except that every endpoint registry is replaced by a
 * table of method, path and auth read from the real contract at build time, and `isErrorCode`
 * checks a set of the registered codes (without their messages). Each top-level
 * declaration of a contract file is marked pure, so the bundler drops the schemas nothing
 * reads, and with them zod. A web module that does use a schema at run time still works (the
 * schema and zod come back); the bundle-budget test says so by failing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const CONTRACT_ID = '@shangwe/contract';
const MODULE_ID = '\0shangwe-contract-web';

interface EndpointLike {
  method: string;
  path: string;
  auth?: boolean;
}

function isEndpoint(value: unknown): value is EndpointLike {
  const e = value as Partial<EndpointLike> | null;
  return !!e && typeof e === 'object' && typeof e.method === 'string' && typeof e.path === 'string';
}

/** `{ name: { method, path, auth } }` of every export that is a registry of endpoints. */
export function endpointRegistries(
  contract: Record<string, unknown>,
): Record<string, Record<string, EndpointLike>> {
  const registries: Record<string, Record<string, EndpointLike>> = {};
  for (const [name, value] of Object.entries(contract)) {
    if (!value || typeof value !== 'object' || isEndpoint(value)) continue;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 || !entries.every(([, e]) => isEndpoint(e))) continue;
    registries[name] = Object.fromEntries(
      entries.map(([key, e]) => {
        const { method, path: at, auth } = e as EndpointLike;
        return [key, auth ? { method, path: at, auth } : { method, path: at }];
      }),
    );
  }
  return registries;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Initialisers worth wrapping: anything that may run code (calls, `new`, spreads...). */
function runsCode(init: Node): boolean {
  return !['Literal', 'ArrowFunctionExpression', 'FunctionExpression', 'Identifier'].includes(
    init.type,
  );
}

/**
 * Rewrites `const x = <expr>` at the top level of a module into
 * `const x = /* @__PURE__ *\/ (() => (<expr>))()`: the same value at the same moment, but a
 * declaration nobody reads is dropped, schemas included.
 */
export function markDeclarationsPure(code: string, parse: (code: string) => unknown): string {
  const program = parse(code) as { body: Node[] };
  const edits: { at: number; text: string }[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (!declaration || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init || !runsCode(init)) continue;
      edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' });
      edits.push({ at: init.end, text: '))()' });
    }
  }
  let out = code;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) {
    out = out.slice(0, at) + text + out.slice(at);
  }
  return out;
}

/**
 * The plugins (`contractDir` is packages/contract): the module resolves before Vite's own
 * resolver finds the package; the declarations are marked once TypeScript is stripped.
 */
export function contractWithoutZod(contractDir: string): Plugin[] {
  const srcDir = path.join(contractDir, 'src');
  const index = path.join(srcDir, 'index.ts');
  let moduleCode = '';
  const resolve: Plugin = {
    name: 'shangwe-contract-without-zod',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const { module } = await runnerImport<Record<string, unknown>>(index, {
        configFile: false,
        logLevel: 'error',
      });
      // The index's own export lines, with absolute paths and without the zod set-up import.
      const reexports = readFileSync(index, 'utf8')
        .split('\n')
        .filter((line) => /^export\s/.test(line))
        .map((line) =>
          line.replace(
            /from '\.\/([^']+)'/,
            (_, file: string) => `from ${JSON.stringify(path.join(srcDir, `${file}.ts`))}`,
          ),
        );
      const registries = Object.entries(endpointRegistries(module)).map(
        ([name, table]) => `export const ${name} = ${JSON.stringify(table)};`,
      );
      // isErrorCode asks only whether a code is registered: a set of the codes, not the
      // registry of messages (which would come with every product's code table).
      const codes = Object.keys((module.errorCodes ?? {}) as Record<string, unknown>);
      const isErrorCode = [
        `const registeredCodes = new Set(${JSON.stringify(codes)});`,
        `export function isErrorCode(code) { return typeof code === 'string' && registeredCodes.has(code); }`,
      ];
      moduleCode = [...reexports, ...registries, ...isErrorCode].join('\n');
    },
    resolveId(id, importer) {
      if (id !== CONTRACT_ID || !importer || importer.startsWith(contractDir)) return null;
      // Side-effect free, so the bundler takes each name from the file declaring it and a
      // screen's contract code does not end up in the shell (lazy barrel).
      return { id: MODULE_ID, moduleSideEffects: false };
    },
    load(id) {
      return id === MODULE_ID ? moduleCode : null;
    },
  };
  const pure: Plugin = {
    name: 'shangwe-contract-pure-declarations',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(srcDir) || !/\.ts$/.test(id)) return null;
      return { code: markDeclarationsPure(code, (c) => this.parse(c)), map: null };
    },
  };
  return [resolve, pure];
}
