import { describe, expect, test } from 'vitest';
import { certificateKey, certificateTermOf, listingCertificateTerm } from '../../../src/lib/domain/certificate-term.ts';
import { useTranslations } from '../../../src/i18n/t.ts';

describe('spec §9 region by postcode names the certificate: EPC in Flanders, EPB in Brussels and Wallonia', () => {
	test.each([
		{ CountryID: 10, Zip: '1000', expected: 'epb', region: 'Brussels' },
		{ CountryID: 10, Zip: '1299', expected: 'epb', region: 'Brussels' },
		{ CountryID: 10, Zip: '1300', expected: 'epb', region: 'Wallonia' },
		{ CountryID: 10, Zip: '4000', expected: 'epb', region: 'Wallonia' },
		{ CountryID: 10, Zip: '7999', expected: 'epb', region: 'Wallonia' },
		{ CountryID: 10, Zip: '1500', expected: 'epc', region: 'Flanders' },
		{ CountryID: 10, Zip: '9000', expected: 'epc', region: 'Flanders' },
		{ CountryID: 10, Zip: 'B-1000', expected: 'epc', region: 'unknown' },
		{ CountryID: 50, Zip: '1180', expected: 'epc', region: 'Luxembourg' },
	])('$Zip ($region, country $CountryID) -> $expected', ({ CountryID, Zip, expected }) => {
		expect(listingCertificateTerm({ CountryID, Zip })).toBe(expected);
	});

	test.each([
		{ region: 'flanders', expected: 'epc' },
		{ region: 'brussels', expected: 'epb' },
		{ region: 'wallonia', expected: 'epb' },
		{ region: null, expected: 'epc' },
	] as const)('region $region -> $expected', ({ region, expected }) => {
		expect(certificateTermOf(region)).toBe(expected);
	});
});

describe('the texts that name the certificate, per language and term', () => {
	test.each([
		{ locale: 'nl', term: 'epc', heading: 'Energieprestatie (EPC)', card: 'EPC', endDate: 'EPC geldig tot', status: 'EPC-certificaat', scale: 'EPC-schaal Vlaanderen' },
		{ locale: 'nl', term: 'epb', heading: 'Energieprestatie (EPB)', card: 'EPB', endDate: 'EPB geldig tot', status: 'EPB-certificaat', scale: 'EPB-schaal Vlaanderen' },
		{ locale: 'fr', term: 'epc', heading: 'Performance énergétique (PEB)', card: 'PEB', endDate: 'Certificat valable jusqu’au', status: 'Certificat PEB', scale: 'Échelle PEB de Vlaanderen' },
		{ locale: 'fr', term: 'epb', heading: 'Performance énergétique (PEB)', card: 'PEB', endDate: 'Certificat valable jusqu’au', status: 'Certificat PEB', scale: 'Échelle PEB de Vlaanderen' },
	] as const)('$locale, $term: "$heading", "$card"', ({ locale, term, heading, card, endDate, status, scale }) => {
		const t = useTranslations(locale);
		expect(t(certificateKey('detail.epc.heading', term))).toBe(heading);
		expect(t(certificateKey('card.epc', term))).toBe(card);
		expect(t(certificateKey('detail.attr.epcEndDate', term))).toBe(endDate);
		expect(t(certificateKey('detail.attr.epcStatus', term))).toBe(status);
		expect(t(certificateKey('detail.epc.scale', term), { region: 'Vlaanderen' })).toBe(scale);
	});
});

describe("Flemish advertising rules call the certificate's code its \"unieke code\": the certificate row says so, and the CRM's own code reads as a file code", () => {
	test.each([
		{ locale: 'nl', term: 'epc', certificate: 'Unieke code EPC', file: 'Dossiercode' },
		{ locale: 'nl', term: 'epb', certificate: 'Unieke code EPB', file: 'Dossiercode' },
		{ locale: 'fr', term: 'epb', certificate: 'Code unique du certificat', file: 'Code du dossier' },
		{ locale: 'en', term: 'epc', certificate: 'EPC unique code', file: 'File code' },
		{ locale: 'de', term: 'epc', certificate: 'Eindeutiger Code des Energieausweises', file: 'Dossiercode' },
	] as const)('$locale, $term: "$certificate", "$file"', ({ locale, term, certificate, file }) => {
		const t = useTranslations(locale);
		expect(t(certificateKey('detail.attr.epcCertificate', term))).toBe(certificate);
		expect(t('detail.attr.uniqueCode')).toBe(file);
		expect(t('detail.attr.uniqueCode')).not.toMatch(/unie|uniq|eindeutig/i);
	});
});
