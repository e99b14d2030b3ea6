import path from 'node:path';

/**
 * Import boundaries of apps/server/src (see apps/server/README.md, "Module map"):
 *
 *   composition roots (app.ts, routes.ts, workers.ts, products.ts, main.ts, tasks.ts)
 *        │
 *   channels (cashout/, share/, sms/, settlement/, backoffice/, ...) may compose products
 *        │
 *   products: betting/ (the sportsbook), casino/, jackpots/, virtuals/, shikisha/
 *        │            never import each other
 *   pipeline and below: wagers/ → wallet/, catalog/, platform services, platform/, db/
 *                       import no product
 *
 * The rule resolves relative specifiers, so `../../casino/x` is caught however deep the
 * importing file sits. Tests and test fixtures may cross (they set up several products).
 */

const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;

/** The products plugged into the wager pipeline (products.ts registers them). */
export const PRODUCTS = ['betting', 'casino', 'jackpots', 'virtuals', 'shikisha'];

/** Folders below the products: the pipeline, the wallet, the catalog and the platform. */
export const BELOW_PRODUCTS = [
  'wagers',
  'wallet',
  'catalog',
  'platform',
  'db',
  'auth',
  'accounts',
  'countries',
  'notifications',
  'realtime',
  'responsible-gambling',
];

/**
 * Imports of a product from below that are not inverted yet, each with its reason
 * (apps/server/README.md, "Exemptions"). `from` and `to` are paths under apps/server/src.
 */
export const EXEMPTIONS = [];

function isTestCode(relative) {
  return (
    /\.test\.ts$/.test(relative) ||
    /(^|\/)test-(fixtures|factories)\.ts$/.test(relative) ||
    relative.startsWith(`test${path.sep}`)
  );
}

const WHY = {
  product:
    'products never import each other; move what both need down into wagers/, catalog/ or platform/',
  below:
    'the pipeline, the wallet, the catalog and the platform import no product; let the product plug in (products.ts, WagerProduct) instead',
};

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Products never import each other; nothing below them imports them' },
    schema: [],
    messages: { crossing: '{{from}} may not import {{to}}: {{why}}.' },
  },
  create(context) {
    const file = context.filename;
    const at = file.indexOf(SERVER_SRC);
    if (at < 0) return {};
    const root = file.slice(0, at + SERVER_SRC.length);
    const fromRelative = path.relative(root, file);
    if (isTestCode(fromRelative)) return {};
    const fromTop = fromRelative.split(path.sep)[0];
    const fromIsProduct = PRODUCTS.includes(fromTop);
    const fromIsBelow = BELOW_PRODUCTS.includes(fromTop);
    if (!fromIsProduct && !fromIsBelow) return {};

    function check(node) {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const toRelative = path.relative(root, target);
      if (toRelative.startsWith('..')) return;
      const toTop = toRelative.split(path.sep)[0];
      if (!PRODUCTS.includes(toTop) || toTop === fromTop) return;
      const posix = (p) => p.split(path.sep).join('/');
      if (EXEMPTIONS.some((e) => e.from === posix(fromRelative) && e.to === posix(toRelative))) {
        return;
      }
      context.report({
        node,
        messageId: 'crossing',
        data: {
          from: `${fromTop}/`,
          to: `${toTop}/`,
          why: fromIsProduct ? WHY.product : WHY.below,
        },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const serverImportBoundaries = { rules: { 'import-boundaries': importBoundaries } };
