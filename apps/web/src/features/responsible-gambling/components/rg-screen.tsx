import {
  EXCLUSION_PERIODS,
  formatCurrency,
  formatFullDateTime,
  limitName,
  REALITY_CHECK_MINUTES,
  type LimitKind,
  type LimitSlotPeriod,
} from '@shangwe/domain';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/app-link';
import { Button } from '../../../components/ui';
import { useCountryConfig } from '../../../shared/country-store';
import { useRgChange, useRgStatement, useRgStatus, type RgStatusResponse } from '../api/rg-api';
import { DateOfBirthForm } from './date-of-birth-form';
import '../rg.css';
import { msg, t, tAny } from '../../../lib/i18n';

type Limit = RgStatusResponse['limits'][number];

const GROUPS: { kind: LimitKind; title: string; text: string }[] = [
  {
    kind: 'deposit',
    title: msg('Deposit limits'),
    text: msg('The most you can deposit in a day, week or month.'),
  },
  {
    kind: 'loss',
    title: msg('Loss limits'),
    text: msg('The most you can lose (stakes less winnings) in a day, week or month.'),
  },
  {
    kind: 'stake',
    title: msg('Stake limits'),
    text: msg('The most you can stake on one bet, and in a day.'),
  },
];

const PERIOD_LABEL: Record<LimitSlotPeriod, string> = {
  bet: msg('Per bet'),
  day: msg('Daily'),
  week: msg('Weekly'),
  month: msg('Monthly'),
};

/**
 * /responsible-gambling: limits, reality check, a break or self-exclusion, and the activity
 * statement. Plain texts; nothing here invites a bettor to raise a limit.
 */
export function RgScreen() {
  const status = useRgStatus();
  const change = useRgChange();
  const [notice, setNotice] = useState<string | null>(null);
  const config = useCountryConfig();
  const data = status.data;
  const run = (input: Parameters<typeof change.mutate>[0]) =>
    change.mutate(input, { onSuccess: (answer) => setNotice(answer.message) });

  return (
    <main className="rg-screen" data-testid="rg-screen">
      <h1>{t('Responsible Gambling')}</h1>
      <p className="rg-intro">
        {t(
          'Gambling should be fun. These tools help you stay in control. Only adults (18+) may bet.',
        )}
      </p>
      {notice ? (
        <p className="rg-notice" role="status">
          {tAny(notice)}
        </p>
      ) : null}
      {change.error ? (
        <p className="rg-alert" role="alert">
          {tAny(change.error.message)}
        </p>
      ) : null}
      {!data ? (
        <p>{status.error ? tAny(status.error.message) : t('Loading…')}</p>
      ) : (
        <>
          {data.date_of_birth_needed ? <DateOfBirthForm /> : null}
          {data.exclusion ? <ExclusionCard data={data} onEnd={() => run({ call: 'end' })} /> : null}
          {GROUPS.map((group) => (
            <section key={group.kind} className="rg-card" aria-labelledby={`rg-${group.kind}`}>
              <h2 id={`rg-${group.kind}`}>{tAny(group.title)}</h2>
              <p>{tAny(group.text)}</p>
              {data.limits
                .filter((l) => l.kind === group.kind)
                .map((limit) => (
                  <LimitRow
                    key={`${limit.kind}-${limit.period}`}
                    limit={limit}
                    busy={change.isPending}
                    onSave={(amount) =>
                      run({ call: 'limit', kind: limit.kind, period: limit.period, amount })
                    }
                    onConfirm={() =>
                      run({ call: 'confirm', kind: limit.kind, period: limit.period })
                    }
                  />
                ))}
              <p className="rg-small">
                {t(
                  'A lower limit applies at once. A higher limit or removing one takes 24 hours, then you confirm it.',
                )}
              </p>
            </section>
          ))}
          <RealityCheckCard
            minutes={data.reality_check_minutes}
            onChoose={(minutes) => run({ call: 'reality', minutes })}
          />
          {data.exclusion ? null : (
            <BreakCard onTake={(kind, period) => run({ call: 'exclude', kind, period })} />
          )}
          <StatementCard />
          <nav className="rg-links" aria-label={t('History')}>
            <Link to="/mybets">{t('My Bets')}</Link>
            <Link to="/profile/transactions">{t('Transactions')}</Link>
            <Link to="/legal/responsible-gaming">{t('Read about responsible gaming')}</Link>
          </nav>
        </>
      )}
      <p className="rg-small">{t('Times are {zone} time.', { zone: config.timezone })}</p>
    </main>
  );
}

function LimitRow(props: {
  limit: Limit;
  busy: boolean;
  onSave: (amount: number | null) => void;
  onConfirm: () => void;
}) {
  const { limit } = props;
  const config = useCountryConfig();
  const money = (n: number) => formatCurrency(n, config);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = limitName(limit.kind, limit.period);
  const id = `rg-${limit.kind}-${limit.period}`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(value);
    if (value.trim() === '' || !Number.isFinite(amount) || amount < 0) {
      setError(msg('Enter an amount'));
      return;
    }
    setError(null);
    props.onSave(Math.round(amount * 100) / 100);
    setValue('');
  };
  return (
    <form className="rg-limit" onSubmit={save} data-testid={id} noValidate>
      <div className="rg-limit__head">
        <label htmlFor={id}>{tAny(PERIOD_LABEL[limit.period])}</label>
        <span className="rg-limit__now">
          {limit.amount === null ? t('No limit') : money(limit.amount)}
          {limit.amount !== null && limit.used !== null
            ? ` · ${t('used {amount}', { amount: money(Math.min(limit.used, limit.amount)) })}`
            : ''}
        </span>
      </div>
      <div className="rg-limit__set">
        <input
          id={id}
          inputMode="decimal"
          aria-label={t('New {limit}', { limit: tAny(name) })}
          placeholder={config.currencySymbol}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={props.busy}>
          {t('Set')}
        </Button>
        {limit.amount !== null && !limit.pending ? (
          <Button
            type="button"
            variant="ghost"
            disabled={props.busy}
            onClick={() => props.onSave(null)}
          >
            {t('Remove')}
          </Button>
        ) : null}
      </div>
      {error ? <p className="rg-alert">{tAny(error)}</p> : null}
      {limit.pending ? (
        <p className="rg-small">
          {t('Change to {amount}', {
            amount: limit.pending.amount === null ? t('no limit') : money(limit.pending.amount),
          })}{' '}
          {limit.pending.confirmable ? (
            <Button type="button" variant="secondary" onClick={props.onConfirm}>
              {t('Confirm change')}
            </Button>
          ) : (
            t('can be confirmed after {time}.', {
              time: formatFullDateTime(new Date(limit.pending.confirmable_at), config.timezone),
            })
          )}
        </p>
      ) : null}
    </form>
  );
}

function RealityCheckCard(props: { minutes: number | null; onChoose: (m: number | null) => void }) {
  return (
    <section className="rg-card" aria-labelledby="rg-reality">
      <h2 id="rg-reality">{t('Reality check')}</h2>
      <p>
        {t(
          'A reminder of how long you have played and what you have won or lost since you logged in.',
        )}
      </p>
      <div className="rg-choices" role="group" aria-label={t('Reality check interval')}>
        {[null, ...REALITY_CHECK_MINUTES].map((m) => (
          <Button
            key={m ?? 'off'}
            variant={props.minutes === m ? 'primary' : 'secondary'}
            aria-pressed={props.minutes === m}
            onClick={() => props.onChoose(m)}
          >
            {m === null ? t('Off') : t('{minutes} min', { minutes: m })}
          </Button>
        ))}
      </div>
    </section>
  );
}

function BreakCard(props: { onTake: (kind: string, period: string) => void }) {
  const [chosen, setChosen] = useState<{ kind: string; period: string; label: string } | null>(
    null,
  );
  return (
    <section className="rg-card" aria-labelledby="rg-break">
      <h2 id="rg-break">{t('Take a break')}</h2>
      <p>
        {t(
          'A break starts now and cannot be undone. During it you cannot bet or deposit, and we send you no offers. You can still withdraw your balance; open bets are still paid.',
        )}
      </p>
      <div className="rg-choices" role="group" aria-label={t('Time-out')}>
        {EXCLUSION_PERIODS.time_out.map((p) => (
          <Button
            key={p.key}
            variant="secondary"
            onClick={() => setChosen({ kind: 'time_out', period: p.key, label: p.label })}
          >
            {tAny(p.label)}
          </Button>
        ))}
      </div>
      <h3>{t('Self-exclusion')}</h3>
      <p>{t('For longer. When it ends, you must ask to come back, and wait another 24 hours.')}</p>
      <div className="rg-choices" role="group" aria-label={t('Self-exclusion')}>
        {EXCLUSION_PERIODS.self_exclusion.map((p) => (
          <Button
            key={p.key}
            variant="secondary"
            onClick={() => setChosen({ kind: 'self_exclusion', period: p.key, label: p.label })}
          >
            {tAny(p.label)}
          </Button>
        ))}
      </div>
      {chosen ? (
        <div className="rg-confirm" role="alertdialog" aria-label={t('Confirm your break')}>
          <p>
            {chosen.kind === 'time_out'
              ? t('Take a break of {period}? This cannot be undone.', {
                  period: tAny(chosen.label),
                })
              : t('Exclude yourself for {period}? This cannot be undone.', {
                  period: tAny(chosen.label),
                })}
          </p>
          <Button
            variant="danger"
            onClick={() => {
              props.onTake(chosen.kind, chosen.period);
              setChosen(null);
            }}
          >
            {t('Yes, start now')}
          </Button>{' '}
          <Button variant="ghost" onClick={() => setChosen(null)}>
            {t('Cancel')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ExclusionCard(props: { data: RgStatusResponse; onEnd: () => void }) {
  const config = useCountryConfig();
  const exclusion = props.data.exclusion!;
  const until = formatFullDateTime(new Date(exclusion.ends_at), config.timezone);
  return (
    <section className="rg-card rg-card--break" data-testid="rg-exclusion" role="status">
      <h2>
        {exclusion.kind === 'time_out' ? t('You are on a break') : t('You are self-excluded')}
      </h2>
      <p>
        {t(
          'Until {until}. You cannot bet or deposit. You can still withdraw your balance from your account.',
          { until },
        )}
      </p>
      {exclusion.can_request_end ? (
        <Button variant="secondary" onClick={props.onEnd}>
          {t('Ask to end my self-exclusion')}
        </Button>
      ) : null}
      {exclusion.end_requested_at ? <p>{t('It ends 24 hours after you asked.')}</p> : null}
    </section>
  );
}

function StatementCard() {
  const statement = useRgStatement();
  const config = useCountryConfig();
  const money = (n: number) => formatCurrency(n, config);
  const months = statement.data?.months ?? [];
  return (
    <section className="rg-card" aria-labelledby="rg-statement">
      <h2 id="rg-statement">{t('Account activity')}</h2>
      {months.length === 0 ? (
        <p>{t('No activity yet.')}</p>
      ) : (
        <ul className="rg-months">
          {months.map((m) => (
            <li key={m.month}>
              <strong>{m.month}</strong>
              <dl>
                <dt>{t('Deposits')}</dt>
                <dd>{money(m.deposits)}</dd>
                <dt>{t('Withdrawals')}</dt>
                <dd>{money(m.withdrawals)}</dd>
                <dt>{t('Stakes')}</dt>
                <dd>{money(m.stakes)}</dd>
                <dt>{t('Returns')}</dt>
                <dd>{money(m.returns)}</dd>
                <dt>{t('Net')}</dt>
                <dd>{money(m.net)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
