import { canViewTransactions, formatCurrency, MESSAGES } from '@shangwe/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/app-link';
import { BottomSheet, Button, Modal } from '../../../components/ui';
import { useIsDesktop } from '../../../lib/use-breakpoint';
import { useCountryConfig, useProductAvailable } from '../../../shared/country-store';
import { useDepositPromptStore } from '../../../shared/deposit-prompt-store';
import { useSessionStore } from '../../../shared/session-store';
import { useBalanceRefresh } from '../../../shared/balance';
import { useDepositProviders } from '../api/deposit';
import { logout } from '../api/logout';
import { WithdrawForm } from './withdraw-form';
import '../wallet.css';
import { t, tAny } from '../../../lib/i18n';

/**
 * /profile (requires auth): balance, bonus and points, Deposit and Withdraw, links to the
 * bettor's other pages, and Logout. Deposit needs KYC done where required (spec 02 §5).
 */
export function ProfileScreen() {
  const config = useCountryConfig();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const openDeposit = useDepositPromptStore((s) => s.openDeposit);
  const offers = useProductAvailable('offersNRewards');
  const isDesktop = useIsDesktop();
  const [withdrawing, setWithdrawing] = useState(false);
  const balance = useBalanceRefresh();
  // The payout rail's list, so the withdraw sheet names where the money goes.
  useDepositProviders(true);

  if (!user) return null;
  const money = (amount: number | undefined) => formatCurrency(amount ?? 0, config);
  const allowed = canViewTransactions(user, config);
  const kycPending = config.kyc.required && !allowed;
  // A reviewer's reason for rejecting the bettor's KYC (the server sends it with status '3').
  const kycRejection = String(user.kyc?.status) === '3' ? (user.kyc?.reason ?? null) : null;

  const withdrawForm = <WithdrawForm onDone={() => setWithdrawing(false)} />;

  return (
    <main className="wallet-screen" data-testid="profile-screen">
      <section className="wallet-card wallet-card--balance">
        <p className="wallet-card__mobile">{user.mobile}</p>
        <p className="wallet-card__label">{t('Balance')}</p>
        <p className="wallet-card__balance" data-testid="profile-balance" aria-live="polite">
          {money(user.balance)}
        </p>
        <dl className="wallet-figures">
          <div>
            <dt>{t('Bonus')}</dt>
            <dd data-testid="profile-bonus">{money(user.bonus)}</dd>
          </div>
          <div>
            <dt>{t('Points')}</dt>
            <dd data-testid="profile-points">
              {Number(user.points ?? 0).toLocaleString(config.locale)}
            </dd>
          </div>
        </dl>
        <div className="wallet-actions">
          {allowed ? (
            <Button className="btn-accent" onClick={() => openDeposit()}>
              {t('Deposit')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setWithdrawing(true)} disabled={!allowed}>
            {t('Withdraw')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('Refresh balance')}
            loading={balance.isFetching}
            onClick={() => void balance.refetch()}
          >
            ↻
          </Button>
        </div>
      </section>

      {kycRejection ? (
        <section
          className="wallet-card wallet-card--notice"
          role="alert"
          data-testid="kyc-rejection"
        >
          <strong>{t('Your identity could not be verified')}</strong>
          <p>{tAny(kycRejection)}</p>
          <Link className="btn btn-primary" to="/kyc?next=/profile">
            {t('Check my details')}
          </Link>
        </section>
      ) : null}

      {kycPending && !kycRejection ? (
        <section className="wallet-card wallet-card--notice" role="status">
          <strong>{tAny(MESSAGES.kycBannerTitle)}</strong>
          <p>{tAny(MESSAGES.kycBannerText(config.brand))}</p>
          <Link className="btn btn-primary" to="/kyc?next=/profile">
            {tAny(MESSAGES.kycBannerAction)}
          </Link>
        </section>
      ) : null}

      <nav className="wallet-links" aria-label={t('My account')}>
        <Link to="/mybets">{t('My Bets')}</Link>
        <Link to="/profile/transactions">{t('Transactions')}</Link>
        {offers ? <Link to="/freebets">{t('Offers & Rewards')}</Link> : null}
        <Link to="/notifications">{t('Notifications')}</Link>
        <Link to="/responsible-gambling">{t('Responsible Gambling')}</Link>
        {config.kyc.required ? (
          <Link to="/kyc-all-requirements">{t('KYC Requirements')}</Link>
        ) : null}
        <a href={config.helpLink} target="_blank" rel="noopener noreferrer">
          {t('Help Center')}
        </a>
      </nav>

      <Button
        variant="danger"
        block
        onClick={() => {
          // Leave the auth-only page first, so the guard does not bounce to /login?next=/profile.
          navigate('/', { replace: true });
          void logout();
        }}
      >
        {t('Logout')}
      </Button>

      {withdrawing ? (
        isDesktop ? (
          <Modal open onClose={() => setWithdrawing(false)} testId="withdraw-modal">
            {withdrawForm}
          </Modal>
        ) : (
          <BottomSheet state="open" onClose={() => setWithdrawing(false)} testId="withdraw-sheet">
            {withdrawForm}
          </BottomSheet>
        )
      ) : null}
    </main>
  );
}
