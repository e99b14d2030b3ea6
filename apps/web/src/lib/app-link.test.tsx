import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isActivePath, Link, NavLink } from './app-link';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {`${location.pathname}${location.search}${location.hash} ${useNavigationType()} ${JSON.stringify(location.state)}`}
    </output>
  );
}

function at(path: string, links: React.ReactNode, basename?: string) {
  render(
    <MemoryRouter initialEntries={[basename ? `${basename}${path}` : path]} basename={basename}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('app links (plain anchors for absolute app paths)', () => {
  it('draws the path as the href and pushes it on a plain click, with its state', () => {
    at(
      '/',
      <Link to="/live/m/12?tab=all#odds" state={{ from: 'list' }}>
        match
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'match' });
    expect(link.getAttribute('href')).toBe('/live/m/12?tab=all#odds');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe(
      '/live/m/12?tab=all#odds PUSH {"from":"list"}',
    );
  });

  it('replaces rather than pushes a link to the page already shown, or when asked', () => {
    at('/live', <Link to="/live">again</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'again' }));
    expect(screen.getByTestId('where').textContent).toBe('/live REPLACE null');
  });

  it('leaves a modified click, another tab and a prevented click to the browser', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    at(
      '/',
      <>
        <Link to="/a">ctrl</Link>
        <Link to="/b" target="_blank">
          tab
        </Link>
        <Link to="/c" onClick={onClick}>
          prevented
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'ctrl' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'prevented' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where').textContent).toBe('/ POP null');
  });

  it('puts the router basename in front of the href (React Router’s own for a full page load)', () => {
    at(
      '/',
      <>
        <Link to="/jackpots">jackpots</Link>
        <Link to="/" reloadDocument>
          reload
        </Link>
      </>,
      '/app',
    );
    expect(screen.getByRole('link', { name: 'jackpots' }).getAttribute('href')).toBe(
      '/app/jackpots',
    );
    const reload = screen.getByRole('link', { name: 'reload' });
    expect(reload.getAttribute('href')).toBe('/app');
  });

  it('hands a relative path to React Router, which resolves it from the route', () => {
    render(
      <MemoryRouter initialEntries={['/s/soccer']}>
        <Routes>
          <Route path="/s/:sport" element={<Link to="countries">countries</Link>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'countries' }).getAttribute('href')).toBe(
      '/s/soccer/countries',
    );
  });

  it('leaves another site to the browser, and resolves a search or a path object from the page', () => {
    render(
      <MemoryRouter initialEntries={['/jackpots?product=daily']}>
        <Routes>
          <Route
            path="/jackpots"
            element={
              <>
                <Link to="https://example.org/terms">terms</Link>
                <Link to="?product=midweek">midweek</Link>
                <Link to={{ pathname: '/live', search: '?sport=1' }}>live</Link>
                <NavLink to="?product=daily">daily</NavLink>
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe(
      'https://example.org/terms',
    );
    expect(screen.getByRole('link', { name: 'daily' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'midweek' }));
    expect(screen.getByTestId('where').textContent).toBe('/jackpots?product=midweek PUSH null');
    fireEvent.click(screen.getByRole('link', { name: 'live' }));
    expect(screen.getByTestId('where').textContent).toBe('/live?sport=1 PUSH null');
  });

  it('marks the active nav link as React Router does (class, aria-current, end)', () => {
    at(
      '/live/soccer',
      <>
        <NavLink to="/live">live</NavLink>
        <NavLink to="/live" end className="tab">
          live only
        </NavLink>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          home
        </NavLink>
      </>,
    );
    const live = screen.getByRole('link', { name: 'live' });
    expect(live.className).toBe('active');
    expect(live.getAttribute('aria-current')).toBe('page');
    const only = screen.getByRole('link', { name: 'live only' });
    expect(only.className).toBe('tab');
    expect(only.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'home' }).className).toBe('off');
  });

  it.each([
    ['/live', '/live', false, true],
    ['/live/soccer', '/live', false, true],
    ['/livescore', '/live', false, false],
    ['/live/soccer', '/live', true, false],
    ['/LIVE', '/live', true, true],
    ['/live', '/', false, false],
    ['/', '/', false, true],
  ])('%s is under %s (end %s): %s', (location, to, end, active) => {
    expect(isActivePath(location, to, end)).toBe(active);
  });
});
