import { describe, expect, test } from 'vitest';
import { needsNewCaptcha, noAnswer, readAnswer, retryMessage, type Outcome } from '../../../src/lib/forms/answer.ts';
import type { RequestKind } from '../../../src/schemas/requests/index.ts';

const ok = { ok: true, reference: 'REQ-7K3QF9XA', redirect: '/fr/merci/site-contact/', message: 'request.success' };

describe('readAnswer', () => {
	test.each<{ name: string; kind: RequestKind; status: number; body: unknown; expected: Outcome }>([
		{ name: 'success goes to the thank-you path', kind: 'contact', status: 200, body: ok, expected: { type: 'success', redirect: '/fr/merci/site-contact/', message: 'request.success', reference: 'REQ-7K3QF9XA' } },
		{
			name: 'success answered in the form',
			kind: 'documents',
			status: 200,
			body: { ...ok, redirect: null, message: 'request.documents.willBeSent' },
			expected: { type: 'success', redirect: null, message: 'request.documents.willBeSent', reference: 'REQ-7K3QF9XA' },
		},
		{
			name: '422 field issues, first message per field',
			kind: 'contact',
			status: 422,
			body: { ok: false, error: 'request.error.checkFields', issues: { email: ['form.error.emailInvalid', 'form.error.tooLong'], zip: ['form.error.zipRequired'] } },
			expected: { type: 'invalid', message: 'request.error.checkFields', fields: { email: 'form.error.emailInvalid', zip: 'form.error.zipRequired' } },
		},
		{
			name: 'captcha refused',
			kind: 'contact',
			status: 422,
			body: { ok: false, error: 'request.error.checkFields', issues: { captcha: ['form.error.captchaInvalid'] } },
			expected: { type: 'invalid', message: 'request.error.checkFields', fields: { captcha: 'form.error.captchaInvalid' } },
		},
		{ name: '503 keeps the data: retry', kind: 'contact', status: 503, body: { ok: false, error: 'request.error.mailNotSent' }, expected: { type: 'retry', message: 'request.error.mailNotSent' } },
		{ name: '429 says to wait a minute (the rate limit)', kind: 'send-to-friend', status: 429, body: { ok: false, error: 'request.error.tooManyRequests' }, expected: { type: 'retry', message: 'request.error.tooManyRequests' } },
		{ name: 'a 429 of the platform without a JSON body says to wait too', kind: 'contact', status: 429, body: null, expected: { type: 'retry', message: 'request.error.tooManyRequests' } },
		{ name: 'a 429 of the testimonial says to wait, not that it failed', kind: 'testimonial', status: 429, body: { ok: false, error: 'request.error.tooManyRequests' }, expected: { type: 'retry', message: 'request.error.tooManyRequests' } },
		{ name: 'a deploy without its secrets says to call or mail the agency, not to retry', kind: 'contact', status: 503, body: { ok: false, error: 'request.error.notConfigured' }, expected: { type: 'refused', message: 'request.error.notConfigured' } },
		{ name: '500 is a retry', kind: 'appointment', status: 500, body: { ok: false, error: 'request.error.server' }, expected: { type: 'retry', message: 'request.error.mailNotSent' } },
		{ name: 'testimonial failure', kind: 'testimonial', status: 503, body: { ok: false, error: 'request.error.mailNotSent' }, expected: { type: 'retry', message: 'request.testimonial.failure' } },
		{ name: 'documents error', kind: 'documents', status: 503, body: null, expected: { type: 'retry', message: 'request.documents.error' } },
		{ name: 'appointments full', kind: 'appointment', status: 409, body: { ok: false, error: 'request.appointment.full' }, expected: { type: 'refused', message: 'request.appointment.full' } },
		{ name: 'a visit already booked (its day goes by mail, not in the answer)', kind: 'appointment', status: 409, body: { ok: false, error: 'request.appointment.alreadyBooked' }, expected: { type: 'refused', message: 'request.appointment.alreadyBooked' } },
		{ name: 'a listing sold since', kind: 'offer', status: 409, body: { ok: false, error: 'request.listing.sold' }, expected: { type: 'refused', message: 'request.listing.sold' } },
		{ name: 'documents already requested', kind: 'documents', status: 409, body: { ok: false, error: 'request.documents.alreadyRequested' }, expected: { type: 'refused', message: 'request.documents.alreadyRequested' } },
		{ name: 'foreign origin', kind: 'contact', status: 403, body: { ok: false, error: 'request.error.forbidden' }, expected: { type: 'refused', message: 'request.error.forbidden' } },
		{ name: 'an HTML error page is a retry', kind: 'contact', status: 502, body: null, expected: { type: 'retry', message: 'request.error.mailNotSent' } },
		{ name: 'an unknown message key is a retry', kind: 'contact', status: 400, body: { ok: false, error: 'nope' }, expected: { type: 'retry', message: 'request.error.mailNotSent' } },
		{ name: 'ok true with an error status is a retry', kind: 'contact', status: 500, body: ok, expected: { type: 'retry', message: 'request.error.mailNotSent' } },
	])('$name', ({ kind, status, body, expected }) => {
		expect(readAnswer(kind, status, body)).toEqual(expected);
	});

	test('no answer at all is a retry with the kind’s message', () => {
		expect(noAnswer('construction')).toEqual({ type: 'retry', message: 'request.error.mailNotSent' });
		expect(retryMessage('testimonial')).toBe('request.testimonial.failure');
	});

	test.each<{ outcome: Outcome; expected: boolean }>([
		{ outcome: { type: 'refused', message: 'request.appointment.full' }, expected: true },
		{ outcome: { type: 'invalid', message: 'request.error.checkFields', fields: { captcha: 'form.error.captchaInvalid' } }, expected: true },
		{ outcome: { type: 'invalid', message: 'request.error.checkFields', fields: { email: 'form.error.emailInvalid' } }, expected: false },
		// The function books the slot after it used the challenge: a slot gone or past is refused with it.
		{ outcome: { type: 'invalid', message: 'request.error.checkFields', fields: { slotId: 'form.error.slotRequired' } }, expected: true },
		{ outcome: { type: 'retry', message: 'request.error.mailNotSent' }, expected: false },
	])('a new captcha after $outcome.type: $expected', ({ outcome, expected }) => {
		expect(needsNewCaptcha(outcome)).toBe(expected);
	});
});

describe('readAnswer: a 429 says how long to wait from its Retry-After (the functions’ sliding window, up to two minutes)', () => {
	const limited = { ok: false, error: 'request.error.tooManyRequests' };
	test.each<{ retryAfter: string | null; expected: Outcome }>([
		{ retryAfter: '1', expected: { type: 'retry', message: 'request.error.tooManyRequests' } },
		{ retryAfter: '60', expected: { type: 'retry', message: 'request.error.tooManyRequests' } },
		{ retryAfter: '61', expected: { type: 'retry', message: 'request.error.tooManyRequests.minutes', params: { minutes: '2' } } },
		{ retryAfter: '120', expected: { type: 'retry', message: 'request.error.tooManyRequests.minutes', params: { minutes: '2' } } },
		{ retryAfter: '600', expected: { type: 'retry', message: 'request.error.tooManyRequests.minutes', params: { minutes: '10' } } },
		{ retryAfter: null, expected: { type: 'retry', message: 'request.error.tooManyRequests' } },
		{ retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT', expected: { type: 'retry', message: 'request.error.tooManyRequests' } },
		{ retryAfter: '-5', expected: { type: 'retry', message: 'request.error.tooManyRequests' } },
	])('Retry-After $retryAfter', ({ retryAfter, expected }) => {
		expect(readAnswer('contact', 429, limited, retryAfter)).toEqual(expected);
	});
});
