-- Bets of the normal (prematch and live) sportsbook, their legs, and the audit trail of every
-- state change. Money in minor units (bigint), odds with 2 decimals.

CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  -- Short code for /b/{shortBetId} and the async reference a live bet is answered with.
  short_id text NOT NULL UNIQUE,
  ref text NOT NULL UNIQUE,
  profile_id bigint NOT NULL,
  country text NOT NULL,
  product text NOT NULL DEFAULT 'NORMAL',
  -- 7 prematch, 8 live (spec 01 §9)
  bet_type smallint NOT NULL,
  -- pending (live, waiting for acceptance), rejected, open, won, lost, void, cancelled, cashed_out
  status text NOT NULL,
  stake bigint NOT NULL,
  excise_tax bigint NOT NULL,
  total_odd numeric NOT NULL,
  possible_win bigint NOT NULL,
  withholding_tax bigint NOT NULL,
  bonus bigint NOT NULL,
  final_payout bigint NOT NULL,
  points numeric NOT NULL DEFAULT 0,
  -- What was finally paid (settlement, cash-out or refund), and when.
  amount_paid bigint NOT NULL DEFAULT 0,
  settled_total_odd numeric,
  settled_withholding_tax bigint,
  settled_bonus bigint,
  reject_reason text,
  decide_at timestamptz,
  src text,
  share_code text,
  promo_id text,
  affiliate_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  settled_at timestamptz
);
CREATE INDEX bets_profile_created ON bets (profile_id, created_at DESC);
CREATE INDEX bets_pending_decide ON bets (decide_at) WHERE status = 'pending';

CREATE TABLE bet_legs (
  bet_id bigint NOT NULL REFERENCES bets (id),
  leg_no smallint NOT NULL,
  parent_match_id bigint NOT NULL,
  match_id bigint,
  sub_type_id integer NOT NULL,
  special_bet_value text NOT NULL DEFAULT '',
  bet_pick text NOT NULL,
  outcome_id text NOT NULL DEFAULT '',
  odd_value numeric(12, 2) NOT NULL,
  sport_id integer,
  bet_type smallint NOT NULL,
  home_team text NOT NULL DEFAULT '',
  away_team text NOT NULL DEFAULT '',
  market_name text NOT NULL DEFAULT '',
  display text NOT NULL DEFAULT '',
  start_time timestamptz,
  -- open, won, lost, void, cancelled
  status text NOT NULL DEFAULT 'open',
  result text,
  settled_at timestamptz,
  PRIMARY KEY (bet_id, leg_no)
);
CREATE INDEX bet_legs_open_match ON bet_legs (parent_match_id) WHERE status = 'open';

-- Every state change of a bet: placed, accepted, rejected, leg settled, settled, cashed out,
-- cancelled. Never updated, only appended.
CREATE TABLE bet_events (
  id bigserial PRIMARY KEY,
  bet_id bigint NOT NULL REFERENCES bets (id),
  kind text NOT NULL,
  from_status text,
  to_status text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bet_events_bet ON bet_events (bet_id, id);

-- Shared betslips by code.
CREATE TABLE share_codes (
  code text PRIMARY KEY,
  product_type text NOT NULL,
  profile_id bigint,
  bet_id bigint,
  picks jsonb NOT NULL,
  src text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Profiles allowed to cash out when CASHOUT_ALL_PROFILES is off.
CREATE TABLE cashout_whitelist (
  profile_id bigint PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Cash-out settings (spec 01 §3): rule_name sport / sub_type_id with their allowed values.
CREATE TABLE cashout_rules (
  rule_name text PRIMARY KEY,
  rule_values jsonb NOT NULL
);
-- Soccer, basketball, tennis; 1X2, double chance, over/under, both teams to score, draw no bet,
-- match winner: the markets whose live price the engine keeps.
INSERT INTO cashout_rules (rule_name, rule_values) VALUES
  ('sport', '[1, 2, 5]'::jsonb),
  ('sub_type_id', '[1, 10, 11, 18, 29, 186, 219]'::jsonb);

-- Cash-outs executed, one per bet.
CREATE TABLE cashouts (
  bet_id bigint PRIMARY KEY REFERENCES bets (id),
  profile_id bigint NOT NULL,
  amount bigint NOT NULL,
  placed_total_odd numeric NOT NULL,
  current_total_odd numeric NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
