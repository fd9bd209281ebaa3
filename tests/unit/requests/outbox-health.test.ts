import { describe, expect, test } from 'vitest';
import { alertMinutesOf, brusselsTime, durationText, errorCodeOf, failedTryLine, outboxHealthOf, withoutAddresses } from '../../../src/lib/requests/outbox-health.ts';

/**
 * Design "receive every request by mail and never lose one": a mail that keeps failing must be
 * visible before it is given up (log line per failed try, `/api/health` alert, `npm run outbox`).
 */

describe('/api/health alerts once the oldest waiting mail is older than the threshold', () => {
	const cases = [
		{ row: { pending: '0', dead: '0', oldest_pending_minutes: null, last_error: null }, limit: 60, expected: { pending: 0, oldestPendingMinutes: null, lastError: null, waitingTooLong: false } },
		{ row: { pending: '2', dead: '1', oldest_pending_minutes: 60, last_error: 'Invalid login: 535 5.7.8' }, limit: 60, expected: { pending: 2, dead: 1, oldestPendingMinutes: 60, lastError: '535 5.7.8', waitingTooLong: false } },
		{ row: { pending: '2', dead: '0', oldest_pending_minutes: '61', last_error: null }, limit: 60, expected: { oldestPendingMinutes: 61, waitingTooLong: true } },
		{ row: { pending: '1', dead: '0', oldest_pending_minutes: 61, last_error: '550 <jan@example.be> unknown' }, limit: 90, expected: { lastError: '550', alertAfterMinutes: 90, waitingTooLong: false } },
	];
	test.each(cases)('$row.oldest_pending_minutes min against $limit', ({ row, limit, expected }) => {
		expect(outboxHealthOf(row, limit)).toMatchObject(expected);
	});
	test.each([
		[undefined, 60],
		['', 60],
		['15', 15],
		['0', 60],
		['-5', 60],
		['1.5', 60],
		['abc', 60],
	])('OUTBOX_ALERT_MINUTES %j gives %i minutes', (value, expected) => {
		expect(alertMinutesOf(value)).toBe(expected);
	});
});

describe('the public /api/health names only the code of the last error, never its text (hosts, addresses)', () => {
	test.each([
		{ text: 'Invalid login: 535 5.7.8 Authentication credentials invalid', expected: '535 5.7.8' },
		{ text: 'Can\'t send mail - all recipients were rejected: 550 5.1.1 <jan@example.be>: Recipient address rejected', expected: '550 5.1.1' },
		{ text: 'Message failed: 421 mail.internal.example busy', expected: '421' },
		{ text: 'connect ECONNREFUSED 10.0.0.5:587', expected: 'ECONNREFUSED' },
		{ text: 'getaddrinfo ENOTFOUND smtp.internal.example', expected: 'ENOTFOUND' },
		{ text: 'Greeting never received', expected: 'error' },
		{ text: 'Timeout talking to 10.0.0.5:465', expected: 'error' },
	])('$text -> $expected', ({ text, expected }) => {
		expect(errorCodeOf(text)).toBe(expected);
	});
});

describe('a failed try is logged as one line: outbox id, kind, attempt, next step and error, without addresses', () => {
	test.each([
		{ failed: { id: 12, kind: 'contact', attempt: 3, maxAttempts: 20, error: 'Invalid login: 535 5.7.8 Authentication credentials invalid', retryInSeconds: 240 }, expected: 'outbox 12 (contact): attempt 3 of 20 failed, next try in about 4 min: Invalid login: 535 5.7.8 Authentication credentials invalid' },
		{ failed: { id: 7, kind: 'owner', attempt: 9, maxAttempts: 20, error: 'connect ECONNREFUSED 127.0.0.1:587', retryInSeconds: 6 * 3600 }, expected: 'outbox 7 (owner): attempt 9 of 20 failed, next try in about 6 h 00 min: connect ECONNREFUSED 127.0.0.1:587' },
		{ failed: { id: 8, kind: 'offer', attempt: 1, maxAttempts: 20, error: "550 5.1.1 <sofie.claes@example.be>: Recipient address rejected; 'jan@x.be'", retryInSeconds: null }, expected: "outbox 8 (offer): attempt 1 of 20 failed, given up: 550 5.1.1 <<address>>: Recipient address rejected; '<address>'" },
	])('$expected', ({ failed, expected }) => {
		expect(failedTryLine(failed)).toBe(expected);
	});
});

describe('the outbox list writes ages and Brussels wall-clock times', () => {
	test.each([
		[0, '0 min'],
		[59.6, '1 h 00 min'],
		[125, '2 h 05 min'],
		[24 * 60 + 190, '1 d 3 h'],
	])('%f minutes read %s', (minutes, expected) => {
		expect(durationText(minutes)).toBe(expected);
	});
	test.each([
		['2026-11-24T11:25:00Z', '2026-11-24 12:25'],
		['2026-07-01T22:30:00Z', '2026-07-02 00:30'],
		['2026-03-29T00:59:00Z', '2026-03-29 01:59'],
		['2026-03-29T01:00:00Z', '2026-03-29 03:00'],
	])('%s is %s in Brussels', (iso, expected) => {
		expect(brusselsTime(new Date(iso))).toBe(expected);
	});
	test('an address alone is replaced', () => {
		expect(withoutAddresses('to a.b+c@sub.example.be failed')).toBe('to <address> failed');
	});
});
