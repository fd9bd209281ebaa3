-- Double opt-in of the newsletter: a sign-up (a `requests` row of kind newsletter, whose created_at
-- is the time of the sign-up) waits for its address to be confirmed through the link mailed to it.
-- Only the SHA-256 of the link's random token is kept (hex), with the link's expiry; confirmed_at is
-- set once, by the first confirmation, in the transaction that enqueues the agency's mail.
CREATE TABLE newsletter_confirmations (
  request_id bigint PRIMARY KEY REFERENCES requests (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
