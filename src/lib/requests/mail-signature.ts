import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations } from '../../i18n/t.ts';
import { telHref } from '../chrome/footer.ts';
import { mailLegalLines } from '../chrome/legal-identity.ts';
import { formatPhone } from '../domain/phone.ts';
import { oneOrPerLocale } from '../content/localize.ts';
import { localPath } from './feedback.ts';
import { escapeHtml } from './mail-html.ts';
import type { AgencyIdentity } from './settings.ts';

/**
 * What the visitor's mails (the receipt, the newsletter's confirmation mail) share: the agency's
 * signature under the sign-off, and a link set apart with its full address below it (mail programs
 * that hide the link's label still show where it goes).
 */

/** The agency's postal address lines in a language (the city's name in that language, else Dutch). */
export function agencyAddress(agency: AgencyIdentity, locale: Locale): [string, string] {
	const city = agency.city[locale].trim() || agency.city.nl.trim();
	return [`${oneOrPerLocale(agency.street, locale)} ${agency.houseNumber}`.trim(), `${agency.zip} ${city}`.trim()];
}

/**
 * The place of an appointment in one of the office's slots, in a language: at the agency, with its
 * address on one line. The receipt, the reminder of a booked appointment and the appointment's
 * thank-you page all name it so.
 * @example officePlace(agency, 'nl') // => 'Op ons kantoor, Baljuwstraat 42, 1050 Elsene'
 */
export function officePlace(agency: AgencyIdentity, locale: Locale): string {
	return useTranslations(locale)('appointment.place.officeAt', { address: agencyAddress(agency, locale).join(', ') });
}

/**
 * The agency's signature in a language: name, address, phone, email and the site's home in that
 * language, then its legal identity in two lines as the footer states it (legal name, enterprise
 * number and register; BIV number and country: WVV art. 2:20, the BIV code of ethics).
 */
export type AgencySignature = { name: string; street: string; place: string; phoneLabel: string; phone: string; tel: string; email: string; home: string; legal: [string, string] };

/** The agency's signature of a mail in `locale`. */
export function agencySignature(agency: AgencyIdentity, locale: Locale, siteUrl: URL): AgencySignature {
	const [street, place] = agencyAddress(agency, locale);
	const t = useTranslations(locale);
	return {
		name: agency.name,
		street,
		place,
		phoneLabel: t('receipt.phone'),
		phone: formatPhone(agency.phone),
		tel: telHref(agency.phone),
		email: agency.email,
		home: new URL(localPath('/', locale), siteUrl).href,
		legal: mailLegalLines(agency, locale, t),
	};
}

/** The signature's lines of a plain-text mail. */
export function signatureLines(s: AgencySignature): string[] {
	return [s.name, s.street, s.place, `${s.phoneLabel} ${s.phone}`, s.email, s.home, ...s.legal];
}

/** The signature in HTML, every text and link escaped. */
export function signatureHtml(s: AgencySignature): string {
	const e = escapeHtml;
	const link = (href: string, text: string) => `<a href="${e(href)}">${e(text)}</a>`;
	return [`<strong>${e(s.name)}</strong>`, e(s.street), e(s.place), `${e(s.phoneLabel)} ${link(s.tel, s.phone)}`, link(`mailto:${s.email}`, s.email), link(s.home, new URL(s.home).hostname)].join('<br>') + `<br><span style="color:#555;font-size:0.85em">${s.legal.map(e).join('<br>')}</span>`;
}

/** A link set apart in HTML: its label in bold, its full address below; `after` (escaped) follows on its own line. */
export function linkBlockHtml(href: string, label: string, after?: string): string {
	const e = escapeHtml;
	return `<a href="${e(href)}" style="font-weight:bold">${e(label)}</a><br><span style="word-break:break-all">${e(href)}</span>${after === undefined ? '' : `<br>${e(after)}`}`;
}
