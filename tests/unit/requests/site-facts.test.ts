import { describe, expect, test } from 'vitest';
import { readSiteFacts, siteFactsOf, siteFactsPath, type SiteFacts } from '../../../src/lib/requests/site-facts.ts';
import { siteAt } from '../../../src/lib/requests/site-source.ts';

/**
 * README "Data": an export published with `DATA_DIR` is the site's export for the functions too:
 * they take the agency, site address, rental parameters and languages the build published.
 */

const agency = { name: 'Immo Altena', street: 'Kerkstraat', houseNumber: '1', zip: '9000', city: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' }, phone: '091234567', email: 'info@altena.example', legalName: 'Altena bv', vatNumber: 'BE 0123.456.749', ipiNumber: '200 300', register: 'RPR Gent' };
const altena: SiteFacts = { siteUrl: 'https://www.altena.example', agency, rental: { minimumIncomeFactor: 3, maximumPersons: 5 }, languages: [{ code: 'nl', use: true }, { code: 'fr', use: false }] };
const bundled: SiteFacts = { ...altena, siteUrl: 'https://www.immo-drieland.example', agency: { ...agency, name: 'Immo Drieland', email: 'info@immo-drieland.example' } };

describe('the published file holds only what the functions read, and is read back', () => {
	test('siteFactsOf leaves out the rest of the agency and the site', () => {
		const site = { ...altena, tracking: {}, agency: { ...agency, supervisor: 'BIV', insurance: { insurer: 'X NV', policyNumber: '1' } } };
		expect(siteFactsOf(site)).toEqual(altena);
	});
	test.each([
		{ name: 'a published file', json: altena, expected: altena },
		{ name: 'a file without agency email', json: { ...altena, agency: { ...agency, email: undefined } }, expected: null },
		{ name: 'a site address that is no URL', json: { ...altena, siteUrl: 'altena' }, expected: null },
		// As the build: the functions' copy of the site config checks the enterprise number's check digits too.
		{ name: 'an enterprise number with wrong check digits', json: { ...altena, agency: { ...agency, vatNumber: 'BE 0123.456.789' } }, expected: null },
		{ name: 'an enterprise number of the 1 series (since 2023)', json: { ...altena, agency: { ...agency, vatNumber: 'BE 1034.195.093' } }, expected: { ...altena, agency: { ...agency, vatNumber: 'BE 1034.195.093' } } },
		{ name: 'an empty object (the 404 answer of an old deploy)', json: {}, expected: null },
		{ name: 'no JSON object', json: 'site', expected: null },
	])('$name', ({ json, expected }) => {
		expect(readSiteFacts(json)).toEqual(expected);
	});
});

describe('a function reads the file from its deploy, else uses the bundled data/site.json', () => {
	const answering = (status: number, body: unknown): typeof fetch => async () => new Response(JSON.stringify(body), { status });
	test.each([
		{ name: 'the deploy publishes the file', url: 'https://deploy-a.example/', fetcher: answering(200, altena), expected: 'Immo Altena' },
		{ name: 'the deploy has no such file', url: 'https://deploy-b.example/', fetcher: answering(404, {}), expected: 'Immo Drieland' },
		{ name: 'the deploy cannot be reached', url: 'https://deploy-c.example/', fetcher: async () => Promise.reject(new Error('ECONNREFUSED')), expected: 'Immo Drieland' },
		{ name: 'no deploy address', url: null, fetcher: answering(200, altena), expected: 'Immo Drieland' },
	])('$name: $expected', async ({ url, fetcher, expected }) => {
		expect((await siteAt(url ? new URL(url) : null, bundled, fetcher)).agency.name).toBe(expected);
	});
	test('the file is asked for at its path once per instance', async () => {
		const asked: string[] = [];
		const fetcher = (async (input: string) => (asked.push(input), new Response(JSON.stringify(altena)))) as unknown as typeof fetch;
		await siteAt(new URL('https://deploy-d.example/'), bundled, fetcher);
		await siteAt(new URL('https://deploy-d.example/'), bundled, fetcher);
		expect(asked).toEqual([`https://deploy-d.example${siteFactsPath}`]);
	});
});
