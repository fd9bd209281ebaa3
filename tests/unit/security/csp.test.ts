import { describe, expect, test } from 'vitest';
import { recogniseVideo } from '../../../src/lib/domain/video.ts';
import { safeMarkerUrl } from '../../../src/lib/map/markers.ts';
import { configuredTrackers, contentSecurityPolicy, embedHosts, inlineScripts, markerOrigin, scriptHash, trackerHosts } from '../../../src/lib/security/csp.ts';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('issue 4 security headers: Content-Security-Policy of the static pages', () => {
	test('inline scripts are found, data blocks and external scripts are not', () => {
		const html = `<script>a()</script><script type="module">b()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script>`;
		expect(inlineScripts(html)).toEqual(['a()', 'b()']);
	});

	test.each([
		{ name: 'bytes of a page read from disk', page: Buffer.from('<p>é</p><script>ç()</script>'), expected: ['ç()'] },
		{ name: 'attributes over several lines', page: '<script\n  type="module">m()</script>', expected: ['m()'] },
		{ name: 'a tag that only starts like script', page: '<scripts>x</scripts><script>y()</script>', expected: ['y()'] },
		{ name: 'an empty script', page: '<script></script>', expected: [''] },
		{ name: 'an unclosed script', page: '<script>z()', expected: [] },
	])('inline scripts: $name', ({ page, expected }) => {
		expect(inlineScripts(page)).toEqual(expected);
	});

	test('a script hash is the base64 sha256 of the exact code', () => {
		expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
	});

	test.each([
		{ tracking: {}, hosts: [] as string[], absent: ['https://www.googletagmanager.com', 'https://connect.facebook.net'] },
		{ tracking: { tagManagerId: 'GTM-ABC' }, hosts: ['https://www.googletagmanager.com'], absent: ['https://connect.facebook.net'] },
		{ tracking: { pixelId: '123' }, hosts: ['https://connect.facebook.net'], absent: ['https://www.googletagmanager.com'] },
	])('script hosts only for configured ids: $tracking', ({ tracking, hosts, absent }) => {
		const scriptSrc = directive(contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], tracking }), 'script-src');
		expect(scriptSrc.startsWith("script-src 'self' 'sha256-x'")).toBe(true);
		expect(scriptSrc).not.toContain('unsafe-inline');
		for (const host of hosts) expect(scriptSrc).toContain(host);
		for (const host of absent) expect(scriptSrc).not.toContain(host);
	});

	const adsHosts = {
		'script-src': ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
		'img-src': ['https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.google.be', 'https://www.googleadservices.com'],
		'connect-src': ['https://www.google.com', 'https://www.google.be', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
		'frame-src': ['https://td.doubleclick.net'],
	};
	const analyticsHosts = { 'img-src': ['https://*.google-analytics.com'], 'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com'] };
	const pixelHosts = { 'script-src': ['https://connect.facebook.net'], 'img-src': ['https://www.facebook.com'], 'connect-src': ['https://www.facebook.com'] };
	const hostsIn = (csp: string, name: string) => directive(csp, name).split(' ').slice(1);

	test.each([
		{ name: 'the Google Ads tag', tracking: { adsId: 'AW-123456789' }, present: adsHosts, absent: { ...analyticsHosts, ...pixelHosts } },
		{ name: 'Google Analytics', tracking: { analyticsId: 'G-1' }, present: analyticsHosts, absent: { ...pixelHosts, 'frame-src': ['https://td.doubleclick.net'], 'img-src': ['https://googleads.g.doubleclick.net'] } },
		{ name: 'the social pixel', tracking: { pixelId: '1' }, present: pixelHosts, absent: { ...adsHosts, ...analyticsHosts, 'script-src': ['https://www.googletagmanager.com'] } },
		{ name: 'nothing configured', tracking: {}, present: {}, absent: { ...adsHosts, ...analyticsHosts, ...pixelHosts } },
	])('each configured tracker brings exactly its documented hosts: $name', ({ tracking, present, absent }) => {
		const csp = contentSecurityPolicy({ scriptHashes: [], tracking });
		for (const [name, hosts] of Object.entries(present)) expect(hostsIn(csp, name), name).toEqual(expect.arrayContaining(hosts));
		for (const [name, hosts] of Object.entries(absent)) for (const host of hosts) expect(hostsIn(csp, name), `${name} ${host}`).not.toContain(host);
	});

	test('without trackers the policy is the site, its hashes and the embeds only', () => {
		const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], tracking: { analyticsId: '', adsId: null } });
		expect(hostsIn(csp, 'script-src')).toEqual(["'self'", "'sha256-x'"]);
		expect(hostsIn(csp, 'img-src')).toEqual(["'self'", 'data:']);
		expect(hostsIn(csp, 'connect-src')).toEqual(["'self'"]);
		expect(hostsIn(csp, 'frame-src')).toEqual(["'self'", ...embedHosts]);
	});

	test('spec §5 tours by host suffix: every tour or video URL the page may embed is a frame the policy lets load', () => {
		/** CSP host-source matching for https sources: exact host, or `*.` matching any subdomain. */
		const allows = (source: string, url: URL) => {
			const host = source.replace(/^https:\/\//, '');
			return url.protocol === 'https:' && (host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host);
		};
		const embedded = [
			'https://my.matterport.com/show/?m=abc',
			'https://matterport.com/show/?m=abc',
			'https://discover.matterport.com/space/abc',
			'https://tvl.be/tour/1',
			'https://app.tvl.be/tour/1',
			'https://yisual.com/v/1',
			'https://tour.yisual.nl/v/1',
			'https://yisual.be/v/1',
			'https://youtu.be/dQw4w9WgXcQ',
			'https://vimeo.com/76979871',
		].map((raw) => new URL(recogniseVideo(raw)!.embedUrl));
		expect(embedded.filter((url) => !embedHosts.some((source) => allows(source, url))).map(String)).toEqual([]);
	});

	test('every tracker at once: each host named once, nothing but the trackers\' hosts added', () => {
		const csp = contentSecurityPolicy({ scriptHashes: [], tracking: { analyticsId: 'G-1', adsId: 'AW-1', tagManagerId: 'GTM-1', pixelId: '1' } });
		for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src']) {
			const hosts = hostsIn(csp, name);
			expect(new Set(hosts).size, name).toBe(hosts.length);
			const allowed = new Set<string>(["'self'", 'data:', ...embedHosts, ...Object.values(trackerHosts).flatMap((t) => (t as Record<string, readonly string[]>)[name] ?? [])]);
			expect(hosts.filter((h) => !allowed.has(h)), name).toEqual([]);
		}
		expect(hostsIn(csp, 'script-src')).not.toContain('https://*.google-analytics.com');
	});

	test.each([
		{ ids: {}, expected: [] },
		{ ids: { adsId: 'AW-1', pixelId: '' }, expected: ['ads'] },
		{ ids: { analyticsId: 'G-1', adsId: 'AW-1', tagManagerId: 'GTM-1', pixelId: '1' }, expected: ['tagManager', 'analytics', 'ads', 'pixel'] },
	])('configured trackers of $ids are $expected', ({ ids, expected }) => {
		expect(configuredTrackers(ids)).toEqual(expected);
	});

	test('framing only by the site itself, no plugins, no foreign form targets', () => {
		const csp = contentSecurityPolicy({ scriptHashes: [], tracking: {} });
		expect(csp).toContain("frame-ancestors 'self'");
		expect(csp).toContain("object-src 'none'");
		expect(csp).toContain("form-action 'self'");
	});

	test.each([
		{ mapTiles: true, allowed: true },
		{ mapTiles: false, allowed: false },
		{ mapTiles: undefined, allowed: false },
	])('map frame: the OpenStreetMap tile host is an image source only when the site draws the map ($mapTiles)', ({ mapTiles, allowed }) => {
		const csp = contentSecurityPolicy({ scriptHashes: [], tracking: {}, mapTiles });
		expect(directive(csp, 'img-src').split(' ').includes('https://tile.openstreetmap.org')).toBe(allowed);
		expect(directive(csp, 'script-src')).not.toContain('openstreetmap');
		expect(directive(csp, 'connect-src')).not.toContain('openstreetmap');
	});

	test.each([
		{ rule: 'an https URL on another host: its origin', customMarker: 'https://cdn.agency.be/pin.png', mapTiles: true, origin: 'https://cdn.agency.be', added: true },
		{ rule: 'the origin only, with its port', customMarker: 'https://cdn.agency.be:8443/pins/pin.svg?v=2', mapTiles: true, origin: 'https://cdn.agency.be:8443', added: true },
		{ rule: 'an upper-case or international host, as the browser names it', customMarker: 'https://CDN.Bücher.be/pin.png', mapTiles: true, origin: 'https://cdn.xn--bcher-kva.be', added: true },
		{ rule: 'kept as the lists send it (trimmed)', customMarker: ' https://cdn.agency.be/pin.png ', mapTiles: true, origin: 'https://cdn.agency.be', added: true },
		{ rule: 'a path of the site: already allowed by self', customMarker: '/images/pin.svg', mapTiles: true, origin: null, added: false },
		{ rule: 'an image data URL: already allowed by data:', customMarker: 'data:image/png;base64,iVBORw0KGgo=', mapTiles: true, origin: null, added: false },
		{ rule: 'http is never an image source', customMarker: 'http://cdn.agency.be/pin.png', mapTiles: true, origin: null, added: false },
		{ rule: 'a host that would end the directive is left out', customMarker: 'https://cdn.agency.be;script-src/pin.png', mapTiles: true, origin: null, added: false },
		{ rule: 'no custom marker', customMarker: null, mapTiles: true, origin: null, added: false },
		{ rule: 'no map frame page: no marker host', customMarker: 'https://cdn.agency.be/pin.png', mapTiles: false, origin: 'https://cdn.agency.be', added: false },
	])('spec §7 map frames receive the custom marker: $rule', ({ customMarker, mapTiles, origin, added }) => {
		expect(markerOrigin(customMarker)).toBe(origin);
		const csp = contentSecurityPolicy({ scriptHashes: [], tracking: {}, imageHost: 'https://img.crm.be', mapTiles, customMarker });
		const expected = ["'self'", 'data:', 'https://img.crm.be', ...(mapTiles ? ['https://tile.openstreetmap.org'] : []), ...(added && origin ? [origin] : [])];
		expect(hostsIn(csp, 'img-src')).toEqual(expected);
		expect(hostsIn(csp, 'script-src')).toEqual(["'self'"]);
	});

	test.each([
		'https://cdn.agency.be/pin.png',
		'https://cdn.agency.be:8443/pin.svg',
		'https://u:p@cdn.agency.be/pin.png',
	])('spec §7 custom marker: the image the map frame loads (%s) is on the origin the policy allows', (customMarker) => {
		const loaded = new URL(safeMarkerUrl(customMarker, 'https://www.agency.be')!);
		expect(markerOrigin(customMarker)).toBe(loaded.origin);
	});
});
