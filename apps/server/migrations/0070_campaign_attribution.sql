-- Campaign attribution and analytics clients (issue 28, spec 01 §7).
-- The campaign a bettor arrived from (POST /api/campaign/hoid): one row per profile and campaign.
CREATE TABLE campaign_hoids (
  profile_id bigint NOT NULL REFERENCES profiles(id),
  hoid text NOT NULL,
  platform_id text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (profile_id, hoid)
);

-- A browser's analytics client id (POST /api/userinfo): when it was first and last seen, from
-- which country, and the bettor once one logged in with it.
CREATE TABLE analytics_clients (
  client_id text PRIMARY KEY,
  profile_id bigint REFERENCES profiles(id),
  country text NOT NULL,
  first_seen timestamptz NOT NULL,
  last_seen timestamptz NOT NULL
);
