import type { Locale } from '../../../i18n/locales.ts';
import type { PageKey } from '../../../i18n/paths.ts';
import { useTranslations } from '../../i18n/t.ts';
import { localPath } from './feedback.ts';
import { escapeHtml } from './mail-html.ts';
import { linkBlockHtml } from './mail-signature.ts';
import { dateTimeLabel } from './slot-time.ts';

/**
 * The newsletter's double opt-in for every form: the sign-up itself and the newsletter box of the
 * other forms (contact, valuation, documents ...). A ticked box stores a confirmation token with
 * the request and puts the confirmation link in the visitor's receipt (`receipt.ts`); the agency
 * hears of the subscriber only once the link is used (`newsletter-confirm.ts`), by a newsletter
 * mail that names the address, the name and the request's reference (`subscriberOf`). Every mail
 * with a confirmation link also carries the withdrawal link of the same token (`withdrawParagraph`).
 */

/** The confirmation page of the path table. */
export const confirmPage: PageKey = '/nieuwsbrief-bevestigen/';

/** The withdrawal page of the path table (same token, no expiry). */
export const withdrawPage: PageKey = '/nieuwsbrief-uitschrijven/';

/** The link of a token to one of the newsletter's pages in a language. */
function tokenLink(page: PageKey, siteUrl: URL, locale: Locale, token: string): string {
	const url = new URL(localPath(page, locale), siteUrl);
	url.searchParams.set('token', token);
	return url.href;
}

/**
 * The confirmation link of a token in a language.
 * @example confirmLink(new URL('https://agency.be'), 'fr', 'abc') // => 'https://agency.be/fr/confirmer-newsletter/?token=abc'
 */
export function confirmLink(siteUrl: URL, locale: Locale, token: string): string {
	return tokenLink(confirmPage, siteUrl, locale, token);
}

/**
 * The withdrawal link of a token in a language: it never expires.
 * @example withdrawLink(new URL('https://agency.be'), 'de', 'abc') // => 'https://agency.be/de/newsletter-abmelden/?token=abc'
 */
export function withdrawLink(siteUrl: URL, locale: Locale, token: string): string {
	return tokenLink(withdrawPage, siteUrl, locale, token);
}

/** What a mail with a confirmation link also says: that the subscription can be withdrawn at any time, with its link (and the link's label). */
export type WithdrawParagraph = { text: string; link: string; linkLabel: string };

/** The withdrawal paragraph of a token's mail in its language. */
export function withdrawParagraph(siteUrl: URL, locale: Locale, token: string): WithdrawParagraph {
	const t = useTranslations(locale);
	return { text: t('newsletter.mail.withdraw', { button: t('newsletter.withdraw.button') }), link: withdrawLink(siteUrl, locale, token), linkLabel: t('newsletter.mail.withdrawLink') };
}

/** The withdrawal paragraph's lines of a plain-text mail. */
export function withdrawLines(w: WithdrawParagraph): string[] {
	return [w.text, w.link];
}

/** The withdrawal paragraph in HTML, every text and link escaped. */
export function withdrawHtml(w: WithdrawParagraph): string {
	return `<p>${escapeHtml(w.text)}</p><p>${linkBlockHtml(w.link, w.linkLabel)}</p>`;
}

/** A confirmation waiting for its address: the token mailed (stored only as its hash) and when it stops working. */
export type OptIn = { token: string; expiresAt: Date };

/**
 * Whether a request's newsletter box was ticked (only `true` counts).
 * @example asksNewsletter({ newsletter: true }) // => true
 */
export function asksNewsletter(payload: Record<string, unknown>): boolean {
	return payload.newsletter === true;
}

/**
 * What a newsletter subscription keeps of a stored request: its address, names and language, so the
 * agency's newsletter mail never copies the rest of a contact request.
 * @example subscriberOf({ email: 'an@x.be', firstName: 'An', remark: 'Hi', locale: 'fr' }) // => { email: 'an@x.be', firstName: 'An', locale: 'fr' }
 */
export function subscriberOf(payload: Record<string, unknown>): Record<string, unknown> {
	const subscriber: Record<string, unknown> = { email: payload.email };
	for (const key of ['firstName', 'lastName'] as const) {
		const value = payload[key];
		if (typeof value === 'string' && value !== '') subscriber[key] = value;
	}
	subscriber.locale = payload.locale;
	return subscriber;
}

/** The receipt's newsletter paragraph: what to do, the link (and its label), until when it works, and how to withdraw. */
export type OptInParagraph = { text: string; link: string; linkLabel: string; valid: string; withdraw: WithdrawParagraph };

/** The receipt's newsletter paragraph of a request in its language. */
export function optInParagraph(siteUrl: URL, locale: Locale, optIn: OptIn): OptInParagraph {
	const t = useTranslations(locale);
	return {
		text: t('receipt.optIn', { button: t('newsletter.confirm.button') }),
		link: confirmLink(siteUrl, locale, optIn.token),
		linkLabel: t('newsletter.mail.link'),
		valid: t('newsletter.mail.valid', { date: dateTimeLabel(optIn.expiresAt, locale) }),
		withdraw: withdrawParagraph(siteUrl, locale, optIn.token),
	};
}
