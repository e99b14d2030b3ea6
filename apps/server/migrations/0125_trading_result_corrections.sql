-- Manual results (back office, role trading): a trader enters or corrects the result of a
-- match (its final score re-results every market), of one market (some of its outcomes: void
-- one selection), or of one bet's leg. A row per correction: what was in force before, what
-- the trader set, and, once every affected wager was settled again, how many and which could
-- not be (a bettor who no longer holds a payout to reverse). The wagers' money moves only
-- through the wallet (reversal of the old settlement, then the new one), never here.
CREATE TABLE trading_result_corrections (
  id bigserial PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('match', 'market', 'leg')),
  parent_match_id bigint NOT NULL,
  sub_type_id integer,
  special_bet_value text,
  bet_id bigint,
  leg_no smallint,
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  reason text NOT NULL,
  staff_id bigint,
  staff_email text NOT NULL,
  created_at timestamptz NOT NULL,
  -- Set when every affected wager was settled again (NULL: the resettlement has not finished).
  resettled_at timestamptz,
  resettled integer NOT NULL DEFAULT 0,
  -- Wagers left as they were: [{ bet_id, reason }].
  held jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX trading_result_corrections_match ON trading_result_corrections (parent_match_id, id);
