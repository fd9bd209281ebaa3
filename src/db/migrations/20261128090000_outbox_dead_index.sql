-- Mails that were given up are counted by /api/health and listed by `npm run outbox`: a small
-- index of those rows alone, so that neither reads the table of sent mails.
CREATE INDEX outbox_dead_idx ON outbox (id) WHERE status = 'dead';
