-- Withdrawing newsletter consent (GDPR art. 7(3)): the second link of the confirmation mail (same
-- token, no expiry) sets withdrawn_at once; a withdrawn sign-up is never confirmed again. When it
-- had been confirmed, the agency is mailed, in the same transaction, to take the address off its list.
ALTER TABLE newsletter_confirmations ADD COLUMN withdrawn_at timestamptz;
