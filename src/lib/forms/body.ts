import type { Locale } from '../../../i18n/locales.ts';
import { valuesToEntries, type FieldKinds, type FormValues } from './values.ts';

/**
 * The request body of a form: the fields the visitor filled in, the values the page fixes (the
 * property, the project, the listed rent) and the meta fields every request carries (language,
 * idempotency key of this form render, captcha payload, honeypot, privacy agreement).
 */

/** The meta fields of a request besides the privacy agreement (which is a field of the form). */
export type RequestMeta = { locale: Locale; idempotencyKey: string; captcha: string; website: string };

/** Everything a body is built from. */
export type BodyInput = { kinds: FieldKinds; values: FormValues; fixed?: Record<string, unknown>; meta: RequestMeta };

/**
 * A new idempotency key: one per form render, so a double click or a retry of the same data is one
 * request, and a new visit is another.
 */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
	return random();
}

/**
 * Builds the JSON body of a request.
 * @example buildBody({ kinds: { email: 'text', privacy: 'flag' }, values: { email: 'a@b.be', privacy: true }, meta })
 * // => { email: 'a@b.be', privacy: true, locale: 'nl', idempotencyKey: '…', captcha: '…', website: '' }
 */
export function buildBody({ kinds, values, fixed = {}, meta }: BodyInput): Record<string, unknown> {
	return { ...fixed, ...valuesToEntries(kinds, values), ...meta };
}

/**
 * Wraps a body and an optional file in the multipart form of a request with a CV (rental
 * application, contact form): the form as JSON in the part `data`, the CV in the part `cv`.
 */
export function toMultipart(body: Record<string, unknown>, file: File | null): FormData {
	const form = new FormData();
	form.set('data', JSON.stringify(body));
	if (file) form.set('cv', file, file.name);
	return form;
}
