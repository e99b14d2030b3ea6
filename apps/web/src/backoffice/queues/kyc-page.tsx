import { boEndpoints, type BoKycQueueItem } from '@shangwe/contract/backoffice';
import { Link } from 'react-router';
import type { DataColumn } from '../components/data-table';
import { boRequest } from '../lib/api';
import { Decision, when } from './decision';
import { QueuePage, type QueueView } from './queue-page';

const KEY = ['bo', 'kyc'] as const;
const STATUS: Record<string, string> = { '1': 'Waiting', '2': 'Verified', '3': 'Rejected' };

const columns = (state: QueueView): DataColumn<BoKycQueueItem>[] => [
  {
    id: 'updated_at',
    header: state === 'waiting' ? 'Submitted' : 'Decided',
    enableSorting: false,
    cell: ({ row }) => when(row.original.updated_at),
    csv: (r) => r.updated_at ?? '',
  },
  {
    id: 'bettor',
    header: 'Bettor',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/bettors/${row.original.bettor_id}`}>
        +{row.original.mobile} ({row.original.country})
      </Link>
    ),
    csv: (r) => r.mobile,
  },
  {
    id: 'details',
    header: 'Name · date of birth · ID',
    enableSorting: false,
    cell: ({ row }) =>
      `${row.original.name ?? '—'} · ${row.original.date_of_birth ?? '—'} · ${
        row.original.id_type ?? '—'
      } ${row.original.id_number ?? ''}`,
    csv: (r) => `${r.name ?? ''} ${r.date_of_birth ?? ''} ${r.id_type ?? ''} ${r.id_number ?? ''}`,
  },
  state === 'waiting'
    ? {
        id: 'decision',
        header: 'Decision',
        enableSorting: false,
        cell: ({ row }) => (
          <Decision
            label={`KYC of +${row.original.mobile}`}
            queryKey={KEY}
            approve={() =>
              boRequest(boEndpoints.kycApprove, {
                params: { id: row.original.bettor_id },
                body: {},
              })
            }
            reject={(reason) =>
              boRequest(boEndpoints.kycReject, {
                params: { id: row.original.bettor_id },
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
          `${STATUS[row.original.status] ?? row.original.status}${
            row.original.reason ? ` (${row.original.reason})` : ''
          }`,
        csv: (r) => `${STATUS[r.status] ?? r.status} ${r.reason ?? ''}`,
      },
];

/** KYC submissions waiting for review: approve, or reject with a reason the bettor reads. */
export default function KycPage() {
  return (
    <QueuePage
      title="KYC review"
      queryKey={KEY}
      load={(query) => boRequest(boEndpoints.kycQueue, { query })}
      columns={columns}
      csvName="kyc"
      loadError="The KYC queue could not be loaded"
      emptyWaiting="No KYC submission is waiting."
      getRowId={(row) => String(row.bettor_id)}
    />
  );
}
