-- Rate limit counters (issue 5): hits per client (keyed HMAC of the IP, never the IP itself) and
-- minute. Used captcha challenges are remembered until they expire, so a solved challenge is
-- accepted once. The scheduled outbox function deletes old rows of both.
CREATE TABLE rate_limits (
  client_hash text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (client_hash, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

CREATE TABLE captcha_challenges (
  challenge_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX captcha_challenges_expiry_idx ON captcha_challenges (expires_at);
