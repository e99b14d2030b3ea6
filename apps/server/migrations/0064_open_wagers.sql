-- The recovery sweep and the owed check read the open and pending wagers of each product
-- every few seconds; settled wagers (nearly all of them) are left out of the index.
CREATE INDEX bets_unsettled_product ON bets (product, id) WHERE status IN ('open', 'pending');
