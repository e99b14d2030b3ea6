import {
  boEndpoints,
  TRADING_LIABILITY_PUSH_ROWS,
  type BoLiabilityRow,
  type BoSuspendBody,
} from '@shangwe/contract/backoffice';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { boRequest } from '../lib/api';
import { DataTable, type DataColumn } from '../components/data-table';
import { ResultCorrections, ResultForm, ResultLocks } from './result-form';
import { errorMessage, Field, LiftList, useMarketFields, useTradingChange } from './trading-fields';
import { PriceForm } from './price-form';
import { AlertsList } from './alerts-list';
import { liabilityKey, useLiveLiability } from './liability-socket';

const PER_PAGE = TRADING_LIABILITY_PUSH_ROWS;
const amount = (n: number | null) =>
  n === null ? '—' : n.toLocaleString('en-GB', { maximumFractionDigits: 2 });

const liabilityColumns: DataColumn<BoLiabilityRow>[] = [
  {
    id: 'match',
    header: 'Match',
    enableSorting: false,
    cell: ({ row }) => `${row.original.match} (${row.original.parent_match_id})`,
    csv: (r) => r.match,
  },
  {
    id: 'market',
    header: 'Market',
    enableSorting: false,
    cell: ({ row }) =>
      `${row.original.market}${row.original.special_bet_value ? ` ${row.original.special_bet_value}` : ''}${row.original.bet_status === 'STOPPED' ? ' (stopped)' : ''}`,
    csv: (r) => `${r.market} ${r.special_bet_value}`.trim(),
  },
  {
    id: 'selection',
    header: 'Selection',
    accessorKey: 'selection',
    enableSorting: false,
    csv: (r) => r.selection,
  },
  {
    id: 'bets',
    header: 'Bets',
    accessorKey: 'bets',
    enableSorting: false,
    csv: (r) => String(r.bets),
  },
  {
    id: 'stakes',
    header: 'Stakes',
    enableSorting: false,
    cell: ({ row }) => amount(row.original.stakes),
    csv: (r) => String(r.stakes),
  },
  {
    id: 'liability',
    header: 'Pays if it wins',
    enableSorting: false,
    cell: ({ row }) => amount(row.original.liability),
    csv: (r) => String(r.liability),
  },
  {
    id: 'limit',
    header: 'Limit',
    enableSorting: false,
    cell: ({ row }) => amount(row.original.max_liability),
    csv: (r) => (r.max_liability === null ? '' : String(r.max_liability)),
  },
];

type SuspendScope = 'market' | 'match' | 'competition';

/** Suspend form: a market, a match or a competition, with a reason. */
function SuspendForm() {
  const [scope, setScope] = useState<SuspendScope>('market');
  const [id, setId] = useState('');
  const market = useMarketFields();
  const body = (reason: string): BoSuspendBody =>
    scope === 'competition'
      ? { scope, competition_id: Number(id), reason }
      : scope === 'match'
        ? { scope, parent_match_id: Number(id), reason }
        : {
            scope,
            parent_match_id: Number(id),
            sub_type_id: market.sub_type_id,
            special_bet_value: market.special_bet_value,
            reason,
          };
  const suspend = useTradingChange(
    (reason) => boRequest(boEndpoints.tradingSuspend, { body: body(reason) }),
    { submit: 'Suspend', failed: 'The suspension was not saved' },
  );
  return (
    <form className="bo-filters" onSubmit={suspend.onSubmit} aria-label="Suspend">
      <label>
        Suspend
        <select value={scope} onChange={(e) => setScope(e.target.value as SuspendScope)}>
          <option value="market">a market</option>
          <option value="match">a match</option>
          <option value="competition">a competition</option>
        </select>
      </label>
      <Field
        label={scope === 'competition' ? 'Competition id' : 'Match id'}
        numeric="numeric"
        value={id}
        onChange={setId}
        required
      />
      {scope === 'market' && market.fields}
      {suspend.footer()}
    </form>
  );
}

/** The suspensions in force, each with its Lift button. */
function Suspensions() {
  const list = useQuery({
    queryKey: ['bo', 'trading', 'suspensions'],
    queryFn: () => boRequest(boEndpoints.tradingSuspensions),
  });
  return (
    <LiftList
      label="Suspensions"
      title="Suspended"
      empty="Nothing is suspended."
      items={list.data?.items ?? []}
      failed="The suspension was not lifted"
      lift={(s) =>
        boRequest(boEndpoints.tradingLiftSuspension, {
          params: { id: String(s.id) },
          body: { reason: 'Lifted from the trading page' },
        })
      }
      describe={(s) => (
        <>
          <strong>{s.label}</strong> ({s.scope}) — {s.reason}, by {s.staff_email}
        </>
      )}
    />
  );
}

/** Trading: the book's liability per selection (largest first) and the suspensions. */
export default function TradingPage() {
  const [page, setPage] = useState(1);
  // Live over the websocket (pushed when the book's exposure moves); polled only without it.
  const live = useLiveLiability();
  const liability = useQuery({
    queryKey: liabilityKey(page),
    queryFn: () => boRequest(boEndpoints.tradingLiability, { query: { page, per_page: PER_PAGE } }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : 10_000,
  });
  const fetchAll = async () => {
    const rows: BoLiabilityRow[] = [];
    for (let p = 1; p <= 20; p += 1) {
      const answer = await boRequest(boEndpoints.tradingLiability, {
        query: { page: p, per_page: 500 },
      });
      rows.push(...answer.items);
      if (answer.items.length < 500) break;
    }
    return rows;
  };
  return (
    <section>
      <h1>Trading</h1>
      <AlertsList />
      <SuspendForm />
      <Suspensions />
      <h2>Prices</h2>
      <PriceForm />
      <h2>Results</h2>
      <ResultForm />
      <ResultCorrections />
      <ResultLocks />
      <h2>Liability</h2>
      <p role="status" aria-label="Liability updates">
        {live ? 'Live: updated as bets arrive.' : 'Not live: read again every 10 s.'}
      </p>
      {liability.error && (
        <p className="bo-error" role="alert">
          {errorMessage(liability.error, 'The liability could not be loaded')}
        </p>
      )}
      <DataTable
        columns={liabilityColumns}
        rows={liability.data?.items ?? []}
        total={liability.data?.total ?? 0}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
        sorting={[]}
        onSorting={() => undefined}
        fetchAll={fetchAll}
        csvName="liability.csv"
        loading={liability.isPending}
        empty="No open bets."
        getRowId={(r) =>
          `${r.parent_match_id}/${r.sub_type_id}/${r.special_bet_value}/${r.odd_key}`
        }
      />
    </section>
  );
}
