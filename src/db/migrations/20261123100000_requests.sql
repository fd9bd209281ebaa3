-- Visitor requests (issue 5): one row per accepted request, written in the same transaction as its
-- outbox mail. The idempotency key (one per form render) is unique: a resubmission with the same key
-- and the same payload hash replays the stored response; another payload is refused.
CREATE TABLE requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('contact', 'contact-property', 'valuation', 'demand-register',
    'send-to-friend', 'testimonial', 'appointment', 'documents', 'offer', 'rental-application',
    'newsletter', 'construction')),
  locale text NOT NULL CHECK (locale IN ('nl', 'fr', 'en', 'de')),
  property_id integer CHECK (property_id > 0),
  email text NOT NULL,
  payload jsonb NOT NULL,
  idempotency_key uuid NOT NULL UNIQUE,
  payload_hash text NOT NULL,
  response jsonb NOT NULL,
  client_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX requests_kind_created_idx ON requests (kind, created_at DESC);
CREATE INDEX requests_property_idx ON requests (property_id) WHERE property_id IS NOT NULL;
