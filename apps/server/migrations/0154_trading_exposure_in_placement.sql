-- Placement's cost in PostgreSQL (issue 35), the trading exposure's share of it.
--
-- The per-leg trigger of migrations 0096/0152 ran, for each of a wager's legs: a PL/pgSQL call,
-- an INSERT ... ON CONFLICT of its own (executor started and ended per leg) and, through the
-- statement trigger of migration 0134, a second trigger call bumping the version sequence: five
-- of each for a five-leg accumulator. The placement statement (wagers/bet-store.ts insertBet,
-- the only writer of bet_legs) now adds its wager to its selections itself, in one INSERT ...
-- ON CONFLICT over all its legs, in the selections' key order (the order every writer locks
-- them in, migration 0130), with the same figures and the same limit; the version moves once
-- per wager. A liability above the limit still fails the CHECK and with it the whole statement.
DROP TRIGGER bet_legs_trading_exposure ON bet_legs;
DROP FUNCTION trading_exposure_on_leg();

-- Every placement updates its selections' rows, liability_cents included: indexed, no update
-- could be HOT, so each leg wrote a new entry into both of the table's indexes and left the hot
-- selections' keys bloated with dead entries that the next placements' ON CONFLICT probes had
-- to step over. The only reader ordering by liability (backoffice/trading/liability.ts) counts
-- every open selection (COUNT(*) OVER ()) before it pages, so it reads them all anyway and the
-- index spared it only a sort of a few thousand rows. Room left in each page keeps the new
-- version of a row beside the old one, which a HOT update needs.
DROP INDEX trading_exposure_largest;
ALTER TABLE trading_exposure SET (fillfactor = 50);
