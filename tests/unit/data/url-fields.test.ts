import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { UrlSchema } from '../../../src/schemas/index.ts';
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

	test('a leap day is a day', () => {
		expect(withListing((listing) => (listing['UpdatedAt'] = '2028-02-29'))).toEqual([]);
	});
});
