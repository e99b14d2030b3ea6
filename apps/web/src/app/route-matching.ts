/**
 * Which route of the table a path shows, ranked as React Router ranks routes, with the ranking
 * done once per table. React Router's `matchRoutes` flattens and ranks the whole table on every
 * call (about a hundred routes, some with optional segments): at start-up that ran three times
 * (the landing preload, `<Routes>`, the layout's route) and was the largest part of the first
 * long task on a slow phone (issue 27).
 *
 * The ranking mirrors react-router's (`computeScore`, `explodeOptionalSegments`, siblings in
 * table order on a tie); route-matching.test.ts checks it against `matchRoutes` on every table.
 */
import { matchPath } from 'react-router';
import { CATCH_ALL_ROUTE, type AppRoute } from './routes';

interface Branch {
  path: string;
  score: number;
  route: AppRoute;
}

const PARAM = /^:[\w-]+$/;
const DYNAMIC_SEGMENT = 3;
const EMPTY_SEGMENT = 1;
const STATIC_SEGMENT = 10;
const SPLAT_PENALTY = -2;

function score(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? SPLAT_PENALTY : 0);
  return segments
    .filter((s) => s !== '*')
    .reduce(
      (total, s) =>
        total + (PARAM.test(s) ? DYNAMIC_SEGMENT : s === '' ? EMPTY_SEGMENT : STATIC_SEGMENT),
      initial,
    );
}

/** "/a/:b?/c" → ["/a/:b/c", "/a/c"]: each optional segment present, then absent. */
function explodeOptionalSegments(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result = restExploded.map((sub) => (sub === '' ? required : `${required}/${sub}`));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

function rank(table: readonly AppRoute[]): Branch[] {
  const branches = table.flatMap((route) =>
    (route.path.includes('?') ? explodeOptionalSegments(route.path) : [route.path]).map((path) => ({
      path: `/${path}`.replace(/\/\/+/g, '/'),
      route,
    })),
  );
  // Array.prototype.sort is stable: a tie keeps table order, as react-router ranks siblings.
  return branches.map((b) => ({ ...b, score: score(b.path) })).sort((a, b) => b.score - a.score);
}

/** Decoded as react-router decodes a location before matching it. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

interface Matcher {
  branches: Branch[];
  /** Paths seen, with their route: a re-render or a return to a page matches nothing again. */
  seen: Map<string, AppRoute>;
}

const matchers = new WeakMap<readonly AppRoute[], Matcher>();
const SEEN_PATHS = 200;

/** The table entry matching `pathname` (the catch-all when nothing else does). */
export function routeForPath(table: readonly AppRoute[], pathname: string): AppRoute {
  let matcher = matchers.get(table);
  if (!matcher) {
    matcher = { branches: rank(table), seen: new Map() };
    matchers.set(table, matcher);
  }
  const known = matcher.seen.get(pathname);
  if (known) return known;
  const decoded = decodePath(pathname || '/');
  const route =
    matcher.branches.find((b) => matchPath({ path: b.path, end: true }, decoded))?.route ??
    CATCH_ALL_ROUTE;
  if (matcher.seen.size >= SEEN_PATHS) matcher.seen.clear();
  matcher.seen.set(pathname, route);
  return route;
}
