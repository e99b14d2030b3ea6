-- Virtual sports (issue 14): our own virtual league. A match-day (round) is written with its
-- secret seed and the seed's SHA-256 when it opens for betting; the API serves the seed only
-- once the round is finished. Results are stored when the round ends (recomputable from the
-- seed: apps/server/src/virtuals/README.md).

CREATE TABLE virtual_leagues (
  id integer PRIMARY KEY,
  name text NOT NULL,
  -- The season being played.
  season integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE virtual_rounds (
  id bigserial PRIMARY KEY,
  league_id integer NOT NULL REFERENCES virtual_leagues (id),
  season integer NOT NULL,
  match_day integer NOT NULL,
  -- open (taking bets), playing, finished
  status text NOT NULL,
  opens_at timestamptz NOT NULL,
  kick_off timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  seed text NOT NULL,
  seed_hash text NOT NULL,
  finished_at timestamptz,
  -- Every bet of the round settled (the settlement sweep's bookmark).
  settled_at timestamptz,
  UNIQUE (league_id, season, match_day),
  UNIQUE (league_id, kick_off)
);
CREATE INDEX virtual_rounds_active ON virtual_rounds (league_id, kick_off) WHERE status <> 'finished';

-- Virtual match ids start far above catalog ids, so a bet leg's parent_match_id never names both.
CREATE SEQUENCE virtual_match_ids START 900000001;

CREATE TABLE virtual_matches (
  id bigint PRIMARY KEY DEFAULT nextval('virtual_match_ids'),
  round_id bigint NOT NULL REFERENCES virtual_rounds (id),
  match_index smallint NOT NULL,
  home_team_id integer NOT NULL,
  away_team_id integer NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL,
  -- Priced markets (contract VirtualMarket[]), with results once finished.
  markets jsonb NOT NULL,
  ht_home smallint,
  ht_away smallint,
  ft_home smallint,
  ft_away smallint,
  goals jsonb,
  UNIQUE (round_id, match_index)
);
