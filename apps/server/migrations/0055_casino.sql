-- Casino (issue 18): our own provably fair games, wagers of the one pipeline (bets.product
-- CASINO_CRASH, CASINO_DICE, CASINO_WHEEL) with their own rows here and their own house accounts.

-- The casino's money: stakes held while a bet is open, payouts beyond the stake, kept stakes.
INSERT INTO wallet_accounts (id, profile_id, kind) VALUES
  (55, NULL, 'house:casino_stakes'),
  (56, NULL, 'house:casino_payouts'),
  (57, NULL, 'house:casino_revenue');

-- A crash hash chain: s_{i-1} = sha256(s_i); s_0 (terminating_hash) is published when it is
-- made. The seeds stay secret until their round crashed (crash_seeds is never served whole).
CREATE TABLE crash_chains (
  id bigserial PRIMARY KEY,
  terminating_hash text NOT NULL UNIQUE,
  -- HMAC message of every crash point of the chain (public with the terminating hash).
  salt text NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  house_edge_percent numeric(5, 2) NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE crash_seeds (
  chain_id bigint NOT NULL REFERENCES crash_chains (id),
  position integer NOT NULL,
  seed text NOT NULL,
  PRIMARY KEY (chain_id, position)
);

-- One round per chain seed, played in chain order (position 1, 2, ...). The crash point is
-- computed from the seed when the round is created, before any bet; `seed` is served only once
-- crashed_at has passed.
CREATE TABLE crash_rounds (
  id bigserial PRIMARY KEY,
  chain_id bigint NOT NULL REFERENCES crash_chains (id),
  chain_position integer NOT NULL,
  seed text NOT NULL,
  seed_hash text NOT NULL,
  crash_point integer NOT NULL CHECK (crash_point >= 100),
  growth_per_second double precision NOT NULL,
  bet_window_ends_at timestamptz NOT NULL,
  -- bet_window_ends_at + the curve's time to reach crash_point: fixed at creation.
  crashes_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  -- Every bet of the round settled (the engine then opens the next one).
  settled_at timestamptz,
  UNIQUE (chain_id, chain_position)
);
CREATE INDEX crash_rounds_unsettled_idx ON crash_rounds (id) WHERE settled_at IS NULL;

-- A crash bet (companion of its wager): two slots per player per round. window_open is what the
-- placement statement saw of the round's bet window at the request's time; the CHECK makes a bet
-- that reaches the database after the window undo the whole statement (stake debit included).
CREATE TABLE crash_bets (
  bet_id bigint PRIMARY KEY REFERENCES bets (id),
  round_id bigint NOT NULL REFERENCES crash_rounds (id),
  profile_id bigint NOT NULL,
  slot smallint NOT NULL CHECK (slot IN (1, 2)),
  stake bigint NOT NULL,
  auto_cashout integer CHECK (auto_cashout IS NULL OR auto_cashout >= 101),
  window_open boolean NOT NULL CONSTRAINT crash_bets_window_open CHECK (window_open),
  -- Set once, by hand or by the auto cash-out: the multiplier and the server time it happened.
  cashout_multiplier integer,
  cashed_out_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT crash_bets_one_per_slot UNIQUE (round_id, profile_id, slot)
);
CREATE INDEX crash_bets_round_idx ON crash_bets (round_id);

-- A player's seed pair for the instant games: the server seed is revealed when retired (the
-- player changed the client seed). One active pair per player.
CREATE TABLE casino_seed_pairs (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  -- The nonce the pair's next bet takes (taken atomically, so bets at once never share one; a
  -- bet refused after taking it, e.g. for the balance, leaves a gap).
  next_nonce integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  retired_at timestamptz
);
CREATE UNIQUE INDEX casino_seed_pairs_active_idx ON casino_seed_pairs (profile_id)
  WHERE retired_at IS NULL;

-- An instant bet (companion of its wager): its fairness inputs and the result they gave.
CREATE TABLE casino_instant_bets (
  bet_id bigint PRIMARY KEY REFERENCES bets (id),
  profile_id bigint NOT NULL,
  game text NOT NULL CHECK (game IN ('dice', 'wheel')),
  seed_pair_id bigint NOT NULL REFERENCES casino_seed_pairs (id),
  nonce integer NOT NULL CHECK (nonce >= 0),
  -- Dice: target in hundredths and direction; wheel: null.
  target integer,
  direction text,
  -- Dice: the roll 0..9999; wheel: the segment index.
  outcome integer NOT NULL,
  -- Payout multiplier × 10,000 (dice 9700/chance is not a whole number of hundredths).
  multiplier_x10000 integer NOT NULL,
  payout bigint NOT NULL CHECK (payout >= 0),
  created_at timestamptz NOT NULL,
  CONSTRAINT casino_instant_bets_nonce_once UNIQUE (seed_pair_id, nonce)
);
CREATE INDEX casino_instant_bets_profile_idx ON casino_instant_bets (profile_id, bet_id DESC);
