/** The header bar (spec 02 §2.4): menu, logo, session button, theme, search, notifications. */
import { formatCompactCurrency, formatCurrency } from '@shangwe/domain';
import { Link, NavLink } from '../../lib/app-link';
import { Icon } from '../../components/ui/icon';
import { useIsDesktop } from '../../lib/use-breakpoint';
import { useCountsStore } from '../../shared/counts-store';
import { useCountryConfig } from '../../shared/country-store';
import { useDepositPromptStore } from '../../shared/deposit-prompt-store';
import { canViewTransactions, useSessionStore } from '../../shared/session-store';
import { useSettingsStore } from '../../shared/settings-store';
import { useShellUi } from '../ui-store';
import { useLoginHref, useRegisterHref } from './session-links';
import { msg, t, tAny } from '../../lib/i18n';

/** Whether the Deposit button shows: logged in, KYC done, may view transactions (spec 02 §5). */
export function canDeposit(
  authenticated: boolean,
  user: ReturnType<typeof useSessionStore.getState>['user'],
  kycRequired: boolean,
): boolean {
  if (!authenticated || !user) return false;
  const kycDone = !kycRequired || user.has_kyc !== false;
  return kycDone && canViewTransactions(user, kycRequired);
}

/** The unread badge on the bell and the menu toggle. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="badge" aria-label={`${count} ${tAny(label)}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The brand's mark (the app icon's S), shown instead of the wordmark where a phone's header has
 * no room for both the wordmark and the balance with Deposit.
 */
function LogoGlyph() {
  return (
    <svg className="logo-glyph" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M20 42c3 4 8 6 13 6 7 0 12-4 12-10 0-12-22-8-22-16 0-3 3-5 7-5 4 0 7 2 9 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="7"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The balance link: compact on a phone ('KES 9.99M') so it fits a 320 px header, in full on a
 * desktop; the full amount is always its accessible name and tooltip.
 */
function HeaderBalance({ balance, compact }: { balance: number; compact: boolean }) {
  const config = useCountryConfig();
  const full = formatCurrency(balance, config);
  const shown = compact ? formatCompactCurrency(balance, config) : full;
  const symbol = `${config.currencySymbol} `;
  const amount = shown.startsWith(symbol) ? shown.slice(symbol.length) : shown;
  // The symbol and the amount are separate lines on the narrowest phones; the space between
  // them keeps the text 'KES 750' everywhere else.
  return (
    <Link
      to="/profile"
      className="balance"
      data-testid="balance"
      aria-label={t('Balance {amount}', { amount: full })}
      title={full}
    >
      {amount === shown ? (
        shown
      ) : (
        <>
          <span className="balance-currency">{config.currencySymbol}</span>{' '}
          <span className="balance-amount">{amount}</span>
        </>
      )}
    </Link>
  );
}

/** The top bar. */
export function TopBar() {
  const config = useCountryConfig();
  const isDesktop = useIsDesktop();
  const authenticated = useSessionStore((s) => s.authenticated);
  const user = useSessionStore((s) => s.user);
  const unread = useCountsStore((s) => s.unreadNotifications);
  const dark = useSettingsStore((s) => s.dark);
  const toggleTheme = useSettingsStore((s) => s.toggleTheme);
  const openMenu = useShellUi((s) => s.setMenuOpen);
  const openDeposit = useDepositPromptStore((s) => s.openDeposit);
  const loginHref = useLoginHref();
  const registerHref = useRegisterHref();
  const deposit = canDeposit(authenticated, user, config.kyc.required);

  return (
    <header className={`top-bar${authenticated ? ' is-authenticated' : ''}`} data-testid="top-bar">
      <button
        type="button"
        className="icon-btn"
        aria-label={t('Menu')}
        data-testid="menu-button"
        onClick={() => openMenu(true)}
      >
        <Icon name="menu" />
      </button>
      <Link to="/" className="logo" aria-label={t('{brand} home', { brand: config.brand })}>
        <LogoGlyph />
        <span className="logo-mark">{config.brand.toUpperCase()}</span>
        <span className="logo-country">{config.code}</span>
      </Link>
      {isDesktop && authenticated ? (
        <nav className="top-links" aria-label={t('Account')}>
          <NavLink to="/notifications">
            {t('Notifications')} <CountBadge count={unread} label={msg('unread notifications')} />
          </NavLink>
          <NavLink to="/mybets">{t('My Bets')}</NavLink>
          <NavLink to="/profile">{t('Profile')}</NavLink>
        </nav>
      ) : null}
      <div className="top-actions">
        {isDesktop ? (
          <button
            type="button"
            className="icon-btn"
            aria-label={dark ? t('Switch to light theme') : t('Switch to dark theme')}
            aria-pressed={dark}
            data-testid="theme-toggle"
            onClick={toggleTheme}
          >
            <Icon name={dark ? 'sun' : 'moon'} />
          </button>
        ) : null}
        <Link to="/search" className="icon-btn" aria-label={t('Search')}>
          <Icon name="search" />
          {isDesktop ? <span className="icon-text">{t('Search')}</span> : null}
        </Link>
        {!isDesktop && authenticated ? (
          <Link
            to="/notifications"
            className="icon-btn"
            aria-label={t('Notifications')}
            data-testid="bell"
          >
            <Icon name="bell" />
            <CountBadge count={unread} label={msg('unread notifications')} />
          </Link>
        ) : null}
        {authenticated && user ? (
          <HeaderBalance balance={Number(user.balance ?? 0)} compact={!isDesktop} />
        ) : null}
        {deposit ? (
          <button
            type="button"
            className="btn btn-accent btn-sm top-deposit"
            onClick={() => openDeposit()}
          >
            {t('Deposit')}
          </button>
        ) : null}
        {authenticated && user && !deposit ? (
          // Deposit waits for KYC (spec 02 §2.4, §5): the header leads to verifying instead.
          <Link to="/kyc" className="btn btn-accent btn-sm top-deposit" data-testid="top-verify">
            {t('Verify')}
          </Link>
        ) : null}
        {!authenticated ? (
          <>
            <Link to={loginHref} className="btn btn-ghost btn-sm top-login">
              {t('Login')}
            </Link>
            <Link to={registerHref} className="btn btn-accent btn-sm">
              {t('Register')}
            </Link>
          </>
        ) : null}
      </div>
    </header>
  );
}
