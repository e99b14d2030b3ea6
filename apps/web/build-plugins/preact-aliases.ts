/**
 * The web app and the back office run on Preact through `preact/compat` (issue 27): the code, React Router,
 * TanStack Query and Table and zustand import `react` / `react-dom` as usual and get Preact, about 11 KB
 * gzip where React 19 and ReactDOM take about 60. The same aliases serve the production build
 * and the web test project, so the unit tests run what ships.
 *
 * Exact-match regexes: `react` must not capture `react-router` or `@tanstack/react-query`.
 */
export const PREACT_ALIASES: { find: RegExp; replacement: string }[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Packages that import `react` from node_modules: the test runner must transform them (not load
 * them with Node) for the aliases to reach their imports.
 */
export const REACT_USING_DEPS = [
  /react-router/,
  /@tanstack\/react-query/,
  /@tanstack\/react-table/,
  /zustand/,
  /@testing-library\/react/,
];
