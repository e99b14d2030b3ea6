-- Withdrawal approvals (back office, issue 32): a withdrawal above its country's threshold
-- (payments/withdrawal-approval.ts) waits in 'pending_approval', its amount already reserved
-- (cash → withdrawals pending), and no payout rail is asked until a payments agent approves it.
-- Approved, it becomes 'pending' and goes to the rail as any withdrawal; rejected, it becomes
-- 'failed' and the reservation goes back to the bettor's cash through the wallet.
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('pending_approval', 'pending', 'completed', 'failed'));

-- NULL for a withdrawal that never needed approval.
ALTER TABLE withdrawals ADD COLUMN approval text CHECK (approval IN ('awaiting', 'approved', 'rejected'));
ALTER TABLE withdrawals ADD COLUMN approval_decided_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN approval_staff_id bigint REFERENCES staff (id);
-- The rejection's reason, shown to the bettor (also kept in failure_reason).
ALTER TABLE withdrawals ADD COLUMN approval_reason text;

CREATE INDEX withdrawals_pending_approval_idx ON withdrawals (created_at) WHERE status = 'pending_approval';
