import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable, type DataColumn } from './data-table';

const PER_PAGE = 10;
const NO_SORTING: SortingState = [];

/**
 * A DataTable over rows already loaded (a section of a detail page): pages them in the
 * browser, exports them all as CSV. Columns should not enable sorting.
 */
export function ListTable<Row>(props: {
  columns: DataColumn<Row>[];
  rows: Row[];
  csvName: string;
  empty: string;
  getRowId: (row: Row) => string;
}) {
  const [page, setPage] = useState(1);
  const start = (page - 1) * PER_PAGE;
  return (
    <DataTable
      columns={props.columns}
      rows={props.rows.slice(start, start + PER_PAGE)}
      total={props.rows.length}
      page={page}
      perPage={PER_PAGE}
      onPage={setPage}
      sorting={NO_SORTING}
      onSorting={() => undefined}
      fetchAll={async () => props.rows}
      csvName={props.csvName}
      empty={props.empty}
      getRowId={props.getRowId}
    />
  );
}

/** A column of one field, shown and exported as text. */
export function textColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => string | number | null,
): DataColumn<Row> {
  return {
    id,
    header,
    enableSorting: false,
    cell: ({ row }) => value(row.original) ?? '—',
    csv: (row) => value(row) ?? '',
  };
}

/** An ISO time as staff read it (UTC, like the audit log). */
export const utc = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' }) + ' UTC' : null;

/** A major-unit amount with 2 decimals and thousands separators. */
export const amount = (value: number) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
