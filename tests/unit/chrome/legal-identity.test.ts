import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations } from '../../../src/i18n/t.ts';
import { registrationView, type LegalIdentitySource } from '../../../src/lib/chrome/legal-identity.ts';
import { SiteConfigSchema } from '../../../src/schemas/site.ts';
import { demoExport, issuesOf, type RawRecord } from '../data/support/demo-export.ts';

const per = (nl: string, fr: string, en = nl, de = nl) => ({ nl, fr, en, de });
const bare: LegalIdentitySource = { name: 'Immo Test', legalName: per('Immo Test BV', 'Immo Test SRL'), vatNumber: 'BE 0123.456.749', ipiNumber: '100 200', supervisor: 'BIV' };
const full: LegalIdentitySource = {
	...bare,
	register: per('RPR Gent', 'RPM Gand', 'RLE Ghent', 'RJP Gent'),
	insurance: { insurer: 'Verzekeraar NV', policyNumber: 'P-1' },
	disputeBody: { name: per('Ombudsman voor vastgoed', 'Ombudsman de l’immobilier'), url: 'https://www.ombudsimmo.be' },
};
const lines = (agency: LegalIdentitySource, locale: Locale) => registrationView(agency, locale, useTranslations(locale));

describe('WVV 2:20, WER III.74 and book XVI: the footer states register, insurer and dispute body when site.json gives them', () => {
	test.each([
		{ locale: 'nl', enterprise: 'Ondernemingsnummer en btw: BE 0123.456.749, RPR Gent', insurance: 'Beroepsaansprakelijkheid verzekerd bij Verzekeraar NV, polis P-1, dekking: België', dispute: 'Buitengerechtelijke regeling van consumentengeschillen:' },
		{ locale: 'fr', enterprise: 'Numéro d’entreprise et TVA\u00a0: BE 0123.456.749, RPM Gand', insurance: 'Responsabilité civile professionnelle assurée auprès de Verzekeraar NV, police P-1, couverture\u00a0: Belgique', dispute: 'Règlement extrajudiciaire des litiges de consommation\u00a0:' },
		{ locale: 'en', enterprise: 'Enterprise and VAT number: BE 0123.456.749, RLE Ghent', insurance: 'Professional liability insured with Verzekeraar NV, policy P-1, cover: Belgium', dispute: 'Out-of-court settlement of consumer disputes:' },
		{ locale: 'de', enterprise: 'Unternehmens- und MwSt.-Nummer: BE 0123.456.749, RJP Gent', insurance: 'Berufshaftpflicht versichert bei Verzekeraar NV, Police P-1, Deckung: Belgien', dispute: 'Außergerichtliche Beilegung von Verbraucherstreitigkeiten:' },
	] as const)('in $locale: register beside the enterprise number, insurer with Belgium as default cover, dispute body with its link', ({ locale, enterprise, insurance, dispute }) => {
		const view = lines(full, locale);
		expect(view.lines[0]).toBe(enterprise);
		expect(view.lines.at(-1)).toBe(insurance);
		expect(view.disputeBody).toEqual({ label: dispute, name: locale === 'fr' ? 'Ombudsman de l’immobilier' : 'Ombudsman voor vastgoed', url: 'https://www.ombudsimmo.be' });
	});

	test('a cover given in site.json replaces Belgium', () => {
		const view = lines({ ...full, insurance: { insurer: 'X NV', policyNumber: '7', cover: per('Europese Unie', 'Union européenne') } }, 'fr');
		expect(view.lines.at(-1)).toBe('Responsabilité civile professionnelle assurée auprès de X NV, police 7, couverture\u00a0: Union européenne');
	});

	test.each(['nl', 'fr', 'en', 'de'] as const)('without them (or blank) in %s the block is as before: no empty label', (locale) => {
		const t = useTranslations(locale);
		const before = [t('footer.enterpriseNumber', { number: 'BE 0123.456.749' }), t('footer.ipi', { number: '100 200' }), t('footer.supervisor', { name: 'BIV' }), t('footer.deontology')];
		expect(lines(bare, locale)).toEqual({ lines: before, disputeBody: null });
		const blank = { ...bare, register: per('', ''), insurance: { insurer: ' ', policyNumber: '1' }, disputeBody: { name: '', url: 'https://x.example' } };
		expect(lines(blank, locale)).toEqual({ lines: before, disputeBody: null });
	});
});

describe('site.json agency: register, insurance and disputeBody are optional', () => {
	const agencyOf = (change: (agency: RawRecord) => void) => {
		const raw = demoExport();
		change((raw.site as RawRecord)['agency'] as RawRecord);
		return raw;
	};

	test('the demo agency carries all three, and the schema keeps them', () => {
		const site = v.parse(SiteConfigSchema, demoExport().site);
		expect(site.agency.register).toEqual({ nl: 'RPR Brussel', fr: 'RPM Bruxelles', en: 'RLE Brussels', de: 'RJP Brüssel' });
		expect(site.agency.insurance?.policyNumber).toBe('BA 2019-0457');
		expect(site.agency.disputeBody?.url).toBe('https://www.ombudsimmo.be');
	});

	test('an agency without them is valid', () => {
		const raw = agencyOf((agency) => {
			delete agency['register'];
			delete agency['insurance'];
			delete agency['disputeBody'];
		});
		expect(issuesOf(raw)).toEqual([]);
	});

	test.each([
		{ change: (a: RawRecord) => (a['disputeBody'] = { name: 'Ombudsman', url: 'http://ombuds.example' }), path: 'agency.disputeBody.url', message: 'disputeBody.url must be an https URL' },
		{ change: (a: RawRecord) => (a['insurance'] = { insurer: 'X NV', policyNumber: ' ' }), path: 'agency.insurance.policyNumber', message: 'insurance.policyNumber must not be blank' },
	])('a bad $path is named by its place in site.json', ({ change, path, message }) => {
		expect(issuesOf(agencyOf(change))).toEqual([{ file: 'site.json', record: 'site config', path, message }]);
	});
});
