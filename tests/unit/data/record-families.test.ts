import { describe, expect, test } from 'vitest';
import { parseDataSet, type DataIssue } from '../../../src/lib/data/parse-data.ts';
import { demoExport, issuesOf, type Raw, type RawRecord } from './support/demo-export.ts';


const recordsOf = (raw: Raw, key: keyof Raw) => raw[key] as RawRecord[];
const isRecord = (id: number, language?: string) => (r: RawRecord) => r['ID'] === id && (language === undefined || r['Language'] === language);
const without = (raw: Raw, key: keyof Raw, drop: (r: RawRecord) => boolean) => {
	(raw[key] as RawRecord[]) = recordsOf(raw, key).filter((r) => !drop(r));
};
const edit = (raw: Raw, key: keyof Raw, pick: (r: RawRecord) => boolean, change: (r: RawRecord) => void) => {
	recordsOf(raw, key).filter(pick).forEach(change);
};
const duplicate = (raw: Raw, key: keyof Raw, pick: (r: RawRecord) => boolean, change: (r: RawRecord) => void = () => {}) => {
	const copy = structuredClone(recordsOf(raw, key).find(pick)!);
	change(copy);
	recordsOf(raw, key).push(copy);
};
const useLanguages = (raw: Raw, codes: string[]) => {
	(raw.site as RawRecord)['languages'] = ['nl', 'fr', 'en', 'de'].map((code) => ({ code, use: codes.includes(code) }));
};

const everyLanguage = 'every listing needs one in each language of the site (nl, fr, en, de)';

const cases: { rule: string; damage: (raw: Raw) => void; issues: DataIssue[] }[] = [
	{
		rule: 'spec §3 once per language: a listing without its French record',
		damage: (raw) => without(raw, 'properties', isRecord(1004, 'fr')),
		issues: [{ file: 'properties.json', record: 'record 1004', path: 'Language', message: `No fr record: ${everyLanguage}` }],
	},
	{
		rule: 'spec §3 once per language: a listing without its Dutch record, the original language',
		damage: (raw) => without(raw, 'properties', isRecord(1004, 'nl')),
		issues: [{ file: 'properties.json', record: 'record 1004', path: 'Language', message: 'No nl record: nl is the original language, which every listing needs' }],
	},
	{
		rule: 'spec §3 once per language: only the languages the site uses are required',
		damage: (raw) => {
			useLanguages(raw, ['nl', 'fr', 'en']);
			without(raw, 'properties', isRecord(1004, 'de'));
			without(raw, 'projects', isRecord(501, 'de'));
		},
		issues: [],
	},
	{
		rule: 'spec §3 once per language: a listing missing two languages is named twice',
		damage: (raw) => without(raw, 'properties', (r) => r['ID'] === 1004 && (r['Language'] === 'en' || r['Language'] === 'de')),
		issues: [
			{ file: 'properties.json', record: 'record 1004', path: 'Language', message: `No en record: ${everyLanguage}` },
			{ file: 'properties.json', record: 'record 1004', path: 'Language', message: `No de record: ${everyLanguage}` },
		],
	},
	{
		rule: 'spec §3 once per language: a project without its English record',
		damage: (raw) => without(raw, 'projects', isRecord(502, 'en')),
		issues: [{ file: 'projects.json', record: 'record 502', path: 'Language', message: 'No en record: every project needs one in each language of the site (nl, fr, en, de)' }],
	},
	{
		rule: 'spec §3 once per language: a property type (WebID 7, land) without its French record',
		damage: (raw) => without(raw, 'propertyTypes', (r) => r['WebID'] === 7 && r['Language'] === 'fr'),
		issues: [{ file: 'property-types.json', record: 'WebID 7', path: 'Language', message: 'No fr record: every property type needs one in each language of the site (nl, fr, en, de)' }],
	},
	{
		rule: 'one record per id and language: a second Dutch record of a listing',
		damage: (raw) => duplicate(raw, 'properties', isRecord(1004, 'nl'), (r) => (r['Title'] = 'DUPLICATE TITLE')),
		issues: [{ file: 'properties.json', record: 'record 1004 (nl)', path: 'ID', message: 'Duplicate: 2 records with ID 1004 in nl; each listing has one record per language' }],
	},
	{
		rule: 'one record per id and language: an exact copy counts the same',
		damage: (raw) => {
			duplicate(raw, 'properties', isRecord(1011, 'fr'));
			duplicate(raw, 'properties', isRecord(1011, 'fr'));
		},
		issues: [{ file: 'properties.json', record: 'record 1011 (fr)', path: 'ID', message: 'Duplicate: 3 records with ID 1011 in fr; each listing has one record per language' }],
	},
	{
		rule: 'one record per id and language: projects',
		damage: (raw) => duplicate(raw, 'projects', isRecord(503, 'de')),
		issues: [{ file: 'projects.json', record: 'record 503 (de)', path: 'ID', message: 'Duplicate: 2 records with ID 503 in de; each project has one record per language' }],
	},
	{
		rule: 'one record per id and language: articles',
		damage: (raw) => duplicate(raw, 'articles', isRecord(1, 'nl')),
		issues: [{ file: 'articles.json', record: 'record 1 (nl)', path: 'ID', message: 'Duplicate: 2 records with ID 1 in nl; each article has one record per language' }],
	},
	{
		rule: 'one record per id and language: testimonials',
		damage: (raw) => duplicate(raw, 'testimonials', isRecord(1, 'en')),
		issues: [{ file: 'testimonials.json', record: 'record 1 (en)', path: 'ID', message: 'Duplicate: 2 records with ID 1 in en; each testimonial has one record per language' }],
	},
	{
		rule: 'language-independent fields agree: Goal (of a listing under offer, which either goal allows)',
		damage: (raw) => edit(raw, 'properties', isRecord(1010, 'fr'), (r) => (r['Goal'] = 1)),
		issues: [{ file: 'properties.json', record: 'record 1010', path: 'Goal', message: 'Differs between its language records: 0 in nl, en, de; 1 in fr' }],
	},
	{
		rule: 'language-independent fields agree: Price and PublishPrice',
		damage: (raw) =>
			edit(raw, 'properties', isRecord(1004, 'de'), (r) => {
				r['Price'] = 1;
				r['PublishPrice'] = false;
			}),
		issues: [
			{ file: 'properties.json', record: 'record 1004', path: 'PublishPrice', message: 'Differs between its language records: true in nl, fr, en; false in de' },
			{ file: 'properties.json', record: 'record 1004', path: 'Price', message: 'Differs between its language records: 600000 in nl, fr, en; 1 in de' },
		],
	},
	{
		rule: 'language-independent fields agree: a nested field (Availability.Status)',
		damage: (raw) => edit(raw, 'properties', isRecord(1004, 'en'), (r) => ((r['Availability'] as RawRecord)['Status'] = 'sold')),
		issues: [{ file: 'properties.json', record: 'record 1004', path: 'Availability.Status', message: 'Differs between its language records: "for_sale" in nl, fr, de; "sold" in en' }],
	},
	{
		rule: 'language-independent fields agree: a value missing in one language (ProjectID)',
		damage: (raw) => edit(raw, 'properties', isRecord(1127, 'fr'), (r) => delete r['ProjectID']),
		issues: [{ file: 'properties.json', record: 'record 1127', path: 'ProjectID', message: 'Differs between its language records: 501 in nl, en, de; null in fr' }],
	},
	{
		rule: 'language-independent fields agree: a project\'s units',
		damage: (raw) => edit(raw, 'projects', isRecord(502, 'fr'), (r) => ((r['Units'] as RawRecord[])[3]!['Sold'] = false)),
		issues: [
			{
				file: 'projects.json',
				record: 'record 502',
				path: 'Units[3]',
				message:
					'Differs between its language records: {"PropertyID":1135,"Floor":3,"Price":435000,"Sold":true} in nl, en, de; {"PropertyID":1135,"Floor":3,"Price":435000,"Sold":false} in fr',
			},
		],
	},
	{
		rule: 'language-independent fields agree: a property type\'s goals',
		damage: (raw) => edit(raw, 'propertyTypes', (r) => r['WebID'] === 3 && r['Language'] === 'en', (r) => (r['Rent'] = false)),
		issues: [{ file: 'property-types.json', record: 'WebID 3', path: 'Rent', message: 'Differs between its language records: true in nl, fr, de; false in en' }],
	},
	{
		rule: 'texts may differ between languages (City, Title, Description)',
		damage: (raw) =>
			edit(raw, 'properties', isRecord(1004, 'en'), (r) => {
				r['City'] = 'Elsewhere';
				r['Title'] = 'Another title';
				r['Description'] = 'Another text.';
			}),
		issues: [],
	},
	{
		rule: 'a project unit is a listing of that project: a unit whose ProjectID is gone',
		damage: (raw) => edit(raw, 'properties', isRecord(1127), (r) => (r['ProjectID'] = null)),
		issues: [{ file: 'projects.json', record: 'record 501 (nl)', path: 'Units[0].PropertyID', message: 'Listing 1127 is a unit of this project, but its ProjectID is null, not 501' }],
	},
	{
		rule: 'a project unit is a listing of that project: a listing naming a project that does not list it',
		damage: (raw) => edit(raw, 'properties', isRecord(1126), (r) => (r['ProjectID'] = 501)),
		issues: [{ file: 'properties.json', record: 'record 1126 (nl)', path: 'ProjectID', message: 'Project 501 does not list this listing among its Units' }],
	},
	{
		rule: 'a project unit is listed once: the same listing twice among the Units',
		damage: (raw) => edit(raw, 'projects', isRecord(501), (r) => (r['Units'] as RawRecord[]).push({ ...(r['Units'] as RawRecord[])[0]! })),
		issues: [{ file: 'projects.json', record: 'record 501 (nl)', path: 'Units[5].PropertyID', message: 'Listing 1127 is already Units[0]: a unit is listed once, or it is counted twice' }],
	},
	{
		rule: "a project unit's price is its listing's: the units table and the unit's page show one price",
		damage: (raw) => edit(raw, 'projects', isRecord(501), (r) => ((r['Units'] as RawRecord[])[0]!['Price'] = 230000)),
		issues: [
			{ file: 'projects.json', record: 'record 501 (nl)', path: 'Units[0].Price', message: "230000 is not listing 1127's Price (220000): the project's units table and the unit's page would show two prices" },
		],
	},
	{
		rule: "a project unit's floor is its listing's Details.Floor: the units table and the unit's page show one floor",
		damage: (raw) => edit(raw, 'projects', isRecord(501), (r) => ((r['Units'] as RawRecord[])[1]!['Floor'] = 2)),
		issues: [
			{ file: 'projects.json', record: 'record 501 (nl)', path: 'Units[1].Floor', message: "2 is not listing 1128's Details.Floor (1): the project's units table and the unit's page would show two floors" },
		],
	},
	{
		rule: "a project unit's floor: a listing that gives no floor names none on its page, so nothing disagrees",
		damage: (raw) => edit(raw, 'properties', isRecord(1128), (r) => ((r['Details'] as RawRecord)['Floor'] = null)),
		issues: [],
	},
	{
		rule: 'a unit sold in its project is not on offer as a listing (spec §4)',
		damage: (raw) => edit(raw, 'projects', isRecord(501), (r) => ((r['Units'] as RawRecord[])[0]!['Sold'] = true)),
		issues: [
			{ file: 'projects.json', record: 'record 501 (nl)', path: 'Units[0].Sold', message: "The unit is sold, but listing 1127 is for_sale: the project's units table and the unit's page would disagree" },
		],
	},
	{
		rule: 'a unit of a project for sale is for sale (spec §3 Goal)',
		damage: (raw) =>
			edit(raw, 'properties', isRecord(1129), (r) => {
				r['Goal'] = 1;
				r['Financial'] = null;
			}),
		issues: [{ file: 'projects.json', record: 'record 501 (nl)', path: 'Units[2].PropertyID', message: 'Listing 1129 has Goal 1, this project Goal 0: a unit is for sale or for rent as its project is' }],
	},
	{
		rule: 'spec §5 search by reference: no two listings share a RecordFile (letter case and spaces aside)',
		damage: (raw) => edit(raw, 'properties', isRecord(1006), (r) => (r['RecordFile'] = ' idl-1001')),
		issues: ['nl', 'fr', 'en', 'de'].map((language) => ({
			file: 'properties.json',
			record: `record 1006 (${language})`,
			path: 'RecordFile',
			message: `" idl-1001" is already listing 1001's reference: each listing has its own`,
		})),
	},
];

describe('the language records of one listing, project or type (spec §3)', () => {
	test('the demo export passes every check', () => {
		expect(issuesOf(demoExport())).toEqual([]);
	});

	test.each(cases)('$rule', ({ damage, issues }) => {
		const raw = demoExport();
		damage(raw);
		expect(issuesOf(raw)).toEqual(issues);
	});

	test('the build message names file, record, field and languages', () => {
		const raw = demoExport();
		without(raw, 'properties', isRecord(1004, 'fr'));
		expect(() => parseDataSet(raw)).toThrow(`data/properties.json: record 1004: Language: No fr record: ${everyLanguage}`);
	});
});
