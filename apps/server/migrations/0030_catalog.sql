-- The sports catalog: sports, categories (countries), competitions, teams, matches, markets and
-- outcomes. Written by the odds feed and the live engine, read by the API (through an in-memory
-- cache) and by bet placement and settlement (selection lookup).

CREATE TABLE sports (
  sport_id integer PRIMARY KEY,
  sport_name text NOT NULL,
  priority integer NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  category_id integer PRIMARY KEY,
  sport_id integer NOT NULL REFERENCES sports (sport_id),
  category_name text NOT NULL,
  country_code text,
  priority integer NOT NULL DEFAULT 0
);

CREATE TABLE competitions (
  competition_id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories (category_id),
  sport_id integer NOT NULL REFERENCES sports (sport_id),
  competition_name text NOT NULL,
  priority integer NOT NULL DEFAULT 0
);

CREATE TABLE teams (
  team_id integer PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (competition_id),
  sport_id integer NOT NULL,
  team_name text NOT NULL,
  -- Scoring-model strength (attack/defence folded in one number around 1.0).
  strength real NOT NULL
);

CREATE TABLE matches (
  parent_match_id bigint PRIMARY KEY,
  match_id bigint NOT NULL UNIQUE,
  sport_id integer NOT NULL REFERENCES sports (sport_id),
  category_id integer NOT NULL REFERENCES categories (category_id),
  competition_id integer NOT NULL REFERENCES competitions (competition_id),
  home_team_id integer NOT NULL,
  away_team_id integer NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL,
  start_time timestamptz NOT NULL,
  -- not_started | live | ended | cancelled
  status text NOT NULL DEFAULT 'not_started',
  -- Human period: 'Not started', '1st half', 'Halftime', 'Q3', 'Set 2', 'Ended' ...
  period text NOT NULL DEFAULT 'Not started',
  home_score integer,
  away_score integer,
  -- Match clock in seconds of play, and whether it is running.
  clock_seconds integer NOT NULL DEFAULT 0,
  clock_running boolean NOT NULL DEFAULT false,
  -- Period scores, sets/games, cards: sport-specific live detail shown by livescore.
  score_detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Scoring-model expectations the generator priced the match with.
  model jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Generated to keep several dozen matches live at any time (LIVE_DEMO).
  demo boolean NOT NULL DEFAULT false,
  ended_at timestamptz,
  resulted_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX matches_start ON matches (start_time);
CREATE INDEX matches_open ON matches (status, start_time) WHERE status IN ('not_started', 'live');

CREATE TABLE markets (
  parent_match_id bigint NOT NULL,
  sub_type_id integer NOT NULL,
  -- Betradar-style specifier ('total=2.5', 'hcp=-1.5'); '' when the market has none.
  special_bet_value text NOT NULL DEFAULT '',
  name text NOT NULL,
  -- ACTIVE (open), STOPPED (suspended or decided), SETTLED (resulted)
  bet_status text NOT NULL DEFAULT 'ACTIVE',
  priority integer NOT NULL DEFAULT 0,
  -- The market's outcomes, in display order: [{ odd_key, outcome_id, display, odd_value,
  -- result }] with result 'won' | 'lost' | 'void' | null. Kept inside the market row rather
  -- than one row each: a week of fixtures is ~36,000 markets but ~125,000 outcomes, and both
  -- the start-up write and the live engine's re-pricing touch a whole market at a time.
  outcomes jsonb NOT NULL,
  PRIMARY KEY (parent_match_id, sub_type_id, special_bet_value)
);

-- Which fixture batches (a day of fixtures, a live-demo slot) the feed has written, so a
-- restart never generates them twice.
CREATE TABLE feed_batches (
  batch_key text PRIMARY KEY,
  matches integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
