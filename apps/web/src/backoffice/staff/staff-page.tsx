import {
  boEndpoints,
  STAFF_ROLES,
  type BoStaffListItem,
  type StaffRole,
} from '@shangwe/contract/backoffice';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DataTable, type DataColumn } from '../components/data-table';
import { boRequest } from '../lib/api';
import { useStaff } from '../lib/session';
import { ErrorLine } from '../components/error-line';

const PER_PAGE = 50;
const KEY = ['bo', 'staff'] as const;

/** Shown once: what to hand to the staff member (password, authenticator enrolment). */
function HandOver(props: { lines: string[] }) {
  return (
    <div className="bo-handover" role="status">
      <p>Hand this over now: it is not shown again.</p>
      {props.lines.map((line) => (
        <code key={line}>{line}</code>
      ))}
    </div>
  );
}

function StaffActions({ member }: { member: BoStaffListItem }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [uri, setUri] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const disable = useMutation({
    mutationFn: () =>
      boRequest(boEndpoints.staffDisable, { params: { id: member.id }, body: { reason } }),
    onSuccess: refresh,
  });
  const totp = useMutation({
    mutationFn: () =>
      boRequest(boEndpoints.staffResetTotp, { params: { id: member.id }, body: { reason } }),
    onSuccess: (answer) => setUri(answer.otpauth_uri),
  });
  if (member.disabled_at) return <span className="bo-muted">Disabled</span>;
  const error = disable.error ?? totp.error;
  return (
    <div className="bo-decision" aria-label={`Manage ${member.email}`} role="group">
      <label>
        Reason
        <input value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="button" disabled={totp.isPending} onClick={() => totp.mutate()}>
        New authenticator
      </button>
      <button type="button" disabled={disable.isPending} onClick={() => disable.mutate()}>
        Disable
      </button>
      <ErrorLine error={error} />
      {uri && <HandOver lines={[uri]} />}
    </div>
  );
}

function CreateStaff() {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const create = useMutation({
    mutationFn: () => boRequest(boEndpoints.createStaff, { body: { email, name, role } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form className="bo-action" onSubmit={submit} aria-label="Create a staff account">
      <h3>Create a staff account</h3>
      <label>
        Email
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Role
        <select value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="bo-primary" disabled={create.isPending}>
        Create
      </button>
      <ErrorLine error={create.error} />
      {create.data && (
        <HandOver
          lines={[`Initial password: ${create.data.initial_password}`, create.data.otpauth_uri]}
        />
      )}
    </form>
  );
}

/** Staff accounts (admin): create with a role, disable, issue a new authenticator. Audited. */
export default function StaffPage() {
  const me = useStaff().data;
  const [page, setPage] = useState(1);
  const result = useQuery({
    queryKey: [...KEY, page],
    queryFn: () => boRequest(boEndpoints.staffList, { query: { page, per_page: PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
  const columns: DataColumn<BoStaffListItem>[] = [
    {
      id: 'email',
      header: 'Email',
      accessorKey: 'email',
      enableSorting: false,
      csv: (r) => r.email,
    },
    { id: 'name', header: 'Name', accessorKey: 'name', enableSorting: false, csv: (r) => r.name },
    { id: 'role', header: 'Role', accessorKey: 'role', enableSorting: false, csv: (r) => r.role },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.id === me?.id ? (
          <span className="bo-muted">You</span>
        ) : (
          <StaffActions member={row.original} />
        ),
      csv: (r) => (r.disabled_at ? `disabled ${r.disabled_at}` : 'active'),
    },
  ];
  return (
    <section>
      <h1>Staff</h1>
      <CreateStaff />
      <ErrorLine error={result.error} />
      <DataTable
        columns={columns}
        rows={result.data?.items ?? []}
        total={result.data?.total ?? 0}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
        sorting={[]}
        onSorting={() => undefined}
        csvName="staff.csv"
        loading={result.isPending}
        empty="No staff account yet."
        getRowId={(row) => String(row.id)}
      />
    </section>
  );
}
