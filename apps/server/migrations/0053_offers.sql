-- Free bets and promotions (issue 16). Money in minor units. A free bet's stake moves through
-- the ledger from house:freebets to house:stakes when it is used (never from the bettor's
-- cash); a promo award moves from house:bonus to the bettor's cash, or grants a free bet.

-- A bettor's free bet. `id` is the free_bet_profile_id of the API (the `fbpid` of a
-- placement); `offer_id` its free_bet_id (1 welcome, 2 operator, 3 losing accumulator,
-- 4 promotion: packages/domain offers/free-bet-grants.ts).
CREATE TABLE free_bets (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES profiles (id),
  country text NOT NULL,
  offer_id integer NOT NULL,
  -- welcome, losing_acca, promotion, operator
  source text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  -- PREMATCH_UOF or LIVEMATCH_UOF
  product_name text NOT NULL CHECK (product_name IN ('PREMATCH_UOF', 'LIVEMATCH_UOF')),
  -- [{rule_name, rule_value}], e.g. min_odd
  claim_rules jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- active (usable), used (staked on a bet), expired. A void bet puts a used one back to active.
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used', 'expired')),
  title text NOT NULL,
  -- What granted it, once: 'welcome:{profileId}', 'losing-acca:{betId}', 'promo:{promoBetId}',
  -- 'ops:{key}'. A grant rule run twice grants nothing the second time.
  grant_key text NOT NULL UNIQUE,
  reason text,
  granted_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  expired_at timestamptz
);
CREATE INDEX free_bets_profile ON free_bets (profile_id, status, expires_at);
CREATE INDEX free_bets_expiring ON free_bets (expires_at) WHERE status = 'active';

-- The free bet that staked a wager (null: staked from cash). Not unique: a void wager gives
-- its free bet back, which may then stake another.
ALTER TABLE bets ADD COLUMN free_bet_id bigint REFERENCES free_bets (id);
CREATE INDEX bets_free_bet ON bets (free_bet_id) WHERE free_bet_id IS NOT NULL;

CREATE TABLE promo_categories (
  id integer PRIMARY KEY,
  category_name text NOT NULL,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'active'
);

CREATE TABLE promos (
  id bigserial PRIMARY KEY,
  country text NOT NULL,
  category_id integer NOT NULL REFERENCES promo_categories (id),
  -- Stable name of the offer, per country (seeds and operators refer to it).
  reference text NOT NULL UNIQUE,
  promo_name text NOT NULL,
  description text NOT NULL,
  -- The artwork the web app draws (a BannerArtwork name of packages/domain: nothing fetched).
  image_url text NOT NULL DEFAULT 'boost',
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  -- active, closed
  status text NOT NULL DEFAULT 'active',
  -- Opt-in rules [{rule, value}]: opt-in-min-bet-amount (major units), opt-in-min-odds,
  -- opt-min-betslips.
  rules jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Awards a bettor can earn from this promo (null: no limit).
  max_awards_per_bettor integer,
  CHECK (end_time > start_time)
);
CREATE INDEX promos_country_running ON promos (country, end_time) WHERE status = 'active';

-- What a promo awards (spec 02 §3.8 award {promos_award_id, promos_id, amount, status}):
-- cash into the bettor's balance, or a free bet; when the opted-in bet is placed, won or lost.
CREATE TABLE promo_awards (
  id bigserial PRIMARY KEY,
  promo_id bigint NOT NULL UNIQUE REFERENCES promos (id),
  amount bigint NOT NULL CHECK (amount > 0),
  award_type text NOT NULL CHECK (award_type IN ('cash', 'freebet')),
  award_on text NOT NULL CHECK (award_on IN ('placed', 'won', 'lost')),
  -- Free-bet awards: its days of validity and minimum odd.
  freebet_days integer NOT NULL DEFAULT 7,
  freebet_min_odd numeric,
  status text NOT NULL DEFAULT 'active'
);

-- A bettor's standing opt-in (from the Offers page or the slip): opted_in until a bet uses
-- it (used) or the bettor opts out (opted_out).
CREATE TABLE promo_opt_ins (
  id bigserial PRIMARY KEY,
  promo_id bigint NOT NULL REFERENCES promos (id),
  profile_id bigint NOT NULL REFERENCES profiles (id),
  status text NOT NULL CHECK (status IN ('opted_in', 'used', 'opted_out')),
  opted_in_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE UNIQUE INDEX promo_opt_ins_standing ON promo_opt_ins (promo_id, profile_id)
  WHERE status = 'opted_in';

-- The promo a wager opted in to (one per wager), written in the wager's placement statement;
-- `award_status` says whether its award was paid: waiting, paid, not_due (the bet ended
-- otherwise), capped (the bettor had all the awards the promo allows).
CREATE TABLE promo_bets (
  bet_id bigint PRIMARY KEY REFERENCES bets (id),
  promo_id bigint NOT NULL REFERENCES promos (id),
  profile_id bigint NOT NULL,
  award_status text NOT NULL DEFAULT 'waiting'
    CHECK (award_status IN ('waiting', 'paid', 'not_due', 'capped')),
  award_amount bigint,
  free_bet_id bigint REFERENCES free_bets (id),
  created_at timestamptz NOT NULL,
  awarded_at timestamptz
);
CREATE INDEX promo_bets_waiting ON promo_bets (created_at) WHERE award_status = 'waiting';
CREATE INDEX promo_bets_profile ON promo_bets (profile_id, promo_id);

-- Seeds: the offers a fresh install shows in each country, running for a year from install.
INSERT INTO promo_categories (id, category_name, description, status) VALUES
  (1, 'Sports', 'Offers on prematch and live sports bets', 'active'),
  (2, 'Accumulators', 'Offers for multi-leg bets', 'active');

INSERT INTO promos (country, category_id, reference, promo_name, description, image_url,
                    start_time, end_time, rules, max_awards_per_bettor)
VALUES
  ('KE', 2, 'KE-ACCA-INSURANCE', 'Acca Insurance',
   'Opt in on an accumulator of 5 or more picks with total odds of 5.00 or more and a stake of KES 100 or more. If it loses, you get a KES 100 free bet.',
   'boost', now() - interval '1 day', now() + interval '365 days',
   '[{"rule":"opt-in-min-bet-amount","value":100},{"rule":"opt-in-min-odds","value":5},{"rule":"opt-min-betslips","value":5}]', 3),
  ('KE', 1, 'KE-WIN-BONUS', 'Weekend Win Bonus',
   'Opt in on a bet of KES 200 or more with total odds of 3.00 or more. If it wins, KES 50 is added to your balance.',
   'boost', now() - interval '1 day', now() + interval '365 days',
   '[{"rule":"opt-in-min-bet-amount","value":200},{"rule":"opt-in-min-odds","value":3}]', 5),
  ('KE', 1, 'KE-BET-GET', 'Bet 500 Get 50',
   'Opt in on a bet of KES 500 or more with total odds of 2.00 or more and get a KES 50 free bet at once.',
   'boost', now() - interval '1 day', now() + interval '365 days',
   '[{"rule":"opt-in-min-bet-amount","value":500},{"rule":"opt-in-min-odds","value":2}]', 1),
  ('GH', 2, 'GH-ACCA-INSURANCE', 'Acca Insurance',
   'Opt in on an accumulator of 5 or more picks with total odds of 5.00 or more and a stake of GH₵ 10 or more. If it loses, you get a GH₵ 10 free bet.',
   'boost', now() - interval '1 day', now() + interval '365 days',
   '[{"rule":"opt-in-min-bet-amount","value":10},{"rule":"opt-in-min-odds","value":5},{"rule":"opt-min-betslips","value":5}]', 3),
  ('GH', 1, 'GH-WIN-BONUS', 'Weekend Win Bonus',
   'Opt in on a bet of GH₵ 20 or more with total odds of 3.00 or more. If it wins, GH₵ 5 is added to your balance.',
   'boost', now() - interval '1 day', now() + interval '365 days',
   '[{"rule":"opt-in-min-bet-amount","value":20},{"rule":"opt-in-min-odds","value":3}]', 5),
  ('NG', 2, 'NG-ACCA-INSURANCE', 'Acca Insurance',
   'Opt in on an accumulator of 5 or more picks with total odds of 5.00 or more and a stake of ₦1,000 or more. If it loses, you get a ₦1,000 free bet.',
   'boost', now() - interval '1 day', now() + interval '365 days',
   '[{"rule":"opt-in-min-bet-amount","value":1000},{"rule":"opt-in-min-odds","value":5},{"rule":"opt-min-betslips","value":5}]', 3),
  ('NG', 1, 'NG-WIN-BONUS', 'Weekend Win Bonus',
   'Opt in on a bet of ₦2,000 or more with total odds of 3.00 or more. If it wins, ₦500 is added to your balance.',
   'boost', now() - interval '1 day', now() + interval '365 days',
   '[{"rule":"opt-in-min-bet-amount","value":2000},{"rule":"opt-in-min-odds","value":3}]', 5);

INSERT INTO promo_awards (promo_id, amount, award_type, award_on, freebet_days, freebet_min_odd)
SELECT p.id, a.amount, a.award_type, a.award_on, 7, a.min_odd
  FROM promos p
  JOIN (VALUES
    ('KE-ACCA-INSURANCE', 10000::bigint, 'freebet', 'lost', 1.5),
    ('KE-WIN-BONUS', 5000::bigint, 'cash', 'won', NULL),
    ('KE-BET-GET', 5000::bigint, 'freebet', 'placed', 1.5),
    ('GH-ACCA-INSURANCE', 1000::bigint, 'freebet', 'lost', 1.5),
    ('GH-WIN-BONUS', 500::bigint, 'cash', 'won', NULL),
    ('NG-ACCA-INSURANCE', 100000::bigint, 'freebet', 'lost', 1.5),
    ('NG-WIN-BONUS', 50000::bigint, 'cash', 'won', NULL)
  ) AS a (reference, amount, award_type, award_on, min_odd) ON a.reference = p.reference;
