import { expect, test, type Page } from '@playwright/test';

/**
 * The map frame (spec §7) as a page of the site uses it: an iframe of /map-frame/ on the same
 * origin, to which the parent posts the property list 50 ms after the frame has loaded. There is
 * no tile access here (tile requests are cut off), so the markers must stand on their own.
 */

const properties = [
	{ id: 1001, title: 'Woning met tuin in Gent', city: 'Gent', lat: 51.05, lng: 3.72, price: '€ 395.000', path: '/property/1001/', marquee: null },
	{ id: 1002, title: 'Appartement in Antwerpen', lat: 51.22, lng: 4.4, price: '€ 1.150 / maand', path: '/property/1002/', marquee: 1 },
	{ id: 1003, title: 'Verkocht: villa in Brugge', lat: 51.21, lng: 3.22, price: '', path: '/property/1003/', marquee: 3 },
	{ id: 1004, title: 'Bouwgrond in Leuven', lat: 50.88, lng: 4.7, price: '€ 180.000', path: '/property/1004/', marquee: 2 },
	{ id: 1005, title: 'Loft <b>Brussel</b>', lat: 50.85, lng: 4.35, price: '€ 420.000', path: 'javascript:alert(1)', marquee: null },
];

type Watch = { tiles: string[]; violations: string[]; errors: string[] };

/** Opens the home page, swaps its content for an iframe of the map frame and posts `message` 50 ms after it loads. */
async function showMap(page: Page, message: object): Promise<Watch> {
	const seen: Watch = { tiles: [], violations: [], errors: [] };
	page.on('console', (m) => /Content Security Policy/i.test(m.text()) && seen.violations.push(m.text()));
	page.on('pageerror', (e) => seen.errors.push(e.message));
	await page.route('https://tile.openstreetmap.org/**', (route) => (seen.tiles.push(route.request().url()), route.abort()));
	await page.goto('/');
	await page.setContent('<main><iframe id="map-frame" title="Kaart" width="800" height="600"></iframe></main>');
	await page.evaluate((data) => {
		const frame = document.getElementById('map-frame') as HTMLIFrameElement;
		frame.addEventListener('load', () => setTimeout(() => frame.contentWindow!.postMessage(data, location.origin), 50));
		frame.src = '/map-frame/';
	}, message);
	return seen;
}

const frame = (page: Page) => page.frameLocator('#map-frame');
const markerIds = (page: Page) =>
	frame(page).locator('.leaflet-marker-icon').evaluateAll((els) => els.map((el) => el.getAttribute('data-property-id')));

test('the frame draws exactly the markers it was sent, minus the ignored marquees, without tiles', async ({ page }) => {
	const seen = await showMap(page, { type: 'agency:map', properties, mapType: 'roadmap', ignoredMarquees: [2, 3] });
	await expect(frame(page).getByRole('status')).toHaveText('3 panden op de kaart');
	expect((await markerIds(page)).sort()).toEqual(['1001', '1002', '1005']);
	// Markers are named by title, city and price (so that two with one title differ); a popup shows title, price and a link that opens the property in the page.
	await expect(frame(page).locator('.leaflet-marker-icon[title="Woning met tuin in Gent, Gent, € 395.000"]')).toHaveCount(1);
	await expect(frame(page).locator('.leaflet-marker-icon[title="Appartement in Antwerpen, € 1.150 / maand"]')).toHaveCount(1);
	await frame(page).locator('[data-property-id="1001"]').click();
	const popup = frame(page).locator('.leaflet-popup');
	await expect(popup).toContainText('Woning met tuin in Gent');
	await expect(popup).toContainText('€ 395.000');
	await expect(popup.getByRole('link', { name: 'Bekijk het pand' })).toHaveAttribute('href', '/property/1001/');
	await expect(popup.getByRole('link')).toHaveAttribute('target', '_top');
	// A title stays text, and an unsafe path gets no link.
	await frame(page).locator('[data-property-id="1005"]').click();
	const second = frame(page).locator('.leaflet-popup', { hasText: 'Loft <b>Brussel</b>' });
	await expect(second).toBeVisible();
	await expect(second.getByRole('link')).toHaveCount(0);
	await expect(second.locator('b')).toHaveCount(0);
	// Tiles were asked for (and failed): harmless.
	expect(seen.tiles.length).toBeGreaterThan(0);
	expect(seen.violations).toEqual([]);
	expect(seen.errors).toEqual([]);
});

test("by keyboard, a marker's popup takes the focus to its link, and Escape closes it and gives the focus back to the marker; the close button speaks the page language", async ({ page }) => {
	await showMap(page, { type: 'agency:map', properties: properties.slice(0, 4), mapType: 'plain', info: { text: '', language: 'fr' } });
	await expect(frame(page).getByRole('status')).toHaveText('4 biens sur la carte');
	const marker = frame(page).locator('[data-property-id="1001"]');
	await marker.focus();
	await page.keyboard.press('Enter');
	const link = frame(page).locator('.leaflet-popup').getByRole('link', { name: 'Voir le bien' });
	await expect(link).toBeFocused();
	await expect(frame(page).locator('.leaflet-popup-close-button')).toHaveAttribute('aria-label', 'Fermer la bulle');
	await page.keyboard.press('Escape');
	await expect(frame(page).locator('.leaflet-popup')).toHaveCount(0);
	await expect(marker).toBeFocused();
});

test('listings on one spot share one pin: named by their count and each listing, its popup links each by title, and the keyboard reaches every one', async ({ page }) => {
	const building = { lat: 50.85, lng: 4.35, marquee: null };
	const units = [
		{ id: 2001, title: 'Appartement A1', city: 'Brussel', price: '€ 310.000', path: '/property/2001/', ...building },
		{ id: 2002, title: 'Appartement B2', city: 'Brussel', price: '€ 345.000', path: '/property/2002/', ...building },
		{ id: 2003, title: 'Penthouse', city: 'Brussel', price: '', path: '/property/2003/', ...building },
	];
	const seen = await showMap(page, { type: 'agency:map', properties: [properties[0], ...units], mapType: 'plain', info: { text: '', language: 'en' } });
	// The status counts listings, not pins.
	await expect(frame(page).getByRole('status')).toHaveText('4 properties on the map');
	await expect(frame(page).locator('.leaflet-marker-icon')).toHaveCount(2);
	const pin = frame(page).locator('[data-property-ids="2001 2002 2003"]');
	await expect(pin).toHaveAttribute('title', '3 properties at this spot: Appartement A1, Brussel, € 310.000; Appartement B2, Brussel, € 345.000; Penthouse, Brussel');
	await pin.focus();
	await page.keyboard.press('Enter');
	const popup = frame(page).locator('.leaflet-popup');
	await expect(popup).toContainText('3 properties at this spot');
	const links = popup.getByRole('link', { name: /^(Appartement|Penthouse)/ });
	await expect(links).toHaveText(['Appartement A1', 'Appartement B2', 'Penthouse']);
	expect(await links.evaluateAll((els) => els.map((el) => [el.getAttribute('href'), el.getAttribute('target')]))).toEqual([
		['/property/2001/', '_top'],
		['/property/2002/', '_top'],
		['/property/2003/', '_top'],
	]);
	await expect(popup).toContainText('€ 345.000');
	await expect(links.first()).toBeFocused();
	await page.keyboard.press('Tab');
	await expect(links.nth(1)).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(popup).toHaveCount(0);
	await expect(pin).toBeFocused();
	expect(seen.errors).toEqual([]);
});

test('a plain map asks for no tiles; language, info text and custom marker come from the message', async ({ page }) => {
	const seen = await showMap(page, {
		type: 'agency:map',
		properties: properties.slice(0, 2),
		mapType: 'plain',
		info: { text: '2 biens à Gand et Anvers', language: 'fr' },
		customMarker: '/favicon.svg',
		ignoredMarquees: [],
	});
	await expect(frame(page).getByRole('status')).toHaveText('2 biens sur la carte');
	await expect(frame(page).locator('#map-info')).toHaveText('2 biens à Gand et Anvers');
	await expect(frame(page).locator('html')).toHaveAttribute('lang', /^fr/);
	await expect(frame(page).locator('img.leaflet-marker-icon')).toHaveCount(2);
	await expect(frame(page).locator('img.leaflet-marker-icon').first()).toHaveAttribute('src', /\/favicon\.svg$/);
	expect(seen.tiles).toEqual([]);
	expect(seen.violations).toEqual([]);
	expect(seen.errors).toEqual([]);
});

test('the zoom buttons and the Leaflet credit speak the language of the message', async ({ page }) => {
	await showMap(page, { type: 'agency:map', properties, mapType: 'plain', info: { text: 'Sur la carte', language: 'fr' } });
	await expect(frame(page).getByRole('status')).toHaveText('5 biens sur la carte');
	for (const [selector, name] of [['.leaflet-control-zoom-in', 'Zoom avant'], ['.leaflet-control-zoom-out', 'Zoom arrière']] as const) {
		await expect(frame(page).locator(selector)).toHaveAttribute('title', name);
		await expect(frame(page).locator(selector)).toHaveAttribute('aria-label', name);
	}
	await expect(frame(page).locator('.leaflet-control-attribution a[href="https://leafletjs.com"]')).toHaveAttribute('title', 'Leaflet, une bibliothèque JavaScript de cartes interactives');
	await expect(frame(page).locator('[title="Zoom in"], [title="A JavaScript library for interactive maps"]')).toHaveCount(0);
});

test('messages from another origin or of another shape are ignored', async ({ page }) => {
	await showMap(page, { type: 'something-else', properties });
	await expect.poll(() => page.frame({ url: /\/map-frame\/$/ }) !== null).toBe(true);
	await page.waitForTimeout(300);
	await page.frame({ url: /\/map-frame\/$/ })!.evaluate((data) => window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example' })), {
		type: 'agency:map',
		properties,
	});
	await page.waitForTimeout(300);
	await expect(frame(page).locator('.leaflet-marker-icon')).toHaveCount(0);
	await expect(frame(page).getByRole('status')).toHaveText('De kaart wacht op de panden…');
});

test('?lang= writes the waiting frame in the page\'s language until the message names one', async ({ page }) => {
	await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
	await page.goto('/map-frame/?lang=de');
	await expect(page.getByRole('status')).toHaveText('Die Karte wartet auf die Immobilien…');
	await expect(page.locator('html')).toHaveAttribute('lang', 'de-BE');
	await expect(page).toHaveTitle('Karte der Immobilien');
	await page.goto('/map-frame/?lang=xx');
	await expect(page.getByRole('status')).toHaveText('De kaart wacht op de panden…');
});

test('the frame page is kept out of search engines and may only be framed by the site', async ({ request }) => {
	const response = await request.get('/map-frame/');
	expect(response.status()).toBe(200);
	expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
	const csp = response.headers()['content-security-policy'] ?? '';
	expect(csp).toContain("frame-ancestors 'self'");
	expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
	const sitemaps = await request.get('/sitemap-nl.xml');
	expect(await sitemaps.text()).not.toContain('map-frame');
});
