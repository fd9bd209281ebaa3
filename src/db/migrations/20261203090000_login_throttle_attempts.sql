-- The login throttle counts failures over a sliding window (`countAttempt` in
-- src/lib/owners/throttle.ts): each key keeps the times of its attempts of the last window, at
-- most its rule's limit of them, oldest first, so no 15 minutes let more than the limit through.
-- A window fixed at the first failure and reset 15 minutes later let one client fail 8 times
-- within seconds around its end (3 before it, after one at its start, and 5 after). `failures`
-- and `window_start` stay, kept in step (the number of times and the oldest), so a deploy rolled
-- back to the fixed window still reads them.
ALTER TABLE login_throttle ADD COLUMN attempts timestamptz[] NOT NULL DEFAULT '{}';

-- The failures of a window in progress count from its start, as the fixed window counted them:
-- they leave the new window when the old one would have ended.
UPDATE login_throttle SET attempts = array_fill(window_start, ARRAY[least(failures, 50)]) WHERE failures > 0;
