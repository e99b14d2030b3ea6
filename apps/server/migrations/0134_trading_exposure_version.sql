-- The book's exposure moves on: a counter bumped by every statement that writes
-- trading_exposure (placements, settlements, cash-outs, rollbacks; all through its triggers).
-- The trading socket relay reads it to push the live liability view only when it changed.
CREATE SEQUENCE trading_exposure_version;

CREATE FUNCTION trading_exposure_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('trading_exposure_version');
  RETURN NULL;
END
$$;

CREATE TRIGGER trading_exposure_moved AFTER INSERT OR UPDATE OR DELETE ON trading_exposure
  FOR EACH STATEMENT EXECUTE FUNCTION trading_exposure_bump();
