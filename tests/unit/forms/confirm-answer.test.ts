import { describe, expect, test } from 'vitest';
import { confirmViewOf, isConfirmToken, tokenOfSearch } from '../../../src/lib/forms/confirm-answer.ts';

/** The newsletter's token pages (confirmation, withdrawal): which tokens they send, and what they say for each answer. */

const token = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';

describe('isConfirmToken: only 43 base64url characters are a token', () => {
	const cases = [
		{ from: token, expected: true },
		{ from: token.slice(1), expected: false },
		{ from: `${token}A`, expected: false },
		{ from: `${token.slice(1)}+`, expected: false },
		{ from: `${token.slice(1)}=`, expected: false },
		{ from: '', expected: false },
		{ from: 42, expected: false },
		{ from: null, expected: false },
	];
	test.each(cases)('maps $from to $expected', ({ from, expected }) => {
		expect(isConfirmToken(from)).toBe(expected);
	});
});

describe('tokenOfSearch: the token of the link’s query', () => {
	const cases = [
		{ from: `?token=${token}`, expected: token },
		{ from: `?utm_source=mail&token=${token}`, expected: token },
		{ from: '?token=short', expected: null },
		{ from: `?token=${token}%00`, expected: null },
		{ from: '', expected: null },
	];
	test.each(cases)('maps $from to $expected', ({ from, expected }) => {
		expect(tokenOfSearch(from)).toBe(expected);
	});
});

describe('confirmViewOf: the page’s text for each answer; only a failure of the server or the network keeps the button', () => {
	const cases = [
		{ rule: 'confirmed now', status: 200, body: { ok: true, status: 'confirmed' }, expected: { message: 'done', retry: false } },
		{ rule: 'confirmed before', status: 200, body: { ok: true, status: 'already-confirmed' }, expected: { message: 'already', retry: false } },
		{ rule: 'unknown token', status: 404, body: { ok: false, error: 'newsletter.confirm.invalid' }, expected: { message: 'invalid', retry: false } },
		{ rule: 'malformed token', status: 422, body: { ok: false, error: 'newsletter.confirm.invalid' }, expected: { message: 'invalid', retry: false } },
		{ rule: 'expired link', status: 410, body: { ok: false, error: 'newsletter.confirm.expired' }, expected: { message: 'expired', retry: false } },
		{ rule: 'confirming a withdrawn sign-up', status: 409, body: { ok: false, error: 'newsletter.confirm.withdrawn' }, expected: { message: 'withdrawn', retry: false } },
		{ rule: 'withdrawn now', status: 200, body: { ok: true, status: 'withdrawn' }, expected: { message: 'done', retry: false } },
		{ rule: 'withdrawn before', status: 200, body: { ok: true, status: 'already-withdrawn' }, expected: { message: 'already', retry: false } },
		{ rule: 'unknown or malformed withdrawal token', status: 404, body: { ok: false, error: 'newsletter.withdraw.invalid' }, expected: { message: 'invalid', retry: false } },
		{ rule: 'an error key of another kind', status: 400, body: { ok: false, error: 'request.error.malformed' }, expected: { message: 'error', retry: true } },
		{ rule: 'rate limit', status: 429, body: { ok: false, error: 'request.error.tooManyRequests' }, expected: { message: 'error', retry: true } },
		{ rule: 'database down', status: 503, body: { ok: false, error: 'request.error.server' }, expected: { message: 'error', retry: true } },
		{ rule: 'no answer', status: 0, body: null, expected: { message: 'error', retry: true } },
		{ rule: 'an answer that is not JSON', status: 502, body: null, expected: { message: 'error', retry: true } },
	];
	test.each(cases)('$rule: $status', ({ status, body, expected }) => {
		expect(confirmViewOf(status, body)).toEqual(expected);
	});
});
