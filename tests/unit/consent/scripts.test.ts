import { describe, expect, test } from 'vitest';
import { acceptAllChoices, normalizeChoices, refuseAllChoices } from '../../../src/lib/consent/options.ts';
import { cookieDomains, cookieNames, googleTagIds, staleCookies, trackingScripts } from '../../../src/lib/consent/scripts.ts';

const all = { analyticsId: 'G-A1', adsId: 'AW-2', tagManagerId: 'GTM-X', pixelId: '99' };
const gtm = 'https://www.googletagmanager.com/gtm.js?id=GTM-X';
const gtagA = 'https://www.googletagmanager.com/gtag/js?id=G-A1';
const gtagAw = 'https://www.googletagmanager.com/gtag/js?id=AW-2';
const pixel = 'https://connect.facebook.net/en_US/fbevents.js';

describe('spec §4 tracking: scripts load only when configured and consented', () => {
	test.each([
		{ rule: 'nothing loads before a choice (basic consent mode)', ids: all, choices: null, srcs: [] },
		{ rule: 'nothing loads after refusing', ids: all, choices: refuseAllChoices(), srcs: [] },
		{ rule: 'agree all loads the tag manager, the Google tag and the pixel', ids: all, choices: acceptAllChoices(), srcs: [gtm, gtagA, pixel] },
		{ rule: 'nothing loads without configured ids', ids: {}, choices: acceptAllChoices(), srcs: [] },
		{ rule: 'statistics loads the tag manager and the analytics tag, not the pixel', ids: all, choices: normalizeChoices({ statistics: true }), srcs: [gtm, gtagA] },
		{ rule: 'marketing loads the tag manager, the ads tag and the pixel', ids: all, choices: normalizeChoices({ marketing: true }), srcs: [gtm, gtagAw, pixel] },
		{ rule: 'preferences alone load nothing', ids: all, choices: normalizeChoices({ preferences: true }), srcs: [] },
		{ rule: 'a pixel id alone loads only the pixel', ids: { pixelId: '99' }, choices: acceptAllChoices(), srcs: [pixel] },
		{ rule: 'a tag manager id alone loads only the tag manager', ids: { tagManagerId: 'GTM-X' }, choices: acceptAllChoices(), srcs: [gtm] },
	])('$rule', ({ ids, choices, srcs }) => {
		expect(trackingScripts(ids, choices).map((s) => s.src)).toEqual(srcs);
	});

	test.each([
		{ choices: acceptAllChoices(), ids: ['G-A1', 'AW-2'] },
		{ choices: normalizeChoices({ statistics: true }), ids: ['G-A1'] },
		{ choices: normalizeChoices({ marketing: true }), ids: ['AW-2'] },
		{ choices: refuseAllChoices(), ids: [] },
		{ choices: null, ids: [] },
	])('the Google tags configured for a choice: $ids', ({ choices, ids }) => {
		expect(googleTagIds(all, choices)).toEqual(ids);
	});
});

describe('tracking cookies of purposes not granted are removed', () => {
	const names = ['_ga', '_ga_ABC123', '_gid', '_gat_UA', '_gcl_au', '_fbp', '_fbc', 'agency-lang', 'ga'];
	test.each([
		{ rule: 'refusing or clearing removes every tracking cookie', choices: null, stale: ['_ga', '_ga_ABC123', '_gid', '_gat_UA', '_gcl_au', '_fbp', '_fbc'] },
		{ rule: 'agree all keeps them', choices: acceptAllChoices(), stale: [] },
		{ rule: 'statistics only removes the advertising ones', choices: normalizeChoices({ statistics: true }), stale: ['_gcl_au', '_fbp', '_fbc'] },
	])('$rule', ({ choices, stale }) => {
		expect(staleCookies(names, choices)).toEqual(stale);
	});

	test.each([
		{ host: 'www.immo.example', domains: ['www.immo.example', 'immo.example'] },
		{ host: 'a.b.immo.be', domains: ['a.b.immo.be', 'b.immo.be', 'immo.be'] },
		{ host: 'localhost', domains: ['localhost'] },
		{ host: '127.0.0.1', domains: ['127.0.0.1'] },
	])('cookie domains of $host', ({ host, domains }) => {
		expect(cookieDomains(host)).toEqual(domains);
	});

	test('cookie names are read from document.cookie', () => {
		expect(cookieNames('_ga=GA1.1; agency-lang=fr; _fbp=fb.1')).toEqual(['_ga', 'agency-lang', '_fbp']);
		expect(cookieNames('')).toEqual([]);
	});
});
