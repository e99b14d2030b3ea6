import { boEndpoints, type AuditEntry, type BoBettorDetail } from '@shangwe/contract/backoffice';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { amount, ListTable, textColumn, utc } from '../components/list-table';
import type { DataColumn } from '../components/data-table';
import { BoApiError, boRequest } from '../lib/api';
import { hasPermission, useStaff } from '../lib/session';
import { AdjustForm, LockForm, NoteForm, ResetPasswordForm } from './bettor-actions';
import { KYC_STATUS_TEXT } from './bettors-page';
import { RgPanel } from './rg-panel';

type Detail = BoBettorDetail;

const statementColumns = [
  textColumn<Detail['statement'][number]>('at', 'When', (r) => utc(r.created_at)),
  textColumn<Detail['statement'][number]>('kind', 'Movement', (r) => r.kind),
  textColumn<Detail['statement'][number]>('account', 'Account', (r) => r.account),
  textColumn<Detail['statement'][number]>('amount', 'Amount', (r) => amount(r.amount)),
  textColumn<Detail['statement'][number]>('after', 'Balance after', (r) => amount(r.balance_after)),
  textColumn<Detail['statement'][number]>('ref', 'Reference', (r) => r.reference),
];
const betColumns = [
  textColumn<Detail['bets'][number]>('at', 'Placed', (r) => utc(r.created_at)),
  textColumn<Detail['bets'][number]>('code', 'Code', (r) => r.short_id),
  textColumn<Detail['bets'][number]>('product', 'Product', (r) => r.product),
  textColumn<Detail['bets'][number]>('status', 'Status', (r) => r.status),
  textColumn<Detail['bets'][number]>('stake', 'Stake', (r) => amount(r.stake)),
  textColumn<Detail['bets'][number]>('win', 'Possible win', (r) => amount(r.possible_win)),
  textColumn<Detail['bets'][number]>('paid', 'Paid', (r) => amount(r.amount_paid)),
];
const paymentColumns = [
  textColumn<Detail['payments'][number]>('at', 'When', (r) => utc(r.created_at)),
  textColumn<Detail['payments'][number]>('dir', 'Type', (r) => r.direction),
  textColumn<Detail['payments'][number]>('ref', 'Reference', (r) => r.reference),
  textColumn<Detail['payments'][number]>('provider', 'Provider', (r) => r.provider),
  textColumn<Detail['payments'][number]>('amount', 'Amount', (r) => amount(r.amount)),
  textColumn<Detail['payments'][number]>('status', 'Status', (r) => r.status),
  textColumn<Detail['payments'][number]>('why', 'Failure', (r) => r.failure_reason),
];
const notificationColumns = [
  textColumn<Detail['notifications'][number]>('at', 'Sent', (r) => utc(r.created_at)),
  textColumn<Detail['notifications'][number]>('type', 'Type', (r) => r.type),
  textColumn<Detail['notifications'][number]>('title', 'Title', (r) => r.title),
  textColumn<Detail['notifications'][number]>('msg', 'Message', (r) => r.message),
  textColumn<Detail['notifications'][number]>('read', 'Read', (r) => utc(r.read_at)),
];
const smsColumns = [
  textColumn<Detail['sms'][number]>('at', 'Sent', (r) => utc(r.created_at)),
  textColumn<Detail['sms'][number]>('purpose', 'SMS', (r) => r.purpose),
];
const noteColumns = [
  textColumn<Detail['notes'][number]>('at', 'When', (r) => utc(r.created_at)),
  textColumn<Detail['notes'][number]>('staff', 'Staff', (r) => r.staff_email),
  textColumn<Detail['notes'][number]>('body', 'Note', (r) => r.body),
];
const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));
const auditColumns: DataColumn<AuditEntry>[] = [
  textColumn<AuditEntry>('at', 'When', (r) => utc(r.at)),
  textColumn<AuditEntry>('staff', 'Staff', (r) => r.staff_email),
  textColumn<AuditEntry>('action', 'Action', (r) => r.action),
  {
    // JSON has no spaces to wrap at: without bo-change it widens the table past the page.
    ...textColumn<AuditEntry>(
      'change',
      'Before → after',
      (r) => `${json(r.before)} → ${json(r.after)}`,
    ),
    cell: ({ row }: { row: { original: AuditEntry } }) => (
      <span className="bo-change">
        {json(row.original.before)} → {json(row.original.after)}
      </span>
    ),
  },
  textColumn<AuditEntry>('reason', 'Reason', (r) => r.reason),
];

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section className="bo-section">
      <h2>{props.title}</h2>
      {props.children}
    </section>
  );
}

/** Bettor 360: everything of one bettor, and the actions the staff member's role allows. */
export default function BettorPage() {
  return <Bettor360 id={Number(useParams().id)} />;
}

/** The bettor 360 of one bettor (its page, and beside a support chat conversation). */
export function Bettor360({ id }: { id: number }) {
  const staff = useStaff().data;
  const result = useQuery({
    queryKey: ['bo', 'bettor', id],
    queryFn: () => boRequest(boEndpoints.bettor, { params: { id } }),
  });
  if (result.error) {
    return (
      <p className="bo-error" role="alert">
        {result.error instanceof BoApiError
          ? result.error.message
          : 'The bettor could not be loaded'}
      </p>
    );
  }
  const b = result.data;
  if (!b) return <p className="bo-muted">Loading…</p>;
  const { account, balances, kyc } = b;
  return (
    <div className="bo-bettor">
      <h1>
        +{account.mobile} {account.name && <span className="bo-muted">· {account.name}</span>}
      </h1>
      <dl className="bo-facts">
        <div>
          <dt>Account</dt>
          <dd>{account.locked_at ? `Locked (${account.locked_reason ?? ''})` : 'Active'}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{account.country}</dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>{utc(account.created_at)}</dd>
        </div>
        <div>
          <dt>Cash</dt>
          <dd data-testid="bettor-cash">{amount(balances.cash)}</dd>
        </div>
        <div>
          <dt>Bonus</dt>
          <dd>{amount(balances.bonus)}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{amount(balances.points)}</dd>
        </div>
      </dl>

      <div className="bo-actions">
        {hasPermission(staff, 'bettors.manage') && (
          <>
            <LockForm id={id} locked={account.locked_at !== null} />
            <ResetPasswordForm id={id} />
          </>
        )}
        {hasPermission(staff, 'wallet.adjust') && <AdjustForm id={id} />}
        <NoteForm id={id} />
      </div>

      {hasPermission(staff, 'bettors.limits') && <RgPanel id={id} />}

      <Section title="Statement (from the ledger)">
        <ListTable
          columns={statementColumns}
          rows={b.statement}
          csvName={`bettor-${id}-statement.csv`}
          empty="No movement yet."
          getRowId={(r) => String(r.id)}
        />
      </Section>
      <Section title="Bets (every product)">
        <ListTable
          columns={betColumns}
          rows={b.bets}
          csvName={`bettor-${id}-bets.csv`}
          empty="No bet yet."
          getRowId={(r) => String(r.id)}
        />
      </Section>
      <Section title="Payments">
        <ListTable
          columns={paymentColumns}
          rows={b.payments}
          csvName={`bettor-${id}-payments.csv`}
          empty="No deposit or withdrawal yet."
          getRowId={(r) => `${r.direction}-${r.id}`}
        />
      </Section>
      <Section title="KYC">
        <dl className="bo-facts">
          <div>
            <dt>Status</dt>
            <dd>{KYC_STATUS_TEXT[kyc.status] ?? kyc.status}</dd>
          </div>
          <div>
            <dt>Name</dt>
            <dd>{kyc.official_name ?? '—'}</dd>
          </div>
          <div>
            <dt>Date of birth</dt>
            <dd>{kyc.date_of_birth ?? '—'}</dd>
          </div>
          <div>
            <dt>ID</dt>
            <dd>{kyc.id_type ? `${kyc.id_type} ${kyc.id_number ?? ''}` : '—'}</dd>
          </div>
          {kyc.reason && (
            <div>
              <dt>Reason</dt>
              <dd>{kyc.reason}</dd>
            </div>
          )}
        </dl>
      </Section>
      <Section title="Notifications sent">
        <ListTable
          columns={notificationColumns}
          rows={b.notifications}
          csvName={`bettor-${id}-notifications.csv`}
          empty="No notification yet."
          getRowId={(r) => String(r.id)}
        />
      </Section>
      <Section title="SMS sent">
        <ListTable
          columns={smsColumns}
          rows={b.sms}
          csvName={`bettor-${id}-sms.csv`}
          empty="No SMS yet."
          getRowId={(r) => String(r.id)}
        />
      </Section>
      <Section title="Notes">
        <ListTable
          columns={noteColumns}
          rows={b.notes}
          csvName={`bettor-${id}-notes.csv`}
          empty="No note yet."
          getRowId={(r) => String(r.id)}
        />
      </Section>
      <Section title="Audit trail">
        <ListTable
          columns={auditColumns}
          rows={b.audit}
          csvName={`bettor-${id}-audit.csv`}
          empty="No staff action on this bettor yet."
          getRowId={(r) => String(r.id)}
        />
      </Section>
    </div>
  );
}
