import type { Locale } from '../../../i18n/locales.ts';
import { pathTable, type PageKey } from '../../../i18n/paths.ts';
import type { RequestKind, RequestMessageKey } from '../../schemas/requests/index.ts';

/**
 * Where a visitor lands after a request (spec §2 feedback paths) and what the answer says.
 * `pathTo` of the routing layer needs Astro, so the path is read from the path table directly.
 *
 * Choices where the spec is silent: the purchase offer and the rental application land on the
 * contact-me thank-you page, whose text thanks for a request about the property (a visit, a
 * question, an offer or an application alike) and says the agency will be in touch; the document
 * request and the testimonial have no thank-you page and are answered in the form (spec §8
 * "documents will be sent by email", testimonial success).
 */
export const feedbackPages: Record<RequestKind, PageKey | null> = {
	contact: '/feedback/site-contact/',
	'contact-property': '/feedback/contact-me/',
	valuation: '/feedback/contact-demand/',
	'demand-register': '/feedback/demand-register/',
	'send-to-friend': '/feedback/send-to-friend/',
	testimonial: null,
	appointment: '/feedback/contact-appointment/',
	documents: null,
	offer: '/feedback/contact-me/',
	'rental-application': '/feedback/contact-me/',
	newsletter: '/feedback/sign-newsletter/',
	construction: '/feedback/contact-construction/',
};

/** The success message of each kind of request. */
export const successMessages: Record<RequestKind, RequestMessageKey> = {
	contact: 'request.success',
	'contact-property': 'request.success',
	valuation: 'request.success',
	'demand-register': 'request.success',
	'send-to-friend': 'request.success',
	testimonial: 'request.testimonial.success',
	appointment: 'request.appointment.confirmed',
	documents: 'request.documents.willBeSent',
	offer: 'request.success',
	'rental-application': 'request.success',
	newsletter: 'request.success',
	construction: 'request.success',
};

/**
 * Converts a page of the path table to its path in a language.
 * @example localPath('/feedback/contact-me/', 'fr') // => '/fr/merci/contact-me/'
 */
export function localPath(key: PageKey, locale: Locale): string {
	return locale === 'nl' ? key : pathTable[key][locale];
}

/**
 * The thank-you path of a kind of request in a language, or null when it is answered in the form.
 * @example feedbackPath('newsletter', 'en') // => '/en/thank-you/sign-newsletter/'
 */
export function feedbackPath(kind: RequestKind, locale: Locale): string | null {
	const page = feedbackPages[kind];
	return page ? localPath(page, locale) : null;
}
