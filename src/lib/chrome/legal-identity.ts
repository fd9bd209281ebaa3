import type { Locale } from '../../../i18n/locales.ts';
import type { Translate } from '../../i18n/create-t.ts';
import type { UiKey } from '../../i18n/t.ts';
import { oneOrPerLocale, type OneOrPerLocale } from '../content/localize.ts';

/**
 * The agency's legal identity as the footer and the mails state it (Belgian rules: WVV art. 2:20
 * name, legal form, enterprise number and register of legal entities; the BIV code of ethics: BIV
 * number and the country where it was granted; WER art. III.74 the professional liability insurer
 * and its cover; WER book XVI the consumer dispute body). One formatter for both, from the
 * footer's UI strings.
 *
 * Choices where the issue is silent:
 * - The register, the insurance and the dispute body are optional: without them (or with a blank
 *   text in every language) their line is left out, never shown as an empty label.
 * - An insurance without `cover` covers Belgium (`footer.insuranceCoverBelgium`).
 * - A mail carries two lines under its signature: the legal name, the enterprise number and the
 *   register; then the BIV number with its country. The supervisor, the insurer and the dispute
 *   body stay on the site (footer, disclaimer), to keep the mail short.
 */

/** What the legal identity needs of the agency of `site.json`. */
export type LegalIdentitySource = {
	name: string;
	legalName: OneOrPerLocale;
	vatNumber: string;
	ipiNumber: string;
	supervisor?: OneOrPerLocale;
	register?: OneOrPerLocale | null | undefined;
	insurance?: { insurer: OneOrPerLocale; policyNumber: string; cover?: OneOrPerLocale | null | undefined } | null | undefined;
	disputeBody?: { name: OneOrPerLocale; url: string } | null | undefined;
};

/** The footer's registration block in a language: one text per line, and the dispute body's link. */
export type RegistrationView = { lines: string[]; disputeBody: { label: string; name: string; url: string } | null };

/** An optional text in a language, or '' when it is not given. */
function optionalText(text: OneOrPerLocale | null | undefined, locale: Locale): string {
	return text == null ? '' : oneOrPerLocale(text, locale).trim();
}

/**
 * The enterprise number, with the register of legal entities when given.
 * @example enterpriseLine(agency, 'nl', t) // => 'Ondernemingsnummer en btw: BE 0765.432.146, RPR Brussel'
 */
export function enterpriseLine(agency: LegalIdentitySource, locale: Locale, t: Translate<UiKey>): string {
	const register = optionalText(agency.register, locale);
	return register === '' ? t('footer.enterpriseNumber', { number: agency.vatNumber }) : t('footer.enterpriseNumberRegister', { number: agency.vatNumber, register });
}

/**
 * The footer's registration lines in a language: enterprise number (and register), BIV number
 * and country, supervisor, code of ethics, insurer; then the dispute body, shown as a link.
 * @example registrationView(agency, 'fr', t).lines[1] // => 'Agent immobilier intermédiaire agréé, numéro IPI 512 345 (Belgique)'
 */
export function registrationView(agency: LegalIdentitySource, locale: Locale, t: Translate<UiKey>): RegistrationView {
	const lines = [enterpriseLine(agency, locale, t), t('footer.ipi', { number: agency.ipiNumber })];
	const supervisor = optionalText(agency.supervisor, locale);
	if (supervisor !== '') lines.push(t('footer.supervisor', { name: supervisor }));
	lines.push(t('footer.deontology'));
	const insurance = agency.insurance;
	const insurer = optionalText(insurance?.insurer, locale);
	if (insurance && insurer !== '') {
		const cover = optionalText(insurance.cover, locale) || t('footer.insuranceCoverBelgium');
		lines.push(t('footer.insurance', { insurer, policy: insurance.policyNumber.trim(), cover }));
	}
	const disputeName = optionalText(agency.disputeBody?.name, locale);
	const disputeBody = agency.disputeBody && disputeName !== '' ? { label: t('footer.disputeBody'), name: disputeName, url: agency.disputeBody.url } : null;
	return { lines, disputeBody };
}

/**
 * The two lines of the legal identity under a mail's signature.
 * @example mailLegalLines(agency, 'nl', t) // => ['Immo Drieland BV · Ondernemingsnummer en btw: BE 0765.432.146, RPR Brussel', 'Erkend vastgoedmakelaar-bemiddelaar, BIV-nummer 512 345 (België)']
 */
export function mailLegalLines(agency: LegalIdentitySource, locale: Locale, t: Translate<UiKey>): [string, string] {
	const legalName = optionalText(agency.legalName, locale) || agency.name;
	return [`${legalName} · ${enterpriseLine(agency, locale, t)}`, t('footer.ipi', { number: agency.ipiNumber })];
}
