import { describe, expect, test } from 'vitest';
import { parseDataSet } from '../../../src/lib/data/parse-data.ts';
import { imageOriginsElsewhere } from '../../../src/lib/security/image-origins.ts';
import { contentSecurityPolicy } from '../../../src/lib/security/csp.ts';
import { demoExport, type RawRecord } from '../data/support/demo-export.ts';

/** The demo export with photos and logos on hosts of their own. */
function exportWithHosts() {
	const raw = demoExport();
	const site = raw.site as { agency: RawRecord; search: RawRecord; imageHost?: string };
	// Photos with absolute URLs need an image host in site.json, or the export is refused.
	site.imageHost = 'https://img.example.be';
	site.agency['logo'] = 'https://brand.example.com/logo.svg';
	site.search['logo'] = 'https://img.example.be/search-logo.png';
	const properties = raw.properties as RawRecord[];
	for (const p of properties.filter((r) => r['ID'] === 1004)) {
		p['Photos'] = [{ ...(p['Photos'] as RawRecord[])[0], Url: 'https://cdn.crm.example/1004/front.jpg' }];
		p['ContactPerson'] = { ...(p['ContactPerson'] as RawRecord), Photo: { Url: 'http://agents.example:8080/sophie.jpg', Width: 400, Height: 400, ID: 1, Name: 'Sophie' } };
	}
	return parseDataSet(raw);
}

describe('the policy lets pages load the photos and logos the export puts on hosts of their own', () => {
	test.each([
		{ why: 'the demo export (local photos, logo on the site)', data: () => parseDataSet(demoExport()), host: 'https://img.example.be', expected: [] },
		{
			why: 'a listing photo, an agent portrait and the agency logo elsewhere; the search logo on the image host',
			data: exportWithHosts,
			host: 'https://img.example.be',
			expected: ['http://agents.example:8080', 'https://brand.example.com', 'https://cdn.crm.example'],
		},
		{ why: 'demo images: photos are local, a logo URL is used as given', data: exportWithHosts, host: null, expected: ['https://brand.example.com', 'https://img.example.be'] },
	])('$why', ({ data, host, expected }) => {
		expect(imageOriginsElsewhere(data(), { host })).toEqual(expected);
	});

	test("the hosts join the image host in img-src, and nowhere else", () => {
		const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], tracking: {}, imageHost: 'https://img.example.be', imageOrigins: ['https://cdn.crm.example'] });
		const directives = csp.split('; ');
		expect(directives.find((d) => d.startsWith('img-src '))).toBe("img-src 'self' data: https://img.example.be https://cdn.crm.example");
		expect(directives.filter((d) => d.includes('cdn.crm.example'))).toHaveLength(1);
	});
});
