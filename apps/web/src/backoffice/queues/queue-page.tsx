import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataColumn } from '../components/data-table';
import { BoApiError } from '../lib/api';
import { QueueState } from './decision';

const PER_PAGE = 25;

export type QueueView = 'waiting' | 'decided';

export interface QueuePageProps<Row> {
  title: string;
  /** Cache key of the queue; decisions invalidate it. */
  queryKey: readonly string[];
  load(query: { state: QueueView; page: number; per_page: number }): Promise<{
    items: Row[];
    total: number;
  }>;
  columns(view: QueueView): DataColumn<Row>[];
  /** The CSV file's name before `-waiting.csv` / `-decided.csv`. */
  csvName: string;
  loadError: string;
  emptyWaiting: string;
  getRowId(row: Row): string;
}

/** A review queue of the back office: waiting or decided items, paged, exportable. */
export function QueuePage<Row>(props: QueuePageProps<Row>) {
  const [state, setState] = useState<QueueView>('waiting');
  const [page, setPage] = useState(1);
  const result = useQuery({
    queryKey: [...props.queryKey, state, page],
    queryFn: () => props.load({ state, page, per_page: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      <h1>{props.title}</h1>
      <QueueState
        state={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
      />
      {result.error && (
        <p className="bo-error" role="alert">
          {result.error instanceof BoApiError ? result.error.message : props.loadError}
        </p>
      )}
      <DataTable
        columns={props.columns(state)}
        rows={result.data?.items ?? []}
        total={result.data?.total ?? 0}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
        sorting={[]}
        onSorting={() => undefined}
        csvName={`${props.csvName}-${state}.csv`}
        fetchAll={async () => (await props.load({ state, page: 1, per_page: 500 })).items}
        loading={result.isPending}
        empty={state === 'waiting' ? props.emptyWaiting : 'No decision yet.'}
        getRowId={props.getRowId}
      />
    </section>
  );
}
