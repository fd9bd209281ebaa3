import { describe, expect, test } from 'vitest';
import { acceptAllChoices, normalizeChoices, refuseAllChoices } from '../../../src/lib/consent/options.ts';
import { cookieDomains, cookieNames, googleTagIds, pageViewOf, staleCookies, trackingScripts, type SentViews, type TrackingIds } from '../../../src/lib/consent/scripts.ts';

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

describe('spec §4 tracking: saving sends a page view, once per page to each configured tag', () => {
	const refused = refuseAllChoices();
	const statistics = normalizeChoices({ statistics: true });
	const direct = { analyticsId: 'G-A1', adsId: 'AW-2' };
	const cases: { rule: string; sent: SentViews; ids: TrackingIds; choices: ReturnType<typeof refuseAllChoices>; view: false | { send_to?: string[] }; after: SentViews }[] = [
		{ rule: 'a first choice that grants a tag sends the view to every tag it configures', sent: [], ids: all, choices: acceptAllChoices(), view: {}, after: ['GTM-X', 'G-A1', 'AW-2'] },
		{ rule: 'refusing still sends a view, taken by no tag', sent: [], ids: all, choices: refused, view: {}, after: [''] },
		{ rule: 'a returning visitor who declined and then grants statistics gets the view after all (pushed before config, it had no destination)', sent: [''], ids: direct, choices: statistics, view: {}, after: ['G-A1'] },
		{ rule: 'the same after declining with only a tag manager configured', sent: [''], ids: { tagManagerId: 'GTM-X' }, choices: statistics, view: {}, after: ['GTM-X'] },
		{ rule: 'declining again sends no second view', sent: [''], ids: all, choices: refused, view: false, after: [''] },
		{ rule: 'saving the same grant again sends no second view', sent: ['G-A1'], ids: direct, choices: statistics, view: false, after: ['G-A1'] },
		{ rule: 'withdrawing a grant sends none', sent: ['GTM-X', 'G-A1', 'AW-2'], ids: all, choices: refused, view: false, after: ['GTM-X', 'G-A1', 'AW-2'] },
		{ rule: 'a tag granted later gets its own view, the others none', sent: ['GTM-X', 'G-A1'], ids: all, choices: acceptAllChoices(), view: { send_to: ['AW-2'] }, after: ['GTM-X', 'G-A1', 'AW-2'] },
		{ rule: 'a grant without configured Google ids or tag manager is no destination', sent: [''], ids: { pixelId: '99' }, choices: acceptAllChoices(), view: false, after: [''] },
	];
	test.each(cases)('$rule', ({ sent, ids, choices, view, after }) => {
		expect(pageViewOf(sent, ids, choices)).toEqual({ view, sent: after });
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
