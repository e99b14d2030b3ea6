import { boEndpoints, type BoWithdrawalQueueItem } from '@shangwe/contract/backoffice';
import { Link } from 'react-router';
import type { DataColumn } from '../components/data-table';
import { boRequest } from '../lib/api';
import { Decision, when } from './decision';
import { QueuePage, type QueueView } from './queue-page';

const KEY = ['bo', 'withdrawals'] as const;

const money = (amount: number) =>
  amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const columns = (state: QueueView): DataColumn<BoWithdrawalQueueItem>[] => [
  {
    id: 'created_at',
    header: 'Requested',
    enableSorting: false,
    cell: ({ row }) => when(row.original.created_at),
    csv: (r) => r.created_at,
  },
  {
    id: 'bettor',
    header: 'Bettor',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/bettors/${row.original.bettor_id}`}>
        +{row.original.mobile}
        {row.original.name ? ` · ${row.original.name}` : ''}
      </Link>
    ),
    csv: (r) => r.mobile,
  },
  {
    id: 'amount',
    header: 'Amount',
    enableSorting: false,
    cell: ({ row }) => `${row.original.currency} ${money(row.original.amount)}`,
    csv: (r) => r.amount,
  },
  {
    id: 'reference',
    header: 'Reference',
    accessorKey: 'reference',
    enableSorting: false,
    csv: (r) => r.reference,
  },
  state === 'waiting'
    ? {
        id: 'decision',
        header: 'Decision',
        enableSorting: false,
        cell: ({ row }) => (
          <Decision
            label={`withdrawal ${row.original.reference}`}
            queryKey={KEY}
            approve={() =>
              boRequest(boEndpoints.withdrawalApprove, {
                params: { id: row.original.id },
                body: {},
              })
            }
            reject={(reason) =>
              boRequest(boEndpoints.withdrawalReject, {
                params: { id: row.original.id },
                body: { reason },
              })
            }
          />
        ),
      }
    : {
        id: 'decision',
        header: 'Decision',
        enableSorting: false,
        cell: ({ row }) =>
          `${row.original.approval} by ${row.original.decided_by ?? '—'} at ${when(
            row.original.decided_at,
          )}${row.original.reason ? ` (${row.original.reason})` : ''} · now ${row.original.status}`,
        csv: (r) => `${r.approval} ${r.decided_by ?? ''} ${r.decided_at ?? ''} ${r.reason ?? ''}`,
      },
];

/**
 * Withdrawals above their country's threshold, waiting for a payments agent: approve sends
 * them to the payout rail, reject (with a reason the bettor reads) gives the amount back.
 */
export default function WithdrawalsPage() {
  return (
    <QueuePage
      title="Withdrawal approvals"
      queryKey={KEY}
      load={(query) => boRequest(boEndpoints.withdrawalQueue, { query })}
      columns={columns}
      csvName="withdrawals"
      loadError="The withdrawals could not be loaded"
      emptyWaiting="No withdrawal is waiting for approval."
      getRowId={(row) => String(row.id)}
    />
  );
}
