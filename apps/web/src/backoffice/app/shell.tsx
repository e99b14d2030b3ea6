import type { Permission } from '@shangwe/contract/backoffice';
import { boEndpoints } from '@shangwe/contract/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { boRequest, onSessionExpired, sessionToken } from '../lib/api';
import { hasPermission, ME_QUERY_KEY, useStaff } from '../lib/session';
import { boPages } from './pages';

/** The frame of every page: header with the staff member, nav of the pages their role may see. */
export function BoShell() {
  const { data: staff, isPending } = useStaff();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const stop = onSessionExpired(() => {
      queryClient.setQueryData(ME_QUERY_KEY, null);
      void navigate('/login', { replace: true });
    });
    return () => {
      stop();
    };
  }, [navigate, queryClient]);
  if (isPending) return <p className="bo-muted">Loading…</p>;
  if (!staff) return <Navigate to="/login" replace />;
  const pages = boPages.filter((p) => p.label && hasPermission(staff, p.permission));
  const logout = async () => {
    await boRequest(boEndpoints.logout).catch(() => undefined);
    sessionToken.clear();
    queryClient.setQueryData(ME_QUERY_KEY, null);
    void navigate('/login', { replace: true });
  };
  return (
    <div className="bo-frame">
      <header className="bo-header">
        <button
          type="button"
          className="bo-menu-button"
          aria-expanded={menuOpen}
          aria-controls="bo-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <strong className="bo-brand">Shangwe Back Office</strong>
        <span className="bo-who">
          <span className="bo-who-name">{staff.name}</span>{' '}
          <span className="bo-role">{staff.role}</span>
        </span>
        <button type="button" className="bo-link-button" onClick={() => void logout()}>
          Log out
        </button>
      </header>
      <nav
        id="bo-nav"
        className={menuOpen ? 'bo-nav bo-nav-open' : 'bo-nav'}
        aria-label="Back office"
      >
        {pages.map((page) => (
          <NavLink key={page.path} to={`/${page.path}`} onClick={() => setMenuOpen(false)}>
            {page.label}
          </NavLink>
        ))}
        {pages.length === 0 && <p className="bo-muted">Your role has no pages yet.</p>}
      </nav>
      <main className="bo-main">
        <Outlet />
      </main>
    </div>
  );
}

/** Shows its page only to a role with `permission` (the server refuses the calls regardless). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { data: staff } = useStaff();
  if (!hasPermission(staff, permission)) {
    return <p className="bo-muted">Your role does not give access to this page.</p>;
  }
  return <>{children}</>;
}
