-- Unified Odds Feed adapter (feed/uof): per producer, the time of the last message processed
-- (recovery asks the provider for everything after it), and which producer prices which match
-- (a producer's matches are suspended while it recovers).
CREATE TABLE uof_producers (
  producer integer PRIMARY KEY,
  last_ts bigint NOT NULL
);

CREATE TABLE uof_match_producers (
  parent_match_id bigint NOT NULL,
  producer integer NOT NULL,
  PRIMARY KEY (producer, parent_match_id)
);
