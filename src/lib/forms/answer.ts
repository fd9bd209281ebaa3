import * as v from 'valibot';
import {
	RequestResultSchema,
	type FieldMessageKey,
	type RequestKind,
	type RequestMessageKey,
} from '../../schemas/requests/index.ts';
import { firstMessages, type FieldErrors } from './validate.ts';
import { minutesToWait } from '../retry-after.ts';

/**
 * What the form does with the function's answer (spec §8, issue 5):
 * - success: go to the answer's thank-you path, or show the answer's message in the form (documents,
 *   testimonial);
 * - 422 with field issues: each field shows its message ('The entered characters are not valid'
 *   under the captcha); the form says 'Data not sent, check the fields in red';
 * - 409: the request's own refusal ('appointments are full', 'documents already requested', 'you
 *   already have an appointment for this property: {{date}}', with the values of its variables);
 * - 429 (the rate limit, whatever its body): 'Too many requests, please try again in a minute', or
 *   in N minutes when its Retry-After says more than one; sent again at once it would only be
 *   refused again;
 * - 503, other server faults, an unreadable answer or no answer at all: the kind's "not sent,
 *   please retry" message; the form keeps everything the visitor typed (after a 429 too).
 *
 * Choices where the spec is silent: the testimonial answers failures with 'Testimonial send
 * failure' and the document request with 'Request document error' (spec §8 lists them apart from
 * 'Mail not sent, please retry'); a 429 says how many whole minutes to wait from its Retry-After
 * in seconds (the functions' sliding window asks for up to two), a minute when it has none
 * (Netlify's own rate limit answers without one) or one that is not a number of seconds.
 */

/** The outcome of a request, as the form shows it. */
export type Outcome =
	| { type: 'success'; redirect: string | null; message: RequestMessageKey; reference: string }
	| { type: 'invalid'; message: RequestMessageKey; fields: FieldErrors }
	| { type: 'refused'; message: RequestMessageKey; params?: Record<string, string> }
	| { type: 'retry'; message: RequestMessageKey; params?: Record<string, string> };

/**
 * The message of a request that did not go through but may be sent again.
 * @example retryMessage('testimonial') // => 'request.testimonial.failure'
 */
export function retryMessage(kind: RequestKind): RequestMessageKey {
	return kind === 'testimonial' ? 'request.testimonial.failure' : kind === 'documents' ? 'request.documents.error' : 'request.error.mailNotSent';
}

/** The outcome when no answer came (network down, request aborted). */
export function noAnswer(kind: RequestKind): Outcome {
	return { type: 'retry', message: retryMessage(kind) };
}

/** The outcome of a 422 answer's field issues. */
function invalid(issues: Record<string, FieldMessageKey[]> | undefined): Outcome {
	return { type: 'invalid', message: 'request.error.checkFields', fields: firstMessages(issues ?? {}) };
}

/**
 * The outcome of a 429: wait a minute, or the whole minutes its Retry-After (seconds) asks for.
 * @example tooMany('90') // => { type: 'retry', message: 'request.error.tooManyRequests.minutes', params: { minutes: '2' } }
 */
function tooMany(retryAfter: string | null): Outcome {
	const minutes = minutesToWait(retryAfter, 1);
	return minutes > 1 ? { type: 'retry', message: 'request.error.tooManyRequests.minutes', params: { minutes: String(minutes) } } : { type: 'retry', message: 'request.error.tooManyRequests' };
}

/**
 * Reads an answer of a request function (status, parsed JSON body or null when the body was not
 * JSON, and the Retry-After header).
 * @example readAnswer('contact', 503, { ok: false, error: 'request.error.mailNotSent' }) // => { type: 'retry', message: 'request.error.mailNotSent' }
 */
export function readAnswer(kind: RequestKind, status: number, body: unknown, retryAfter: string | null = null): Outcome {
	if (status === 429) return tooMany(retryAfter);
	const parsed = v.safeParse(RequestResultSchema, body);
	if (!parsed.success) return noAnswer(kind);
	const answer = parsed.output;
	if (answer.ok) {
		if (status < 200 || status > 299) return noAnswer(kind);
		return { type: 'success', redirect: answer.redirect, message: answer.message, reference: answer.reference };
	}
	if (status === 422) return invalid(answer.issues);
	if (status === 409) return { type: 'refused', message: answer.error, ...(answer.params ? { params: answer.params } : {}) };
	// A deploy that takes no requests says so: sending again would not help.
	if (status === 503 && answer.error === 'request.error.notConfigured') return { type: 'refused', message: answer.error };
	if (status >= 500) return noAnswer(kind);
	return { type: 'refused', message: answer.error };
}

/**
 * Tells whether the captcha has to be solved again before another try: its challenge may have been
 * used (a refused captcha, a full appointment, documents already requested, an appointment slot
 * refused because it passed or went while the form was open); after a retry answer nothing was
 * stored and the same payload may go again.
 */
export function needsNewCaptcha(outcome: Outcome): boolean {
	return outcome.type === 'refused' || (outcome.type === 'invalid' && ('captcha' in outcome.fields || 'slotId' in outcome.fields));
}
