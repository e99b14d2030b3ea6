import { boEndpoints } from '@shangwe/contract/backoffice';
import { useState } from 'react';
import { ActionForm, ReasonField } from '../components/action-form';
import { boRequest } from '../lib/api';

export function NoteForm({ id }: { id: number }) {
  const [body, setBody] = useState('');
  return (
    <ActionForm
      title="Add a note"
      submit="Add note"
      done="Note added."
      run={() => boRequest(boEndpoints.bettorNote, { params: { id }, body: { body } })}
      onDone={() => setBody('')}
    >
      <label>
        Note
        <textarea value={body} rows={3} onChange={(e) => setBody(e.target.value)} />
      </label>
    </ActionForm>
  );
}

export function LockForm({ id, locked }: { id: number; locked: boolean }) {
  const [reason, setReason] = useState('');
  const endpoint = locked ? boEndpoints.bettorUnlock : boEndpoints.bettorLock;
  return (
    <ActionForm
      title={locked ? 'Unlock the account' : 'Lock the account'}
      submit={locked ? 'Unlock' : 'Lock'}
      done={locked ? 'Unlocked.' : 'Locked.'}
      run={() => boRequest(endpoint, { params: { id }, body: { reason } })}
      onDone={() => setReason('')}
    >
      <ReasonField value={reason} onChange={setReason} />
    </ActionForm>
  );
}

export function ResetPasswordForm({ id }: { id: number }) {
  const [reason, setReason] = useState('');
  return (
    <ActionForm
      title="Reset the password"
      submit="Send reset code"
      done="A reset code was texted to the bettor."
      run={() => boRequest(boEndpoints.bettorResetPassword, { params: { id }, body: { reason } })}
      onDone={() => setReason('')}
    >
      <ReasonField value={reason} onChange={setReason} />
    </ActionForm>
  );
}

export function AdjustForm({ id }: { id: number }) {
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  return (
    <ActionForm
      title="Correct the cash balance"
      submit="Book the correction"
      done="The correction was booked in the ledger."
      run={() =>
        boRequest(boEndpoints.bettorAdjust, {
          params: { id },
          body: { direction, amount: amount as unknown as number, reason },
        })
      }
      onDone={() => {
        setAmount('');
        setReason('');
      }}
    >
      <label>
        Direction
        <select
          value={direction}
          onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}
        >
          <option value="credit">Credit (add to cash)</option>
          <option value="debit">Debit (take from cash)</option>
        </select>
      </label>
      <label>
        Amount
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <ReasonField value={reason} onChange={setReason} />
    </ActionForm>
  );
}
