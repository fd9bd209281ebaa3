import { describe, expect, test } from 'vitest';
import { availabilityProblem, belgianZipProblem, coordinateProblem, energyLabelProblem, luxembourgLabelProblem, originalTitleProblem, webIdsProblem } from '../../../src/lib/data/listing-values.ts';
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

describe('spec §3 Goal and §4 availability: a listing is in a state of its own goal', () => {
	const sale = 'A listing for sale (Goal 0) is for_sale, under_offer, sold or sold_out, not';
	const rent = (goal: number) => `A listing for rent (Goal ${goal}) is for_rent, under_offer or rented, not`;
	test.each([
		{ goal: 0, status: 'for_sale', problem: null },
		{ goal: 0, status: 'under_offer', problem: null },
		{ goal: 0, status: 'sold', problem: null },
		{ goal: 0, status: 'sold_out', problem: null },
		{ goal: 0, status: 'rented', problem: `${sale} rented` },
		{ goal: 0, status: 'for_rent', problem: `${sale} for_rent` },
		{ goal: 1, status: 'for_rent', problem: null },
		{ goal: 1, status: 'under_offer', problem: null },
		{ goal: 1, status: 'rented', problem: null },
		{ goal: 1, status: 'sold', problem: `${rent(1)} sold` },
		{ goal: 1, status: 'for_sale', problem: `${rent(1)} for_sale` },
		{ goal: 2, status: 'sold_out', problem: `${rent(2)} sold_out` },
	])('goal $goal, $status', ({ goal, status, problem }) => {
		expect(availabilityProblem(goal, status)).toBe(problem);
	});
});

describe('spec §3 WebIDs: the main type is one of the listing\'s types', () => {
	test.each([
		{ webId: 2, webIds: '2', problem: null },
		{ webId: 2, webIds: '2,8', problem: null },
		{ webId: 8, webIds: '2,8', problem: null },
		{ webId: 7, webIds: '2', problem: 'WebIDs "2" leaves out the main type, WebID 7: the type filter and the search read WebIDs' },
		{ webId: 1, webIds: '10', problem: 'WebIDs "10" leaves out the main type, WebID 1: the type filter and the search read WebIDs' },
	])('WebID $webId, WebIDs $webIds', ({ webId, webIds, problem }) => {
		expect(webIdsProblem(webId, webIds)).toBe(problem);
	});
});

describe('the coordinates of a listing or project lie in Belgium or Luxembourg (CountryID 10, 50)', () => {
	const box = 'lies outside Belgium and Luxembourg (Latitude 49 to 51.8, Longitude 2.3 to 6.6)';
	const fix = 'correct them in the CRM, or leave both out (no map pin)';
	test.each([
		{ place: 'Brussels', lat: 50.83, lng: 4.53, problem: null },
		{ place: 'De Panne (west)', lat: 51.1, lng: 2.55, problem: null },
		{ place: 'Ouren (east)', lat: 50.14, lng: 6.14, problem: null },
		{ place: 'Luxembourg City', lat: 49.61, lng: 6.13, problem: null },
		{ place: 'Dudelange (south)', lat: 49.48, lng: 6.09, problem: null },
		{ place: 'Hoogstraten (north)', lat: 51.47, lng: 4.77, problem: null },
		{ place: 'no coordinates', lat: null, lng: null, problem: null },
		{ place: 'no coordinates (absent)', lat: undefined, lng: undefined, problem: null },
		{ place: 'a lone coordinate: only a latitude', lat: 50.83, lng: undefined, problem: { field: 'Longitude', message: 'Latitude 50.83 is given without Longitude: give both, or leave both out (no map pin)' } },
		{ place: 'a lone coordinate: only a longitude', lat: null, lng: 4.53, problem: { field: 'Latitude', message: 'Longitude 4.53 is given without Latitude: give both, or leave both out (no map pin)' } },
		{ place: 'a lone coordinate: a latitude of 0 is given', lat: 0, lng: null, problem: { field: 'Longitude', message: 'Latitude 0 is given without Longitude: give both, or leave both out (no map pin)' } },
		{ place: 'Brussels swapped', lat: 4.53, lng: 50.83, problem: { field: 'Latitude', message: `4.53 (Longitude 50.83) ${box}: Latitude and Longitude look swapped` } },
		{ place: 'Luxembourg swapped', lat: 6.13, lng: 49.61, problem: { field: 'Latitude', message: `6.13 (Longitude 49.61) ${box}: Latitude and Longitude look swapped` } },
		{ place: '0, 0 (off Africa)', lat: 0, lng: 0, problem: { field: 'Latitude', message: `0 (Longitude 0) ${box}: ${fix}` } },
		{ place: 'Paris', lat: 48.86, lng: 2.35, problem: { field: 'Latitude', message: `48.86 (Longitude 2.35) ${box}: ${fix}` } },
		{ place: 'a Belgian latitude with the longitude of London', lat: 51.5, lng: -0.12, problem: { field: 'Longitude', message: `-0.12 (Latitude 51.5) ${box}: ${fix}` } },
	])('$place ($lat, $lng)', ({ lat, lng, problem }) => {
		expect(coordinateProblem(lat, lng)).toEqual(problem);
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
		{ value: 'a sale marked rented', key: 'properties', id: 1006, lang: 'nl', change: (r: RawRecord) => ((r['Availability'] as RawRecord)['Status'] = 'rented'), path: 'Availability.Status', message: 'A listing for sale (Goal 0) is for_sale, under_offer, sold or sold_out, not rented' },
		{ value: 'a main type left out of WebIDs', key: 'properties', id: 1001, lang: 'fr', change: (r: RawRecord) => (r['WebIDs'] = r['WebID'] === 7 ? '2' : '7'), path: 'WebIDs', message: expect.stringContaining('leaves out the main type') as unknown as string },
		{ value: 'an energy figure of 1e400 (Infinity)', key: 'properties', id: 1004, lang: 'en', change: (r: RawRecord) => (r['EnergyPerformance'] = Number.POSITIVE_INFINITY), path: 'EnergyPerformance', message: 'Must be a finite number' },
		{ value: 'an infinite specific energy use', key: 'properties', id: 1004, lang: 'nl', change: (r: RawRecord) => ((r['Energy'] as RawRecord)['Specific'] = Number.NEGATIVE_INFINITY), path: 'Energy.Specific', message: 'Must be a finite number' },
		{ value: 'a listing with Latitude and Longitude swapped', key: 'properties', id: 1004, lang: 'fr', change: (r: RawRecord) => ([r['Latitude'], r['Longitude']] = [r['Longitude'], r['Latitude']]), path: 'Latitude', message: expect.stringMatching(/lies outside Belgium and Luxembourg .*: Latitude and Longitude look swapped$/) as unknown as string },
		{ value: 'a listing at 0, 0', key: 'properties', id: 1001, lang: 'nl', change: (r: RawRecord) => ([r['Latitude'], r['Longitude']] = [0, 0]), path: 'Latitude', message: expect.stringMatching(/^0 \(Longitude 0\) lies outside Belgium and Luxembourg/) as unknown as string },
		{ value: 'a project with Latitude and Longitude swapped', key: 'projects', id: 501, lang: 'en', change: (r: RawRecord) => ([r['Latitude'], r['Longitude']] = [r['Longitude'], r['Latitude']]), path: 'Latitude', message: expect.stringMatching(/Latitude and Longitude look swapped$/) as unknown as string },
		{ value: 'a project latitude out of range', key: 'projects', id: 501, lang: 'de', change: (r: RawRecord) => (r['Latitude'] = 500), path: 'Latitude', message: 'Invalid value: Expected <=90 but received 500' },
		{ value: 'a listing with a lone coordinate (Longitude left out)', key: 'properties', id: 1004, lang: 'nl', change: (r: RawRecord) => delete r['Longitude'], path: 'Longitude', message: expect.stringMatching(/^Latitude [\d.]+ is given without Longitude: give both, or leave both out \(no map pin\)$/) as unknown as string },
		{ value: 'a project with a lone coordinate (Latitude null)', key: 'projects', id: 501, lang: 'fr', change: (r: RawRecord) => (r['Latitude'] = null), path: 'Latitude', message: expect.stringMatching(/^Longitude [\d.]+ is given without Latitude: give both, or leave both out \(no map pin\)$/) as unknown as string },
		{ value: 'a project longitude out of range', key: 'projects', id: 501, lang: 'nl', change: (r: RawRecord) => (r['Longitude'] = -900), path: 'Longitude', message: 'Invalid value: Expected >=-180 but received -900' },
	] as const)('$value', ({ key, id, lang, change, path, message }) => {
		const issues = issuesAfter(key, id, lang, change);
		expect(issues[0]).toEqual({ file: dataFiles[key].file, record: `record ${id} (${lang})`, path, message });
	});

	test('a blank French or German title is allowed (it falls back on the Dutch one)', () => {
		expect(issuesAfter('properties', 1029, 'fr', (r) => (r['Title'] = ' '))).toEqual([]);
	});
});
