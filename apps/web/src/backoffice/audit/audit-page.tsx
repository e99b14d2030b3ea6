import { boEndpoints, type AuditEntry } from '@shangwe/contract/backoffice';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { boRequest } from '../lib/api';
import { DataTable, type DataColumn } from '../components/data-table';
import { ErrorLine } from '../components/error-line';

const PER_PAGE = 25;
/** The CSV export pages through the server; a cap keeps one click from reading a year of logs. */
const EXPORT_MAX_ROWS = 10_000;

interface Filters {
  staff: string;
  action: string;
  object_type: string;
  object_id: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = {
  staff: '',
  action: '',
  object_type: '',
  object_id: '',
  from: '',
  to: '',
};

/** A date input's day as the start of that day in UTC (`to` is exclusive: the next day). */
const dayStart = (day: string, plusDays = 0) =>
  day ? new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000).toISOString() : undefined;

const changeText = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

const columns: DataColumn<AuditEntry>[] = [
  {
    id: 'at',
    header: 'When',
    accessorKey: 'at',
    enableSorting: true,
    cell: ({ row }) =>
      new Date(row.original.at).toLocaleString('en-GB', { timeZone: 'UTC' }) + ' UTC',
    csv: (r) => r.at,
  },
  {
    id: 'staff',
    header: 'Staff',
    accessorKey: 'staff_email',
    enableSorting: false,
    csv: (r) => r.staff_email,
  },
  {
    id: 'action',
    header: 'Action',
    accessorKey: 'action',
    enableSorting: false,
    csv: (r) => r.action,
  },
  {
    id: 'object',
    header: 'Object',
    enableSorting: false,
    cell: ({ row }) => `${row.original.object_type} ${row.original.object_id}`,
    csv: (r) => `${r.object_type} ${r.object_id}`,
  },
  {
    id: 'change',
    header: 'Before → after',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="bo-change">
        {changeText(row.original.before) || '—'} → {changeText(row.original.after) || '—'}
      </span>
    ),
    csv: (r) => `${changeText(r.before)} -> ${changeText(r.after)}`,
  },
  {
    id: 'reason',
    header: 'Reason',
    accessorKey: 'reason',
    enableSorting: false,
    csv: (r) => r.reason ?? '',
  },
];

/** The audit log: every staff action, searchable by staff, action, object and period. */
export default function AuditPage() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'at', desc: true }]);
  const order = sorting[0]?.desc === false ? 'asc' : 'desc';
  const query = {
    staff: filters.staff,
    action: filters.action,
    object_type: filters.object_type,
    object_id: filters.object_id,
    from: dayStart(filters.from),
    to: dayStart(filters.to, 1),
    order,
  } as const;
  const result = useQuery({
    queryKey: ['bo', 'audit', query, page],
    queryFn: () => boRequest(boEndpoints.audit, { query: { ...query, page, per_page: PER_PAGE } }),
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const fetchAll = async () => {
    const rows: AuditEntry[] = [];
    for (let p = 1; rows.length < EXPORT_MAX_ROWS; p += 1) {
      const answer = await boRequest(boEndpoints.audit, {
        query: { ...query, page: p, per_page: 500 },
      });
      rows.push(...answer.items);
      if (answer.items.length < 500) break;
    }
    return rows;
  };
  const field = (name: keyof Filters, label: string, type = 'text') => (
    <label>
      {label}
      <input
        type={type}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </label>
  );

  return (
    <section>
      <h1>Audit log</h1>
      <form className="bo-filters" onSubmit={search}>
        {field('staff', 'Staff email')}
        {field('action', 'Action')}
        {field('object_type', 'Object type')}
        {field('object_id', 'Object id')}
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
        <div className="bo-filter-actions">
          <button type="submit" className="bo-primary">
            Search
          </button>
          <button
            type="button"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      <ErrorLine error={result.error} fallback={'The audit log could not be loaded'} />
      <DataTable
        columns={columns}
        rows={result.data?.items ?? []}
        total={result.data?.total ?? 0}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
        sorting={sorting}
        onSorting={(next) => {
          // The log is sorted by time only; toggling past 'descending' comes back to ascending.
          setSorting(next.length ? next : [{ id: 'at', desc: false }]);
          setPage(1);
        }}
        fetchAll={fetchAll}
        csvName="audit-log.csv"
        loading={result.isPending}
        empty="No staff action matches these filters."
        getRowId={(row) => String(row.id)}
      />
    </section>
  );
}
