import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { downloadCsv, toCsv } from './csv';

/** A column of a {@link DataTable}: TanStack's column plus how it is written to CSV. */
export type DataColumn<Row> = ColumnDef<Row> & {
  id: string;
  header: string;
  /** The CSV cell of a row (defaults to nothing: a display-only column). */
  csv?: (row: Row) => unknown;
};

export interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  rows: Row[];
  /** Rows matching the filters on the server (all pages). */
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** Server-side sorting: the sorted column's id and direction (one column at a time). */
  sorting: SortingState;
  onSorting: (sorting: SortingState) => void;
  /** Fetches every row matching the filters for the CSV export (paging through the server). */
  fetchAll?: () => Promise<Row[]>;
  csvName?: string;
  loading?: boolean;
  /** Shown instead of the rows when there are none. */
  empty?: string;
  getRowId?: (row: Row) => string;
}

/**
 * The back office's table (TanStack Table, server-side paging and sorting), used by every list
 * page: the page owns its filters and its query, the table shows the rows, the pager, the
 * sortable headers and the CSV export. On a phone it scrolls inside its own box.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, total, page, perPage } = props;
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting: props.sorting, pagination: { pageIndex: page - 1, pageSize: perPage } },
    onSortingChange: (updater) =>
      props.onSorting(typeof updater === 'function' ? updater(props.sorting) : updater),
    ...(props.getRowId && { getRowId: props.getRowId }),
  });
  const pages = Math.max(1, Math.ceil(total / perPage));

  const exportCsv = async () => {
    if (!props.fetchAll) return;
    setExporting(true);
    setExportError(null);
    try {
      const all = await props.fetchAll();
      const withCsv = columns.filter((c) => c.csv);
      downloadCsv(
        props.csvName ?? 'export.csv',
        toCsv(
          withCsv.map((c) => c.header),
          all.map((row) => withCsv.map((c) => c.csv!(row))),
        ),
      );
    } catch (error) {
      setExportError(
        error instanceof Error ? error.message : 'The export failed. Please try again',
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="bo-table-block">
      <div className="bo-table-scroll">
        <table className="bo-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const sortable = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="bo-sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && !props.loading && (
          <p className="bo-muted">{props.empty ?? 'Nothing found.'}</p>
        )}
      </div>
      <div className="bo-pager">
        <button type="button" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {page} of {pages} · {total} {total === 1 ? 'row' : 'rows'}
        </span>
        <button type="button" disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
          Next
        </button>
        {props.fetchAll && (
          <button
            type="button"
            className="bo-csv"
            disabled={exporting || total === 0}
            onClick={() => void exportCsv()}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        )}
      </div>
      {exportError && (
        <p className="bo-error" role="alert">
          {exportError}
        </p>
      )}
    </div>
  );
}
