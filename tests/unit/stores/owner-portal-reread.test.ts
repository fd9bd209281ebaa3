import { afterEach, expect, test, vi } from 'vitest';
import { announceLogin, rereadStep, type RereadCause, type RereadStep, type SessionReread } from '../../../src/stores/owner-portal.ts';

/**
 * What the portal does with the session read again at its absolute end, or after a login in
 * another tab (`rereadStep`): only an answered end that has passed logs out; a newer end is
 * counted to, another owner's session loads that owner's data.
 */

const now = 1_000_000;
const els = 'els@example.be';
const answered = (email: string, end: number): SessionReread => ({ status: 'answered', email, end });

const cases: { name: string; read: SessionReread; cause: RereadCause; expected: RereadStep }[] = [
	{ name: 'the same owner, a later end (a login in another tab)', read: answered(els, now + 3_600_000), cause: 'end', expected: 'adopt' },
	{ name: 'the same owner, a later end, told by the login page', read: answered(els, now + 43_200_000), cause: 'login', expected: 'adopt' },
	{ name: 'the same owner, an end a second away', read: answered(els, now + 1), cause: 'end', expected: 'adopt' },
	{ name: 'the same owner, no end in the answer (Infinity)', read: answered(els, Infinity), cause: 'end', expected: 'adopt' },
	{ name: 'another owner, a later end', read: answered('jan@example.be', now + 3_600_000), cause: 'end', expected: 'switchOwner' },
	{ name: 'another owner, told by the login page', read: answered('jan@example.be', now + 43_200_000), cause: 'login', expected: 'switchOwner' },
	{ name: 'the end answered is now', read: answered(els, now), cause: 'end', expected: 'logOut' },
	{ name: 'the end answered has passed', read: answered(els, now - 1), cause: 'end', expected: 'logOut' },
	{ name: "another owner's end has passed", read: answered('jan@example.be', now - 1), cause: 'end', expected: 'logOut' },
	{ name: 'no session (401) at the end', read: { status: 'refused' }, cause: 'end', expected: 'ended' },
	{ name: 'no session (401) after a login', read: { status: 'refused' }, cause: 'login', expected: 'ended' },
	{ name: 'no answer at the end', read: { status: 'failed' }, cause: 'end', expected: 'leave' },
	{ name: 'no answer after a login', read: { status: 'failed' }, cause: 'login', expected: 'keep' },
];

test.each(cases)('$name ($cause): $expected', ({ read, cause, expected }) => {
	expect(rereadStep(read, cause, els, now)).toBe(expected);
});

afterEach(() => vi.restoreAllMocks());

test('a login is told to the portal\'s open tabs on its channel, as nothing else (no activity, no end)', () => {
	const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
	announceLogin();
	expect(post.mock.calls).toEqual([[{ loggedIn: true }]]);
});
