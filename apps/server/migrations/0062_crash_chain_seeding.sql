-- Crash chains nobody can choose (issue 25): a chain's salt is fixed only after its terminating
-- hash is published, from the client seeds bettors submit in its seeding window.
--
-- A chain is published (terminating_hash, created_at, seeding_ends_at) with no salt; every client
-- seed a bettor sets while its window is open is listed in crash_chain_seeds; once the window has
-- closed, seeds_hash = sha256 of the listed seeds (one per line, in order) and salt =
-- sha256(terminating_hash ':' seeds_hash) are written once, and only then are its rounds played.
-- Chains from before (seeding_ends_at NULL) kept the salt the operator chose with them: their
-- rounds stay verifiable, but no new round is played on them.
ALTER TABLE crash_chains ALTER COLUMN salt DROP NOT NULL;
ALTER TABLE crash_chains ADD COLUMN seeding_ends_at timestamptz;
ALTER TABLE crash_chains ADD COLUMN seeds_hash text;
ALTER TABLE crash_chains ADD COLUMN salted_at timestamptz;
ALTER TABLE crash_chains ADD CONSTRAINT crash_chains_salted_after_window
  CHECK (salt IS NULL OR seeding_ends_at IS NULL OR (salted_at >= seeding_ends_at AND seeds_hash IS NOT NULL));

CREATE TABLE crash_chain_seeds (
  id bigserial PRIMARY KEY,
  chain_id bigint NOT NULL REFERENCES crash_chains (id),
  client_seed text NOT NULL,
  submitted_at timestamptz NOT NULL
);
CREATE INDEX crash_chain_seeds_chain_idx ON crash_chain_seeds (chain_id, id);
