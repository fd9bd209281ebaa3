-- Owner portal (issue 6). Owners log in with an email address and a password; only a scrypt hash
-- is stored, in the form scrypt$<log2 N>$<r>$<p>$<salt>$<key> (OWASP cost N=2^17, r=8, p=1).
CREATE TABLE owners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email LIKE '_%@_%'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  language text NOT NULL CHECK (language IN ('nl', 'fr', 'en', 'de')),
  password_hash text NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The properties an owner may follow (a property may have several owners).
CREATE TABLE owner_properties (
  owner_id bigint NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  property_id integer NOT NULL CHECK (property_id > 0),
  PRIMARY KEY (owner_id, property_id)
);
CREATE INDEX owner_properties_property_idx ON owner_properties (property_id);

-- Sessions: only the SHA-256 of the cookie's random token. A session ends at logout (row deleted),
-- 30 minutes after last_seen_at, and at expires_at (12 hours after created_at).
CREATE TABLE owner_sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  owner_id bigint NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX owner_sessions_owner_idx ON owner_sessions (owner_id);
CREATE INDEX owner_sessions_expiry_idx ON owner_sessions (expires_at);

-- Failed logins per account ('account:' + keyed hash of the email tried) and per client
-- ('client:' + keyed hash of the IP address): the count in the current window and the lock.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL CHECK (failures >= 0),
  window_start timestamptz NOT NULL,
  locked_until timestamptz
);

-- Anonymous visits of property pages: a counter per property, day (Europe/Brussels) and source.
-- No cookie, no address, no referrer URL is kept: only these counts.
CREATE TABLE property_visits (
  property_id integer NOT NULL CHECK (property_id > 0),
  day date NOT NULL,
  source text NOT NULL CHECK (source IN ('direct', 'search', 'social', 'portal', 'email', 'internal', 'other')),
  visits integer NOT NULL DEFAULT 0 CHECK (visits >= 0),
  PRIMARY KEY (property_id, day, source)
);
