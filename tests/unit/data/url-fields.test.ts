import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DateSchema, UrlSchema } from '../../../src/schemas/index.ts';
import { demoExport, issuesOf, type RawRecord } from './support/demo-export.ts';

const message = 'Expected an http(s) URL or a path of the site starting with / (not //host or /\\host)';

describe('URL fields of the export (photos, documents, video, virtual tour, logos): a path of the site never leads to another host', () => {
	test.each([
		{ url: 'https://images.example/p/1.jpg', valid: true },
		{ url: 'http://example.be/doc.pdf', valid: true },
		{ url: '/demo-documents/asbest.pdf', valid: true },
		{ url: '/', valid: true },
		{ url: '//evil.example/doc.pdf', valid: false },
		{ url: '/\\evil.example/doc2.pdf', valid: false },
		{ url: '\\\\evil.example/doc.pdf', valid: false },
		{ url: '\\/evil.example/doc.pdf', valid: false },
		{ url: '/docs\\..\\x.pdf', valid: false },
		{ url: 'https:///evil.example', valid: false },
		{ url: 'https://\\evil.example', valid: false },
		{ url: 'javascript:alert(1)', valid: false },
		// A host the URL parser keeps whole, whose origin would end a directive of the page's CSP.
		{ url: 'https://cdn.example;sandbox/a.jpg', valid: false },
		{ url: 'https://cdn.example,x/a.jpg', valid: false },
		{ url: 'https://user@cdn.example/a.jpg', valid: false },
		{ url: 'https://cdn.example:8443/a.jpg?w=600#top', valid: true },
		{ url: 'https://cdn.example', valid: true },
		{ url: 'doc.pdf', valid: false },
		{ url: '', valid: false },
	])('$url valid: $valid', ({ url, valid }) => {
		const result = v.safeParse(UrlSchema, url);
		expect(result.success).toBe(valid);
		if (!result.success) expect(result.issues[0].message).toBe(message);
	});
});

/** The nl record of listing 1001 in a fresh copy of the demo export, to damage. */
function withListing(change: (listing: RawRecord) => void) {
	const raw = demoExport();
	const listing = (raw.properties as RawRecord[]).find((p) => p['ID'] === 1001 && p['Language'] === 'nl')!;
	change(listing);
	return issuesOf(raw);
}

test.each([
	{ field: 'Documents[0].Url', url: '//evil.example/doc.pdf', set: (l: RawRecord, url: string) => (((l['Documents'] as RawRecord[])[0]!)['Url'] = url) },
	{ field: 'Documents[1].Url', url: '/\\evil.example/doc2.pdf', set: (l: RawRecord, url: string) => (((l['Documents'] as RawRecord[])[1]!)['Url'] = url) },
	{ field: 'Photos[0].Url', url: '//evil.example/p.jpg', set: (l: RawRecord, url: string) => (((l['Photos'] as RawRecord[])[0]!)['Url'] = url) },
	{ field: 'Video', url: '//evil.example/v.mp4', set: (l: RawRecord, url: string) => (l['Video'] = url) },
	{ field: 'VirtualTour', url: '/\\evil.example/tour', set: (l: RawRecord, url: string) => (l['VirtualTour'] = url) },
])('$url in $field stops the build, naming the file, the record and the field', ({ field, url, set }) => {
	const issues = withListing((listing) => set(listing, url));
	expect(issues).toEqual([expect.objectContaining({ file: 'properties.json', record: expect.stringContaining('1001') as unknown, path: field, message })]);
});

describe('dates of the export are days of the calendar', () => {
	test.each([
		{ field: 'UpdatedAt', value: '2026-02-31', set: (l: RawRecord, value: string) => (l['UpdatedAt'] = value) },
		{ field: 'Energy.EndDate', value: '2031-02-30', set: (l: RawRecord, value: string) => ((l['Energy'] as RawRecord)['EndDate'] = value) },
	])('$value in $field stops the build, naming the field', ({ field, value, set }) => {
		const issues = withListing((listing) => set(listing, value));
		expect(issues).toEqual([expect.objectContaining({ file: 'properties.json', path: field, message: 'Not a day of the calendar: the month has no such day' })]);
	});

	// "31/12/2026" was told both "Invalid date" and that its month had no such day.
	test.each([
		{ field: 'Availability.From', value: '31/12/2026', set: (l: RawRecord, value: string) => ((l['Availability'] as RawRecord)['From'] = value) },
		{ field: 'UpdatedAt', value: '2026-07-29T10:00:00', set: (l: RawRecord, value: string) => (l['UpdatedAt'] = value) },
		{ field: 'UpdatedAt', value: '2026-13-01', set: (l: RawRecord, value: string) => (l['UpdatedAt'] = value) },
		{ field: 'Energy.EndDate', value: '2031-2-3', set: (l: RawRecord, value: string) => ((l['Energy'] as RawRecord)['EndDate'] = value) },
	])('$value in $field is one error, "Invalid date" with the form a date is written in, not a day the month lacks', ({ field, value, set }) => {
		const issues = withListing((listing) => set(listing, value));
		expect(issues).toEqual([expect.objectContaining({ file: 'properties.json', path: field, message: `Invalid date: Received "${value}"; a date is written YYYY-MM-DD, as 2026-12-31` })]);
	});

	test('a leap day is a day', () => {
		expect(withListing((listing) => (listing['UpdatedAt'] = '2028-02-29'))).toEqual([]);
	});
});

test.each([
	{ value: '31/12/2026', messages: ['Invalid date: Received "31/12/2026"; a date is written YYYY-MM-DD, as 2026-12-31'] },
	{ value: '2031-02-30', messages: ['Not a day of the calendar: the month has no such day'] },
	{ value: '2031-02-28', messages: [] },
])('DateSchema: $value gives $messages', ({ value, messages }) => {
	const result = v.safeParse(DateSchema, value);
	expect(result.issues?.map((i) => i.message) ?? []).toEqual(messages);
});

describe('a photo given as an absolute URL, or as a path outside /demo-images/, needs an image host in site.json', () => {
	/** The issues of the demo export with `change` made to it, and imageHost set or not. */
	function issuesWith(imageHost: string | null, change: (raw: ReturnType<typeof demoExport>) => void) {
		const raw = demoExport();
		if (imageHost !== null) (raw.site as RawRecord)['imageHost'] = imageHost;
		change(raw);
		return issuesOf(raw);
	}
	const listing = (raw: ReturnType<typeof demoExport>, lang: string) => (raw.properties as RawRecord[]).find((p) => p['ID'] === 1001 && p['Language'] === lang)!;
	const broken = (url: string, demo: string, more: string) =>
		`${url} is an absolute URL, but site.json has no imageHost: without one the site shows its local demo images, and this photo would be the broken ${demo}. Set imageHost in site.json (the https address of the agency's image host)${more}`;

	// https://cdn.example.be/foto1.jpg became /demo-images/foto1-600.jpg on every page, silently.
	test.each([
		{
			case: 'one listing photo',
			change: (raw: ReturnType<typeof demoExport>) => (((listing(raw, 'nl')['Photos'] as RawRecord[])[0]!)['Url'] = 'https://cdn.example.be/foto1.jpg'),
			issue: { file: 'properties.json', record: 'record 1001 (nl)', path: 'Photos[0].Url', message: broken('https://cdn.example.be/foto1.jpg', '/demo-images/foto1-600.jpg', '') },
		},
		{
			case: 'photos of several records: named once, at the first, with the count',
			change: (raw: ReturnType<typeof demoExport>) => {
				for (const lang of ['fr', 'en']) ((listing(raw, lang)['Photos'] as RawRecord[])[2]!)['Url'] = `http://cdn.example.be/${lang}.jpg`;
				(listing(raw, 'de')['SmallPictureItem'] as RawRecord)['Url'] = 'https://cdn.example.be/small.jpg';
			},
			issue: { file: 'properties.json', record: 'record 1001 (fr)', path: 'Photos[2].Url', message: broken('http://cdn.example.be/fr.jpg', '/demo-images/fr-600.jpg', '; 3 photos of properties.json have absolute URLs') },
		},
		{
			case: 'a contact person\'s portrait',
			change: (raw: ReturnType<typeof demoExport>) => {
				const person = (raw.properties as RawRecord[]).find((p) => (p['ContactPerson'] as RawRecord | null)?.['Photo'] != null)!;
				((person['ContactPerson'] as RawRecord)['Photo'] as RawRecord)['Url'] = 'https://crm.example/agent.png';
			},
			issue: expect.objectContaining({ file: 'properties.json', path: 'ContactPerson.Photo.Url' }) as unknown as object,
		},
		{
			case: 'a project photo',
			change: (raw: ReturnType<typeof demoExport>) => (((raw.projects as RawRecord[])[0]!['Photos'] as RawRecord[])[0]!['Url'] = 'https://cdn.example.be/p.jpg'),
			issue: expect.objectContaining({ file: 'projects.json', path: 'Photos[0].Url' }) as unknown as object,
		},
		{
			case: 'a banner image of site.json',
			change: (raw: ReturnType<typeof demoExport>) => ((((raw.site as RawRecord)['banner'] as RawRecord)['images'] as RawRecord[])[0]!['Url'] = 'https://cdn.example.be/b.jpg'),
			issue: expect.objectContaining({ file: 'site.json', record: 'site config', path: 'banner.images[0].Url' }) as unknown as object,
		},
	])('$case stops the build without imageHost, and builds with it', ({ change, issue }) => {
		expect(issuesWith(null, change)).toEqual([issue]);
		expect(issuesWith('https://img.example.be', change)).toEqual([]);
	});

	const outside = (url: string, demo: string, more: string) =>
		`${url} is a path outside /demo-images/, but site.json has no imageHost: a photo given as a path is fetched from the image host; without one the site shows only its local demo images (/demo-images/<name>.jpg), and this photo would be the broken ${demo}. Set imageHost in site.json (the https address of the agency's image host, which serves the photos given as paths)${more}`;

	// /uploads/front.jpg became /demo-images/front-600.jpg on every page, silently.
	test.each([
		{
			case: 'a listing photo given as a path outside /demo-images/',
			change: (raw: ReturnType<typeof demoExport>) => (((listing(raw, 'nl')['Photos'] as RawRecord[])[0]!)['Url'] = '/uploads/front.jpg'),
			issues: [{ file: 'properties.json', record: 'record 1001 (nl)', path: 'Photos[0].Url', message: outside('/uploads/front.jpg', '/demo-images/front-600.jpg', '') }],
		},
		{
			case: 'paths outside /demo-images/ in several records: named once, at the first, with the count',
			change: (raw: ReturnType<typeof demoExport>) => {
				for (const lang of ['fr', 'en']) ((listing(raw, lang)['Photos'] as RawRecord[])[1]!)['Url'] = `/photos/1001/${lang}.jpg`;
			},
			issues: [{ file: 'properties.json', record: 'record 1001 (fr)', path: 'Photos[1].Url', message: outside('/photos/1001/fr.jpg', '/demo-images/fr-600.jpg', '; 2 photos of properties.json are paths outside /demo-images/') }],
		},
		{
			case: 'a path like the demo folder\'s (/demo-images-old/)',
			change: (raw: ReturnType<typeof demoExport>) => (((raw.articles as RawRecord[]).find((a) => a['Image'] != null)!['Image'] as RawRecord)['Url'] = '/demo-images-old/photo-01.jpg'),
			issues: [expect.objectContaining({ file: 'articles.json', path: 'Image.Url' }) as unknown as object],
		},
		{
			case: 'an absolute URL and a path in one file: each named',
			change: (raw: ReturnType<typeof demoExport>) => {
				((listing(raw, 'nl')['Photos'] as RawRecord[])[0]!)['Url'] = '/uploads/front.jpg';
				((listing(raw, 'fr')['Photos'] as RawRecord[])[0]!)['Url'] = 'https://cdn.example.be/foto1.jpg';
			},
			issues: [
				expect.objectContaining({ record: 'record 1001 (fr)', message: expect.stringContaining('is an absolute URL') as unknown as string }) as unknown as object,
				expect.objectContaining({ record: 'record 1001 (nl)', message: expect.stringContaining('is a path outside /demo-images/') as unknown as string }) as unknown as object,
			],
		},
	])('$case stops the build without imageHost, and builds with it', ({ change, issues }) => {
		expect(issuesWith(null, change)).toEqual(issues);
		expect(issuesWith('https://img.example.be', change)).toEqual([]);
	});

	test('a path in /demo-images/ is a local demo image: no issue without imageHost', () => {
		const change = (raw: ReturnType<typeof demoExport>) => (((listing(raw, 'nl')['Photos'] as RawRecord[])[0]!)['Url'] = '/demo-images/photo-07.jpg');
		expect(issuesWith(null, change)).toEqual([]);
	});
});
