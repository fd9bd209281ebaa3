-- The mails an address got in the last day (`withinVisitorLimit` in src/lib/requests/outbox.ts):
-- looked up for every request, so by index rather than by reading the whole outbox.
CREATE INDEX outbox_recipient_idx ON outbox (lower(to_address), created_at);
