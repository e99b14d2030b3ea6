import path from 'node:path';

/**
 * Import boundaries of apps/web/src (see apps/web/README.md, "Layers"):
 *
 *   app  →  features/<feature>  →  shared + components  →  lib
 *
 * A file may import its own layer and the layers to its right, never to its left, and a feature
 * never imports another feature (what two features need lives in shared/). Test helpers in
 * src/test/ are for tests only. The rule resolves relative specifiers, so `../../betslip/x` from
 * features/mybets is caught however deep the importing file sits.
 */

const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;

/** Which layer a file of apps/web/src belongs to: `app`, `feature:<name>`, `shared`, ... */
function layerOf(relative) {
  const [top, second] = relative.split(path.sep);
  if (top === 'features' && second) return `feature:${second}`;
  if (top === 'components') return 'shared';
  if (['app', 'shared', 'lib', 'test', 'styles'].includes(top)) return top;
  return 'app'; // main.tsx and other entry files compose everything
}

const FORBIDDEN = {
  app: [],
  shared: ['app', 'feature', 'test'],
  lib: ['app', 'feature', 'shared', 'test'],
  feature: ['app', 'other-feature', 'test'],
  test: [],
  styles: ['app', 'feature', 'shared', 'lib', 'test'],
};

const WHY = {
  app: 'the app shell (app/) composes features; nothing below it imports it',
  feature: 'only app/ imports features',
  'other-feature': 'features never import each other; move what both need to src/shared/',
  shared: 'lib/ is plumbing that knows no store; pass the value in or move the file to shared/',
  test: 'src/test/ helpers are for *.test files only',
};

function isTestFile(file) {
  return /\.test\.tsx?$/.test(file);
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Layered imports in apps/web/src: app → features → shared → lib' },
    schema: [],
    messages: { crossing: '{{from}} may not import {{to}}: {{why}}.' },
  },
  create(context) {
    const file = context.filename;
    const at = file.indexOf(WEB_SRC);
    if (at < 0) return {};
    const root = file.slice(0, at + WEB_SRC.length);
    const fromLayer = layerOf(path.relative(root, file));
    const [fromKind, fromFeature] = fromLayer.split(':');
    const forbidden = FORBIDDEN[fromKind] ?? [];

    function check(node) {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const relative = path.relative(root, target);
      if (relative.startsWith('..')) return;
      const [toKind, toFeature] = layerOf(relative).split(':');
      let crossing = null;
      if (toKind === 'feature' && fromKind === 'feature' && toFeature !== fromFeature) {
        crossing = 'other-feature';
      } else if (toKind === 'feature' && fromKind !== 'feature' && forbidden.includes('feature')) {
        crossing = 'feature';
      } else if (toKind === 'test') {
        crossing = forbidden.includes('test') && !isTestFile(file) ? 'test' : null;
      } else if (toKind !== 'feature' && toKind !== fromKind && forbidden.includes(toKind)) {
        crossing = toKind;
      }
      if (!crossing) return;
      context.report({
        node,
        messageId: 'crossing',
        data: {
          from: fromFeature ? `features/${fromFeature}` : `${fromKind}/`,
          to: toFeature ? `features/${toFeature}` : `${toKind}/`,
          why: WHY[crossing],
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

export const webImportBoundaries = { rules: { 'import-boundaries': importBoundaries } };
