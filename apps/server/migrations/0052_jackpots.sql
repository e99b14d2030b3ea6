-- Jackpots and pool products (issue 15): grand, midweek, 20M, bingwa, free jackpot, split pot,
-- Sababisha and boosted multibet events, the matches of each, and the entries (each entry is a
-- wager in `bets`, product JACKPOT/FREE_JACKPOT/SPLIT_POT/SABABISHA/BOOSTED). Money in minor units.

CREATE TABLE jackpot_events (
  id bigserial PRIMARY KEY,
  -- grand, midweek, jp20m, bingwa, free, splitpot, sababisha, boosted
  kind text NOT NULL,
  name text NOT NULL,
  -- 8 grand, 6 midweek (spec 01 §3); null for the other products
  product_id integer,
  -- The events worker's slot (kind and day): a restart never opens the same event twice.
  slot text NOT NULL UNIQUE,
  stake_per_line bigint NOT NULL,
  guarantee bigint NOT NULL DEFAULT 0,
  operator_share_percent integer NOT NULL DEFAULT 0,
  -- Unpaid pools and remainders of the product's previous event (held in house:jackpot_pools).
  carry_in bigint NOT NULL DEFAULT 0,
  closes_at timestamptz NOT NULL,
  -- open (closed for entries once closes_at has passed), settled
  status text NOT NULL DEFAULT 'open',
  -- The settlement: tiers with their pools, winning lines and amount per line.
  settlement jsonb,
  carried_out bigint,
  -- The event that took `carried_out` as its carry_in (null: waiting for the next event).
  carried_to bigint,
  total_lines bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX jackpot_events_open ON jackpot_events (kind, closes_at) WHERE status = 'open';
CREATE INDEX jackpot_events_settled ON jackpot_events (settled_at DESC) WHERE status = 'settled';

CREATE TABLE jackpot_event_matches (
  event_id bigint NOT NULL REFERENCES jackpot_events (id),
  position smallint NOT NULL,
  parent_match_id bigint NOT NULL,
  -- Fixed-odds products: the prices offered per outcome {"1": 2.1, "X": 3.2, "2": 3.5}, and the
  -- catalog's at the time (boosted events show both).
  odds jsonb NOT NULL DEFAULT '{}'::jsonb,
  catalog_odds jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (event_id, position)
);
CREATE INDEX jackpot_event_matches_match ON jackpot_event_matches (parent_match_id);

-- One row per entry, written in the same statement as its wager: the picks per match in the
-- event's order ('1X', '2', ...), its lines and, once settled, how it fared.
CREATE TABLE jackpot_entries (
  bet_id bigint PRIMARY KEY REFERENCES bets (id),
  event_id bigint NOT NULL REFERENCES jackpot_events (id),
  profile_id bigint NOT NULL,
  kind text NOT NULL,
  picks text[] NOT NULL,
  lines integer NOT NULL,
  stake_per_line bigint NOT NULL,
  -- Sababisha: the price of each pick, per match, as placed ([[2.1, 3.2], [1.5]]).
  pick_odds jsonb,
  best_correct smallint,
  -- Winning lines per tier {"jackpot": 1, "bonus1": 3}
  winning_lines jsonb,
  payout bigint,
  withholding_tax bigint
);
CREATE INDEX jackpot_entries_event ON jackpot_entries (event_id);
CREATE INDEX jackpot_entries_profile ON jackpot_entries (profile_id, bet_id DESC);
-- One free line per bettor per free event.
CREATE UNIQUE INDEX jackpot_entries_free_once ON jackpot_entries (event_id, profile_id)
  WHERE kind = 'free';

-- House accounts of the pools: entries and carried pools (jackpot_pools), the operator's
-- guarantee top-ups and free jackpot prizes (jackpot_guarantees).
INSERT INTO wallet_accounts (id, profile_id, kind) VALUES
  (40, NULL, 'house:jackpot_pools'),
  (41, NULL, 'house:jackpot_guarantees');
