import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { LoginPage } from './login-page';
import { boPages } from './pages';
import { BoShell, RequirePermission } from './shell';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** The back office: login, then the shell with one route per page of pages.ts. */
export function BoApp() {
  const router = useMemo(
    () =>
      createBrowserRouter(
        [
          { path: '/login', element: <LoginPage /> },
          {
            path: '/',
            element: <BoShell />,
            children: [
              { index: true, element: <Navigate to={boPages[0]?.path ?? 'login'} replace /> },
              ...boPages.map((page) => {
                const Screen = lazy(page.load);
                return {
                  path: page.path,
                  element: (
                    <RequirePermission permission={page.permission}>
                      <Suspense fallback={<p className="bo-muted">Loading…</p>}>
                        <Screen />
                      </Suspense>
                    </RequirePermission>
                  ),
                };
              }),
              { path: '*', element: <p className="bo-muted">This page does not exist.</p> },
            ],
          },
        ],
        { basename: '/backoffice' },
      ),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
