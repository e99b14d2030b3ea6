import { boEndpoints, RG_CONTACT_CHANNELS, type BoBettorRg } from '@shangwe/contract/backoffice';
import { EXCLUSION_PERIODS, LIMIT_SLOTS, limitName } from '@shangwe/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionForm, ReasonField } from '../components/action-form';
import { errorMessage } from '../components/error-line';
import { amount, ListTable, textColumn, utc } from '../components/list-table';
import type { DataColumn } from '../components/data-table';
import { boRequest } from '../lib/api';

/**
 * Responsible gambling on the Bettor 360 page (issue 31), for roles with `bettors.limits`
 * (compliance, admin): the bettor's limits and breaks, the markers of harm with their
 * explanation, the contacts logged and every change; impose a limit or a break with a reason,
 * log a contact. Each action is audited by the server.
 */
type Rg = BoBettorRg;

const limitColumns: DataColumn<Rg['limits'][number]>[] = [
  textColumn('limit', 'Limit', (r) =>
    limitName(r.kind as 'deposit', r.period as 'day').replace(/^./, (c) => c.toUpperCase()),
  ),
  textColumn('amount', 'In force', (r) => (r.amount === null ? 'None' : amount(r.amount))),
  textColumn('pending', 'Asked change', (r) =>
    r.requested_at === null
      ? null
      : `${r.pending_amount === null ? 'Remove' : amount(r.pending_amount)} (asked ${utc(r.requested_at)})`,
  ),
  textColumn('by', 'Set by', (r) => r.imposed_by ?? 'the bettor'),
];

const breakColumns: DataColumn<Rg['exclusions'][number]>[] = [
  textColumn('kind', 'Break', (r) =>
    `${r.kind === 'time_out' ? 'Time-out' : 'Self-exclusion'} ${r.period}`.trim(),
  ),
  textColumn('state', 'Now', (r) => (r.in_force ? 'In force' : 'Ended')),
  textColumn('from', 'From', (r) => utc(r.starts_at)),
  textColumn('to', 'Until', (r) => utc(r.ends_at)),
  textColumn('by', 'Set by', (r) => r.imposed_by ?? 'the bettor'),
  textColumn('reason', 'Reason', (r) => r.reason),
];

const markerColumns: DataColumn<Rg['markers'][number]>[] = [
  textColumn('day', 'Day', (r) => r.day),
  textColumn('marker', 'Marker', (r) => r.marker.replace(/_/g, ' ')),
  textColumn('score', 'Score', (r) => r.score.toFixed(2)),
  {
    ...textColumn<Rg['markers'][number]>('why', 'Why', (r) => r.explanation),
    cell: ({ row }) => <span className="bo-change">{row.original.explanation}</span>,
  },
];

const contactColumns: DataColumn<Rg['interactions'][number]>[] = [
  textColumn('at', 'When', (r) => utc(r.at)),
  textColumn('staff', 'Staff', (r) => r.staff),
  textColumn('channel', 'How', (r) => r.channel.replace(/_/g, ' ')),
  {
    ...textColumn<Rg['interactions'][number]>('note', 'What was said', (r) => r.note),
    cell: ({ row }) => <span className="bo-change">{row.original.note}</span>,
  },
];

const eventColumns: DataColumn<Rg['events'][number]>[] = [
  textColumn('at', 'When', (r) => utc(r.at)),
  textColumn('kind', 'Change', (r) => r.kind.replace(/_/g, ' ')),
  {
    ...textColumn<Rg['events'][number]>('detail', 'Detail', (r) => r.detail),
    cell: ({ row }) => <span className="bo-change">{row.original.detail}</span>,
  },
  textColumn('by', 'By', (r) => r.staff ?? 'the bettor'),
  textColumn('reason', 'Reason', (r) => r.reason),
];

function LimitForm({ id }: { id: number }) {
  const [slot, setSlot] = useState(0);
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const chosen = LIMIT_SLOTS[slot]!;
  return (
    <ActionForm
      title="Impose a limit"
      submit="Impose limit"
      onDone={() => {
        setValue('');
        setReason('');
      }}
      run={() =>
        boRequest(boEndpoints.bettorRgLimit, {
          params: { id },
          body: {
            kind: chosen.kind,
            period: chosen.period,
            amount: value.trim() === '' ? null : Number(value),
            reason,
          },
        })
      }
    >
      <label>
        Limit
        <select value={slot} onChange={(e) => setSlot(Number(e.target.value))}>
          {LIMIT_SLOTS.map((s, i) => (
            <option key={`${s.kind}-${s.period}`} value={i}>
              {limitName(s.kind, s.period)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Amount (empty removes it)
        <input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <ReasonField value={reason} onChange={setReason} />
    </ActionForm>
  );
}

const BREAKS = [
  ...EXCLUSION_PERIODS.time_out.map((p) => ({
    kind: 'time_out' as const,
    period: p.key,
    label: `Time-out, ${p.label}`,
  })),
  ...EXCLUSION_PERIODS.self_exclusion.map((p) => ({
    kind: 'self_exclusion' as const,
    period: p.key,
    label: `Self-exclusion, ${p.label}`,
  })),
];

function BreakForm({ id }: { id: number }) {
  const [index, setIndex] = useState(0);
  const [reason, setReason] = useState('');
  const chosen = BREAKS[index]!;
  return (
    <ActionForm
      title="Impose a break"
      submit="Start break now"
      onDone={() => setReason('')}
      run={() =>
        boRequest(boEndpoints.bettorRgExclusion, {
          params: { id },
          body: { kind: chosen.kind, period: chosen.period, reason },
        })
      }
    >
      <label>
        Break
        <select value={index} onChange={(e) => setIndex(Number(e.target.value))}>
          {BREAKS.map((b, i) => (
            <option key={`${b.kind}-${b.period}`} value={i}>
              {b.label}
            </option>
          ))}
        </select>
      </label>
      <ReasonField value={reason} onChange={setReason} />
    </ActionForm>
  );
}

function ContactForm({ id }: { id: number }) {
  const [channel, setChannel] = useState<(typeof RG_CONTACT_CHANNELS)[number]>('phone');
  const [note, setNote] = useState('');
  return (
    <ActionForm
      title="Log a contact"
      submit="Log contact"
      onDone={() => setNote('')}
      run={() =>
        boRequest(boEndpoints.bettorRgInteraction, { params: { id }, body: { channel, note } })
      }
    >
      <label>
        How
        <select
          value={channel}
          onChange={(e) => setChannel(e.target.value as (typeof RG_CONTACT_CHANNELS)[number])}
        >
          {RG_CONTACT_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {c.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </label>
      <label>
        What was said
        <textarea value={note} rows={3} onChange={(e) => setNote(e.target.value)} />
      </label>
    </ActionForm>
  );
}

export function RgPanel({ id }: { id: number }) {
  const result = useQuery({
    queryKey: ['bo', 'bettor', id, 'rg'],
    queryFn: () => boRequest(boEndpoints.bettorRg, { params: { id } }),
  });
  return (
    <section className="bo-section" data-testid="bo-rg-panel">
      <h2>Responsible gambling</h2>
      {result.error ? (
        <p className="bo-error" role="alert">
          {errorMessage(result.error)}
        </p>
      ) : !result.data ? (
        <p className="bo-muted">Loading…</p>
      ) : (
        <RgDetail id={id} rg={result.data} />
      )}
    </section>
  );
}

function RgDetail({ id, rg }: { id: number; rg: Rg }) {
  const current = rg.exclusions.find((x) => x.in_force);
  return (
    <>
      <dl className="bo-facts">
        <div>
          <dt>Date of birth</dt>
          <dd>
            {rg.date_of_birth ?? 'Not given'}
            {rg.date_of_birth && (rg.date_of_birth_confirmed ? ' (confirmed by KYC)' : '')}
          </dd>
        </div>
        <div>
          <dt>Break</dt>
          <dd data-testid="bo-rg-break">
            {current
              ? `${current.kind === 'time_out' ? 'Time-out' : 'Self-excluded'} until ${utc(current.ends_at)}`
              : 'None'}
          </dd>
        </div>
        <div>
          <dt>Reality check</dt>
          <dd>
            {rg.reality_check_minutes === null ? 'Off' : `Every ${rg.reality_check_minutes} min`}
          </dd>
        </div>
      </dl>
      <div className="bo-actions">
        <LimitForm id={id} />
        <BreakForm id={id} />
        <ContactForm id={id} />
      </div>
      <h3>Markers of harm (last 90 days)</h3>
      <ListTable
        columns={markerColumns}
        rows={rg.markers}
        csvName={`bettor-${id}-rg-markers.csv`}
        empty="No marker."
        getRowId={(r) => `${r.day}-${r.marker}`}
      />
      <h3>Limits</h3>
      <ListTable
        columns={limitColumns}
        rows={rg.limits}
        csvName={`bettor-${id}-rg-limits.csv`}
        empty="No limit set."
        getRowId={(r) => `${r.kind}-${r.period}`}
      />
      <h3>Breaks</h3>
      <ListTable
        columns={breakColumns}
        rows={rg.exclusions}
        csvName={`bettor-${id}-rg-breaks.csv`}
        empty="No break taken."
        getRowId={(r) => r.starts_at}
      />
      <h3>Contacts</h3>
      <ListTable
        columns={contactColumns}
        rows={rg.interactions}
        csvName={`bettor-${id}-rg-contacts.csv`}
        empty="No contact logged."
        getRowId={(r) => `${r.at}-${r.staff}`}
      />
      <h3>Changes</h3>
      <ListTable
        columns={eventColumns}
        rows={rg.events}
        csvName={`bettor-${id}-rg-changes.csv`}
        empty="No change yet."
        getRowId={(r) => `${r.at}-${r.kind}`}
      />
    </>
  );
}
