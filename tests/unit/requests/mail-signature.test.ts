import { describe, expect, test } from 'vitest';
import { agencySignature, signatureHtml, signatureLines } from '../../../src/lib/requests/mail-signature.ts';
import type { AgencyIdentity } from '../../../src/lib/requests/settings.ts';

/**
 * WVV art. 2:20 and the BIV code of ethics: every mail of the agency names its legal name and form,
 * enterprise number and register, and its BIV number with the country, as the footer does, in the
 * mail's language, under the signature of the plain text and of the HTML part.
 */

const agency: AgencyIdentity = {
	name: 'Immo Drieland',
	street: { nl: 'Baljuwstraat', fr: 'Rue du Bailli', en: 'Rue du Bailli', de: 'Rue du Bailli' },
	houseNumber: '42',
	zip: '1050',
	city: { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' },
	phone: '026401234',
	email: 'info@immo-drieland.example',
	legalName: { nl: 'Immo Drieland BV', fr: 'Immo Drieland SRL', en: 'Immo Drieland BV', de: 'Immo Drieland BV' },
	vatNumber: 'BE 0765.432.146',
	ipiNumber: '512 345',
	register: { nl: 'RPR Brussel', fr: 'RPM Bruxelles', en: 'RLE Brussels', de: 'RJP Brüssel' },
};
const siteUrl = new URL('https://www.immo-drieland.example/');

describe('the legal identity under every mail signature, per language', () => {
	test.each([
		{ locale: 'nl', legal: ['Immo Drieland BV · Ondernemingsnummer en btw: BE 0765.432.146, RPR Brussel', 'Erkend vastgoedmakelaar-bemiddelaar, BIV-nummer 512 345 (België)'] },
		{ locale: 'fr', legal: ['Immo Drieland SRL · Numéro d’entreprise et TVA\u00a0: BE 0765.432.146, RPM Bruxelles', 'Agent immobilier intermédiaire agréé, numéro IPI 512 345 (Belgique)'] },
		{ locale: 'en', legal: ['Immo Drieland BV · Enterprise and VAT number: BE 0765.432.146, RLE Brussels', 'Licensed real estate agent (intermediary), BIV/IPI number 512 345 (Belgium)'] },
		{ locale: 'de', legal: ['Immo Drieland BV · Unternehmens- und MwSt.-Nummer: BE 0765.432.146, RJP Brüssel', 'Zugelassener Immobilienmakler (Vermittler), BIV/IPI-Nummer 512 345 (Belgien)'] },
	] as const)('$locale: the two last lines of the plain text, and the HTML part', ({ locale, legal }) => {
		const signature = agencySignature(agency, locale, siteUrl);
		expect(signatureLines(signature).slice(-2)).toEqual(legal);
		const html = signatureHtml(signature);
		for (const line of legal) expect(html).toContain(line);
	});

	test('without a register the first line ends with the enterprise number; HTML is escaped', () => {
		const signature = agencySignature({ ...agency, register: null, legalName: 'Immo <A&B> BV' }, 'en', siteUrl);
		expect(signatureLines(signature).at(-2)).toBe('Immo <A&B> BV · Enterprise and VAT number: BE 0765.432.146');
		expect(signatureHtml(signature)).toContain('Immo &lt;A&amp;B&gt; BV · Enterprise and VAT number: BE 0765.432.146<br>');
	});
});
