-- The first migration: a table the health check can read, proving migrations ran.
CREATE TABLE IF NOT EXISTS schema_info (
  key text PRIMARY KEY,
  value text NOT NULL
);
INSERT INTO schema_info (key, value) VALUES ('created', now()::text) ON CONFLICT (key) DO NOTHING;
