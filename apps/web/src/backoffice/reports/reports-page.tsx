import {
  boEndpoints,
  EXPORT_DATASETS,
  type ExportDataset,
  type GgrLine,
} from '@shangwe/contract/backoffice';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { BoApiError, boRequest } from '../lib/api';
import { hasPermission, useStaff } from '../lib/session';
import { downloadFile } from './download';
import { TimeChart, type TimeSeries } from './time-chart';
import { ErrorLine } from '../components/error-line';

/** Each country and the currency its money is in (the server's lines carry it too). */
const COUNTRIES = [
  { code: 'KE', name: 'Kenya', currency: 'KES' },
  { code: 'GH', name: 'Ghana', currency: 'GHS' },
  { code: 'NG', name: 'Nigeria', currency: 'NGN' },
] as const;

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;
const money = (n: number) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cents = (n: number) => Math.round(n * 100);

/** Every UTC day of [from, to]. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const MEASURES = [
  'bets',
  'stakes',
  'voids',
  'returns',
  'bonus_cost',
  'free_bet_cost',
  'ggr',
  'ngr',
] as const;
const MEASURE_LABELS: Record<(typeof MEASURES)[number], string> = {
  bets: 'Bets',
  stakes: 'Stakes',
  voids: 'Voids',
  returns: 'Returns',
  bonus_cost: 'Bonus cost',
  free_bet_cost: 'Free-bet cost',
  ggr: 'GGR',
  ngr: 'NGR',
};

/** The lines' sums, in cents (then major units) so the figures are exact. */
function sum(lines: readonly GgrLine[]): Record<(typeof MEASURES)[number], number> {
  const out = Object.fromEntries(MEASURES.map((m) => [m, 0])) as Record<
    (typeof MEASURES)[number],
    number
  >;
  for (const l of lines) for (const m of MEASURES) out[m] += m === 'bets' ? l.bets : cents(l[m]);
  for (const m of MEASURES) if (m !== 'bets') out[m] /= 100;
  return out;
}

interface Filters {
  from: string;
  to: string;
  country: string;
  product: string;
}

/**
 * Finance reports: GGR of a period by product and country with its chart over time, deposits
 * against withdrawals, what is owed to bettors at the end of the period, the month's tax return
 * (CSV, PDF) and the period's exports. Figures come from the ledger (server reports/README.md).
 * Money is always stated per currency: "All countries" shows one block per currency, never a
 * sum of KES, GHS and NGN.
 */
export default function ReportsPage() {
  const staff = useStaff().data;
  const initial: Filters = { from: monthStart(), to: today(), country: '', product: '' };
  const [draft, setDraft] = useState<Filters>(initial);
  const [filters, setFilters] = useState<Filters>(initial);
  const [taxCountry, setTaxCountry] = useState<'KE' | 'GH' | 'NG'>('KE');
  const [taxMonth, setTaxMonth] = useState(today().slice(0, 7));
  const [downloadError, setDownloadError] = useState('');
  const [busy, setBusy] = useState('');

  const ggr = useQuery({
    queryKey: ['bo', 'reports', 'ggr', filters.from, filters.to],
    queryFn: () =>
      boRequest(boEndpoints.ggr, {
        query: { from: filters.from, to: filters.to, groupBy: 'day,product,country' },
      }),
    placeholderData: keepPreviousData,
  });
  const flows = useQuery({
    queryKey: ['bo', 'reports', 'flows', filters.from, filters.to],
    queryFn: () =>
      boRequest(boEndpoints.paymentFlows, { query: { from: filters.from, to: filters.to } }),
    placeholderData: keepPreviousData,
  });
  const liabilities = useQuery({
    queryKey: ['bo', 'reports', 'liabilities', filters.to],
    queryFn: () => boRequest(boEndpoints.liabilities, { query: { date: filters.to } }),
    placeholderData: keepPreviousData,
  });

  const days = useMemo(() => daysOf(filters.from, filters.to), [filters.from, filters.to]);
  const lines = useMemo(
    () =>
      (ggr.data?.lines ?? []).filter(
        (l) =>
          (!filters.country || l.country === filters.country) &&
          (!filters.product || l.product === filters.product),
      ),
    [ggr.data, filters.country, filters.product],
  );
  const products = useMemo(
    () => [...new Set((ggr.data?.lines ?? []).map((l) => l.product ?? ''))].sort(),
    [ggr.data],
  );
  // The currencies shown: the chosen country's, or every country's, each in a block of its own.
  const currencies = useMemo(
    () =>
      COUNTRIES.filter((c) => !filters.country || c.code === filters.country).map(
        (c) => c.currency,
      ),
    [filters.country],
  );
  const ggrBlocks = useMemo(
    () =>
      currencies.map((currency) => {
        const own = lines.filter((l) => l.currency === currency);
        const names = [...new Set(own.map((l) => l.product ?? ''))].sort();
        const byProduct = names.map((name) => ({
          name,
          totals: sum(own.filter((l) => l.product === name)),
        }));
        const series: TimeSeries[] = names.map((name) => ({
          label: name,
          values: days.map((d) => sum(own.filter((l) => l.product === name && l.day === d)).ggr),
        }));
        return { currency, totals: sum(own), byProduct, series };
      }),
    [currencies, days, lines],
  );
  const flowBlocks = useMemo(
    () =>
      currencies.map((currency) => {
        const rows = (flows.data?.lines ?? []).filter(
          (l) => l.currency === currency && (!filters.country || l.country === filters.country),
        );
        const per = (d: string, key: 'deposits' | 'withdrawals') =>
          rows.filter((r) => r.day === d).reduce((s, r) => s + cents(r[key]), 0) / 100;
        const series: TimeSeries[] = [
          { label: 'Deposits', values: days.map((d) => per(d, 'deposits')) },
          { label: 'Withdrawals', values: days.map((d) => per(d, 'withdrawals')) },
        ];
        return { currency, series };
      }),
    [currencies, flows.data, days, filters.country],
  );
  const owedBlocks = currencies.map((currency) => {
    const owed = (liabilities.data?.countries ?? []).filter(
      (c) => c.currency === currency && (!filters.country || c.country === filters.country),
    );
    return { currency, owed, total: owed.reduce((s, c) => s + cents(c.total), 0) / 100 };
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to) setFilters(draft);
  };
  const download = async (label: string, url: string, name: string) => {
    setDownloadError('');
    setBusy(label);
    try {
      await downloadFile(url, name);
    } catch (error) {
      setDownloadError(
        error instanceof BoApiError ? error.message : 'The file could not be downloaded',
      );
    } finally {
      setBusy('');
    }
  };
  const period = `from=${filters.from}&to=${filters.to}`;
  const error = ggr.error ?? flows.error ?? liabilities.error;

  return (
    <section className="bo-reports">
      <h1>Reports</h1>
      <form className="bo-filters" onSubmit={apply}>
        <label>
          From
          <input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <label>
          Country
          <select
            value={draft.country}
            onChange={(e) => setDraft({ ...draft, country: e.target.value })}
          >
            <option value="">All countries</option>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Product
          <select
            value={draft.product}
            onChange={(e) => setDraft({ ...draft, product: e.target.value })}
          >
            <option value="">All products</option>
            {products.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <div className="bo-filter-actions">
          <button type="submit" className="bo-primary">
            Show
          </button>
        </div>
      </form>
      <ErrorLine error={error} fallback={'The report could not be loaded'} />

      <div className="bo-section">
        <h2>Gross gaming revenue</h2>
        {ggrBlocks.map(({ currency, totals, byProduct, series }) => (
          <div key={currency} className="bo-currency-block" data-currency={currency}>
            <h3>In {currency}</h3>
            <dl className="bo-facts" aria-label={`GGR totals in ${currency}`}>
              {MEASURES.map((m) => (
                <div key={m}>
                  <dt>{MEASURE_LABELS[m]}</dt>
                  <dd data-measure={m}>{m === 'bets' ? totals.bets : money(totals[m])}</dd>
                </div>
              ))}
            </dl>
            {series.length > 0 ? (
              <TimeChart
                title={`GGR by product per day in ${currency}`}
                days={days}
                series={series}
              />
            ) : (
              <p className="bo-muted">No bets in {currency} in this period.</p>
            )}
            {byProduct.length > 0 && (
              <div className="bo-table-scroll">
                <table className="bo-table" aria-label={`GGR by product in ${currency}`}>
                  <thead>
                    <tr>
                      <th scope="col">Product</th>
                      {MEASURES.map((m) => (
                        <th key={m} scope="col">
                          {MEASURE_LABELS[m]}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {byProduct.map(({ name, totals: t }) => (
                      <tr key={name}>
                        <th scope="row">{name}</th>
                        {MEASURES.map((m) => (
                          <td key={m}>{m === 'bets' ? t.bets : money(t[m])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        ))}
        <button
          type="button"
          disabled={busy !== ''}
          onClick={() =>
            void download(
              'ggr',
              `/api/bo/reports/ggr?${period}&groupBy=day,product,country,channel&format=csv`,
              `ggr-${filters.from}-${filters.to}.csv`,
            )
          }
        >
          GGR as CSV
        </button>
      </div>

      <div className="bo-section">
        <h2>Deposits and withdrawals</h2>
        {flowBlocks.map(({ currency, series }) => (
          <div key={currency} className="bo-currency-block" data-currency={currency}>
            <TimeChart
              title={`Deposits and withdrawals per day in ${currency}`}
              days={days}
              series={series}
            />
          </div>
        ))}
      </div>

      <div className="bo-section">
        <h2>Owed to bettors at the end of {filters.to}</h2>
        {owedBlocks.map(({ currency, owed, total }) => (
          <dl
            key={currency}
            className="bo-facts"
            aria-label={`Liabilities in ${currency}`}
            data-currency={currency}
          >
            <div>
              <dt>Liabilities in {currency}</dt>
              <dd data-measure="liabilities">{money(total)}</dd>
            </div>
            {owed.map((c) => (
              <div key={c.country}>
                <dt>{c.country}: cash, pending, open bets, free bets</dt>
                <dd>
                  {money(c.cash_balances)} · {money(c.withdrawals_pending)} ·{' '}
                  {money(c.open_potential_payouts)} · {money(c.unused_free_bets)}
                </dd>
              </div>
            ))}
          </dl>
        ))}
        <p className="bo-muted">
          Jackpot pools are held in one house account for every currency, so they are not stated
          here as an amount.
        </p>
      </div>

      <div className="bo-section">
        <h2>Tax return</h2>
        <div className="bo-filters">
          <label>
            Country
            <select
              value={taxCountry}
              onChange={(e) => setTaxCountry(e.target.value as 'KE' | 'GH' | 'NG')}
            >
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Month
            <input type="month" value={taxMonth} onChange={(e) => setTaxMonth(e.target.value)} />
          </label>
          <div className="bo-filter-actions">
            {(['csv', 'pdf'] as const).map((format) => (
              <button
                key={format}
                type="button"
                disabled={busy !== '' || !/^\d{4}-\d{2}$/.test(taxMonth)}
                onClick={() =>
                  void download(
                    `tax-${format}`,
                    `/api/bo/reports/tax?country=${taxCountry}&period=${taxMonth}&format=${format}`,
                    `tax-${taxCountry}-${taxMonth}.${format}`,
                  )
                }
              >
                Tax return ({format.toUpperCase()})
              </button>
            ))}
          </div>
        </div>
      </div>

      {hasPermission(staff, 'exports.run') && (
        <div className="bo-section">
          <h2>Exports of the period</h2>
          <p className="bo-muted">
            One CSV row per bet, ledger entry or bettor who signed up, {filters.from} to{' '}
            {filters.to}. Each export is recorded in the audit log.
          </p>
          <div className="bo-filter-actions">
            {EXPORT_DATASETS.map((dataset: ExportDataset) => (
              <button
                key={dataset}
                type="button"
                disabled={busy !== ''}
                onClick={() =>
                  void download(
                    dataset,
                    `/api/bo/exports/${dataset}?${period}`,
                    `${dataset}-${filters.from}-${filters.to}.csv`,
                  )
                }
              >
                Export {dataset}
              </button>
            ))}
          </div>
        </div>
      )}
      {downloadError && (
        <p className="bo-error" role="alert">
          {downloadError}
        </p>
      )}
    </section>
  );
}
