import { boEndpoints, type BoBettorSummary } from '@shangwe/contract/backoffice';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../components/data-table';
import { textColumn, utc } from '../components/list-table';
import { boRequest } from '../lib/api';
import { ErrorLine } from '../components/error-line';

const PER_PAGE = 25;

export const KYC_STATUS_TEXT: Record<string, string> = {
  '0': 'Not submitted',
  '1': 'Waiting for review',
  '2': 'Verified',
  '3': 'Rejected',
};

const columns: DataColumn<BoBettorSummary>[] = [
  {
    id: 'mobile',
    header: 'Phone',
    enableSorting: false,
    cell: ({ row }) => <Link to={`/bettors/${row.original.id}`}>+{row.original.mobile}</Link>,
    csv: (r) => r.mobile,
  },
  textColumn('name', 'Name on ID', (r) => r.name),
  textColumn('country', 'Country', (r) => r.country),
  textColumn('kyc', 'KYC', (r) => KYC_STATUS_TEXT[r.kyc_status] ?? r.kyc_status),
  textColumn('locked', 'Account', (r) => (r.locked ? 'Locked' : 'Active')),
  textColumn('matched', 'Matched on', (r) => r.matched),
  textColumn('created', 'Registered', (r) => utc(r.created_at)),
];

/** Bettor search: phone, name on the ID, bet code or payment reference. */
export default function BettorsPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const result = useQuery({
    queryKey: ['bo', 'bettors', q, page],
    queryFn: () => boRequest(boEndpoints.bettorSearch, { query: { q, page, per_page: PER_PAGE } }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const fetchAll = async () => {
    const rows: BoBettorSummary[] = [];
    for (let p = 1; p < 20; p += 1) {
      const answer = await boRequest(boEndpoints.bettorSearch, {
        query: { q, page: p, per_page: 500 },
      });
      rows.push(...answer.items);
      if (answer.items.length < 500) break;
    }
    return rows;
  };
  return (
    <section>
      <h1>Bettors</h1>
      <form className="bo-filters" onSubmit={search}>
        <label>
          Phone, name, bet code or payment reference
          <input value={draft} onChange={(e) => setDraft(e.target.value)} autoFocus />
        </label>
        <div className="bo-filter-actions">
          <button type="submit" className="bo-primary">
            Search
          </button>
        </div>
      </form>
      <ErrorLine error={result.error} fallback={'The search failed'} />
      {q !== '' && (
        <DataTable
          columns={columns}
          rows={result.data?.items ?? []}
          total={result.data?.total ?? 0}
          page={page}
          perPage={PER_PAGE}
          onPage={setPage}
          sorting={[]}
          onSorting={() => undefined}
          fetchAll={fetchAll}
          csvName="bettors.csv"
          loading={result.isPending}
          empty="No bettor matches this search."
          getRowId={(row) => String(row.id)}
        />
      )}
    </section>
  );
}
