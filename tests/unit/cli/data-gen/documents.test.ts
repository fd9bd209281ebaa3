import { describe, expect, test } from 'vitest';
import { buildDocuments, documentKinds } from '../../../../src/cli/data-gen/media.ts';

const epc = documentKinds.findIndex((d) => d.file === 'epc');

describe('demo documents: the energy certificate is named as the pages name it where the listing stands (certificate-term.ts)', () => {
	test.each([
		{ rule: 'Flanders, Dutch: EPC', locale: 'nl', term: 'epc', expected: 'EPC-certificaat.pdf' },
		{ rule: 'Brussels or Wallonia, Dutch: EPB', locale: 'nl', term: 'epb', expected: 'EPB-certificaat.pdf' },
		{ rule: 'Flanders, French: PEB', locale: 'fr', term: 'epc', expected: 'Certificat PEB.pdf' },
		{ rule: 'Brussels or Wallonia, French: PEB', locale: 'fr', term: 'epb', expected: 'Certificat PEB.pdf' },
		{ rule: 'Brussels or Wallonia, English keeps its one name', locale: 'en', term: 'epb', expected: 'EPC certificate.pdf' },
		{ rule: 'Brussels or Wallonia, German keeps its one name', locale: 'de', term: 'epb', expected: 'Energieausweis.pdf' },
	] as const)('$rule', ({ locale, term, expected }) => {
		expect(buildDocuments([epc], 1042, locale, term, false)[0]?.Name).toBe(expected);
	});

	test('the other documents keep one name in every region', () => {
		const plan = documentKinds.findIndex((d) => d.file === 'plan');
		expect(buildDocuments([plan], 1042, 'nl', 'epb', false)[0]?.Name).toBe('Grondplan.pdf');
	});
});
