/**
 * Links for the app's own absolute paths ("/live/m/12"), drawn as a plain anchor that pushes to
 * the router's history on a plain click. React Router's Link resolves its path twice, builds a
 * URL object and sets up a navigate function with an effect, for every link on every render;
 * a list of matches draws two links per row, and on a slow phone that was a sixth of the first
 * render (issue 27). Any other `to` (relative, an object) is handed to React Router's own link.
 */
import {
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

interface Target {
  pathname: string;
  search: string;
  hash: string;
}

function parse(to: string): Target {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

const isAppPath = (to: LinkProps['to']): to is string =>
  typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

const withBasename = (basename: string, to: string) =>
  basename === '/' || basename === '' ? to : `${basename.replace(/\/$/, '')}${to}`;

/** As React Router decides it: a plain left click on a link that opens in this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

function useAppNavigation(to: string, replace: boolean | undefined, state: unknown) {
  const { navigator, basename } = useContext(NavigationContext);
  const location = useLocation();
  const target = parse(to);
  const onPlainClick = () => {
    // A link to the page already shown replaces it rather than stacking a copy, as React Router's.
    const same =
      location.pathname === target.pathname &&
      location.search === target.search &&
      location.hash === target.hash;
    if (replace ?? same) navigator.replace(target, state);
    else navigator.push(target, state);
  };
  return { href: withBasename(basename, to), onPlainClick, location, target };
}

type AppLinkProps = Omit<LinkProps, 'to'> & { to: LinkProps['to'] };

/** React Router's Link, cheaper for absolute app paths. */
export const Link = forwardRef<HTMLAnchorElement, AppLinkProps>(function Link(props, ref) {
  if (!isAppPath(props.to) || props.reloadDocument) return <RouterLink ref={ref} {...props} />;
  return <AppAnchor ref={ref} {...props} to={props.to} />;
});

const AppAnchor = forwardRef<HTMLAnchorElement, AppLinkProps & { to: string }>(function AppAnchor(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const { href, onPlainClick } = useAppNavigation(to, replace, state);
  return (
    <a
      {...anchorProps(rest)}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        onPlainClick();
      }}
    />
  );
});

/** Drops React Router's own props, which are not attributes of an anchor. */
function anchorProps(
  props: Omit<LinkProps, 'to' | 'replace' | 'state' | 'onClick' | 'target'>,
): AnchorHTMLAttributes<HTMLAnchorElement> {
  const {
    relative: _relative,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    discover: _discover,
    prefetch: _prefetch,
    reloadDocument: _reloadDocument,
    ...anchor
  } = props as LinkProps;
  return anchor;
}

type AppNavLinkProps = Omit<NavLinkProps, 'to'> & { to: NavLinkProps['to'] };

/** React Router's NavLink (active class and aria-current), cheaper for absolute app paths. */
export const NavLink = forwardRef<HTMLAnchorElement, AppNavLinkProps>(function NavLink(props, ref) {
  if (!isAppPath(props.to) || props.reloadDocument || props.caseSensitive) {
    return <RouterNavLink ref={ref} {...props} />;
  }
  return <AppNavAnchor ref={ref} {...props} to={props.to} />;
});

const AppNavAnchor = forwardRef<HTMLAnchorElement, AppNavLinkProps & { to: string }>(
  function AppNavAnchor(
    { to, end, className, style, children, replace, state, onClick, target, ...rest },
    ref,
  ) {
    const { href, onPlainClick, location, target: path } = useAppNavigation(to, replace, state);
    const isActive = isActivePath(location.pathname, path.pathname, end ?? false);
    const renderProps = { isActive, isPending: false, isTransitioning: false };
    const classes =
      typeof className === 'function'
        ? className(renderProps)
        : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
    return (
      <a
        {...anchorProps(rest)}
        ref={ref}
        href={href}
        target={target}
        aria-current={isActive ? (rest['aria-current'] ?? 'page') : undefined}
        className={classes}
        style={typeof style === 'function' ? style(renderProps) : style}
        onClick={(event) => {
          onClick?.(event);
          if (!isPlainClick(event, target)) return;
          event.preventDefault();
          onPlainClick();
        }}
      >
        {typeof children === 'function' ? children(renderProps) : (children as ReactNode)}
      </a>
    );
  },
);

/** NavLink's rule: the same path, or (unless `end`) a path under it; letter case ignored. */
export function isActivePath(locationPathname: string, toPathname: string, end: boolean): boolean {
  const at = locationPathname.toLowerCase();
  const to = toPathname.toLowerCase();
  const endSlash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return at === to || (!end && at.startsWith(to) && at.charAt(endSlash) === '/');
}
