import { describe, expect, test } from 'vitest';
import { belgianZipProblem, energyLabelProblem, luxembourgLabelProblem, originalTitleProblem } from '../../../src/lib/data/listing-values.ts';
import type { DataIssue } from '../../../src/lib/data/parse-data.ts';
import { dataFiles } from '../../../src/schemas/index.ts';
import { demoExport, issuesOf, type Raw, type RawRecord } from './support/demo-export.ts';

describe('required texts are not blank after trimming', () => {
	test.each([
		{ language: 'nl', title: 'Villa', problem: null },
		{ language: 'nl', title: '   ', problem: 'Blank: the Dutch title (original language) is required' },
		{ language: 'nl', title: '', problem: 'Blank: the Dutch title (original language) is required' },
		{ language: 'nl', title: '\t\n', problem: 'Blank: the Dutch title (original language) is required' },
		{ language: 'fr', title: '  ', problem: null },
		{ language: 'de', title: '', problem: null },
	])('a $language title $title', ({ language, title, problem }) => {
		expect(originalTitleProblem({ Language: language, Title: title })).toBe(problem);
	});
});

describe('spec §9: a Belgian postcode lies in one of the regions', () => {
	test.each([
		{ country: 10, zip: '1000', problem: null },
		{ country: 10, zip: '9999', problem: null },
		{ country: 10, zip: '0999', problem: 'A Belgian postcode (CountryID 10) is 1000 to 9999' },
		{ country: 10, zip: '0000', problem: 'A Belgian postcode (CountryID 10) is 1000 to 9999' },
		{ country: 50, zip: '0999', problem: null },
		{ country: 50, zip: '1468', problem: null },
	])('country $country, zip $zip', ({ country, zip, problem }) => {
		expect(belgianZipProblem(country, zip)).toBe(problem);
	});
});

describe('spec §9: a Belgian Energy.Label is a band label of its region', () => {
	const flanders = 'Not a band label of the flanders scale (spec §9): expected a_plus, a, b, c, d, e or f';
	test.each([
		{ zip: '9000', label: 'c', problem: null },
		{ zip: '9000', label: 'a_plus', problem: null },
		{ zip: '9000', label: null, problem: null },
		{ zip: '9000', label: 'zz', problem: flanders },
		{ zip: '9000', label: 'C', problem: flanders },
		{ zip: '9000', label: 'g', problem: flanders },
		{ zip: '9000', label: 'a_plusplus', problem: flanders },
		{ zip: '5000', label: 'a_plusplus', problem: null },
		{ zip: '5000', label: 'g', problem: null },
		{ zip: '1050', label: 'f_sub', problem: null },
		{ zip: '1050', label: 'a_plusplus', problem: expect.stringContaining('Not a band label of the brussels scale') as unknown as string },
		{ zip: '0999', label: 'zz', problem: null },
	])('zip $zip, label $label', ({ zip, label, problem }) => {
		expect(energyLabelProblem(10, zip, label)).toEqual(problem);
	});
});

describe('Luxembourg label text: free, but short and not blank when present', () => {
	test.each([
		{ text: 'B', problem: null },
		{ text: 'A+', problem: null },
		{ text: null, problem: null },
		{ text: undefined, problem: null },
		{ text: '', problem: 'A Luxembourg energy label is not blank' },
		{ text: '   ', problem: 'A Luxembourg energy label is not blank' },
		{ text: 'Classe énergétique B', problem: 'A Luxembourg energy label is at most 10 characters' },
	])('label text $text', ({ text, problem }) => {
		expect(luxembourgLabelProblem(text)).toBe(problem);
		expect(energyLabelProblem(50, '1468', text)).toBe(problem);
	});
});


/** Changes one record of the demo export (found by id and language) and returns the issues. */
function issuesAfter(key: keyof Raw, id: number, language: string, change: (r: RawRecord) => void): DataIssue[] {
	const raw = demoExport();
	change((raw[key] as RawRecord[]).find((r) => r['ID'] === id && r['Language'] === language)!);
	return issuesOf(raw);
}

describe('the export refuses these values, naming file, record and field', () => {
	const demo = demoExport();
	const luxembourg = (demo.properties as RawRecord[]).find((r) => r['CountryID'] === 50 && r['Language'] === 'nl' && r['EPCLabelText'] != null)!;
	const luxembourgId = luxembourg['ID'] as number;
	test.each([
		{ value: 'a negative price', key: 'properties', id: 1001, lang: 'nl', change: (r: RawRecord) => (r['Price'] = -1500), path: 'Price', message: 'Invalid value: Expected >=0 but received -1500' },
		{ value: 'a blank Dutch title', key: 'properties', id: 1029, lang: 'nl', change: (r: RawRecord) => (r['Title'] = '   '), path: 'Title', message: 'Blank: the Dutch title (original language) is required' },
		{ value: 'an empty reference', key: 'properties', id: 1004, lang: 'fr', change: (r: RawRecord) => (r['RecordFile'] = ''), path: 'RecordFile', message: 'Blank: expected a text other than whitespace' },
		{ value: 'a blank city', key: 'properties', id: 1004, lang: 'en', change: (r: RawRecord) => (r['City'] = '  '), path: 'City', message: 'Blank: expected a text other than whitespace' },
		{ value: 'a blank project city', key: 'projects', id: 501, lang: 'fr', change: (r: RawRecord) => (r['City'] = ' '), path: 'City', message: 'Blank: expected a text other than whitespace' },
		{ value: 'a blank Dutch project title', key: 'projects', id: 501, lang: 'nl', change: (r: RawRecord) => (r['Title'] = ''), path: 'Title', message: 'Blank: the Dutch title (original language) is required' },
		{ value: 'an unknown Belgian label', key: 'properties', id: 1009, lang: 'de', change: (r: RawRecord) => ((r['Energy'] as RawRecord)['Label'] = 'zz'), path: 'Energy.Label', message: expect.stringContaining('Not a band label of the') as unknown as string },
		{ value: 'a Belgian zip outside the regions', key: 'properties', id: 1001, lang: 'nl', change: (r: RawRecord) => (r['Zip'] = '0999'), path: 'Zip', message: 'A Belgian postcode (CountryID 10) is 1000 to 9999' },
		{ value: 'a blank Luxembourg label text', key: 'properties', id: luxembourgId, lang: 'nl', change: (r: RawRecord) => (r['EPCLabelText'] = ' '), path: 'EPCLabelText', message: 'A Luxembourg energy label is not blank' },
	] as const)('$value', ({ key, id, lang, change, path, message }) => {
		const issues = issuesAfter(key, id, lang, change);
		expect(issues[0]).toEqual({ file: dataFiles[key].file, record: `record ${id} (${lang})`, path, message });
	});

	test('a blank French or German title is allowed (it falls back on the Dutch one)', () => {
		expect(issuesAfter('properties', 1029, 'fr', (r) => (r['Title'] = ' '))).toEqual([]);
	});
});
