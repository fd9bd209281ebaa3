-- The visit beacon counts a visit once per client, property and Brussels day: one row per visit
-- counted, keyed by an HMAC (SESSION_SECRET) of the client's address and browser, the property and
-- the day, never in clear. Rows of past days are deleted by owner-cleanup.
CREATE TABLE visit_seen (
	seen_key text PRIMARY KEY,
	day date NOT NULL
);
CREATE INDEX visit_seen_day_idx ON visit_seen (day);
