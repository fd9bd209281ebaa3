import { expect, test, type Page } from '@playwright/test';
import { forcedLook } from './support/forced-colors.ts';
import { axeViolations } from './support/axe.ts';
import { browserIdle, islandScriptLate, readWithoutActing } from './support/scripts-asked.ts';

/** Belgian Dutch price as the cards show it: optional 'vanaf', euro sign, no-break space, dots. */
const belgianPrice = /^(vanaf )?€\u00a0\d{1,3}(\.\d{3})*$|^Prijs op aanvraag$/;

type IndexItem = { id: number; path: string; city: string; zip: string; webIds: number[] };

/** The listing index the page's island reads, fetched the same way. */
async function indexOf(page: Page, file: string): Promise<IndexItem[]> {
	const response = await page.request.get(`/listing-index/${file}.json`);
	expect(response.status()).toBe(200);
	return ((await response.json()) as { items: IndexItem[] }).items;
}

/** The detail links of the cards on the page, in order. */
const cardLinks = (page: Page, scope = '') =>
	page.locator(`${scope} .property-card__title a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Wakes the filter island as a visitor reaching for the form does (the pointer over it), and waits until it has wired the form (the controls answer). */
async function hydrated(page: Page): Promise<void> {
	await page.locator('form.listing-filter').hover();
	await page.locator('form.listing-filter[data-wired]').waitFor({ state: 'attached' });
}

test('a rent card states the renter\'s monthly charges under the rent, as the listing page does (Woninghuurdecreet art. 9)', async ({ page }) => {
	await page.goto('/fr/a-louer/');
	const card = page.locator('.property-card:has(.property-card__charges)').first();
	const charges = (await card.locator('.property-card__charges').textContent())!;
	expect(charges).toMatch(/^\+ €\u00a0\d{1,3}(\.\d{3})* de charges par mois$/);
	await card.locator('.property-card__title a').click();
	await expect(page.locator('.detail')).toContainText(charges);
});

test('/for-sale/ shows twelve cards with Belgian prices, badges, a result count and the page in the breadcrumbs', async ({ page }) => {
	await page.goto('/for-sale/');
	await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
	await expect(page.getByRole('heading', { level: 1, name: 'Te koop' })).toBeVisible();
	const items = await indexOf(page, 'nl-sale');
	await expect(page.locator('.listing-count')).toHaveText(`${items.length} panden · pagina 1 van ${Math.ceil(items.length / 12)}`);
	const cards = page.locator('.property-card');
	await expect(cards).toHaveCount(12);
	for (const price of await page.locator('.property-card__price').allTextContents()) expect(price).toMatch(belgianPrice);
	await expect(page.locator('.property-card__badge').first()).toBeVisible();
	expect(await page.locator('.property-card__badge').allTextContents()).toEqual(
		expect.arrayContaining([expect.stringMatching(/^(Nieuw|Prijsdaling|Exclusief|Open huis)$/)]),
	);
	await expect(cards.first().getByRole('img')).toHaveAttribute('srcset', /100w.*1360w/);
	await expect(cards.last().getByRole('img')).toHaveAttribute('loading', 'lazy');
	expect(await cardLinks(page)).toEqual(items.slice(0, 12).map((i) => i.path));
	const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
	await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
	await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Te koop');
	await expect(page).toHaveTitle(/^Te koop \| /);
});

test('the last page of /for-sale/ shows sold and under-offer listings with their status badge', async ({ page }) => {
	const items = await indexOf(page, 'nl-sale');
	const last = Math.ceil(items.length / 12);
	await page.goto(`/for-sale/${last}/`);
	const statuses = await page.locator('.property-card__badge--sold, .property-card__badge--under_offer, .property-card__badge--sold_out').allTextContents();
	expect(statuses.length).toBeGreaterThan(0);
	for (const text of statuses) expect(['Verkocht', 'Onder optie']).toContain(text);
});

test('a unit of a sold-out project reads "sold" on its card and page, not "sold out"', async ({ page }) => {
	const items = await indexOf(page, 'nl-sale');
	const at = items.findIndex((i) => i.id === 1132);
	expect(at).toBeGreaterThanOrEqual(0);
	const listPage = Math.floor(at / 12) + 1;
	await page.goto(listPage === 1 ? '/for-sale/' : `/for-sale/${listPage}/`);
	const card = page.locator('.property-card').filter({ has: page.locator(`a[href="${items[at]!.path}"]`) });
	await expect(card.locator('.property-card__badge--sold_out')).toHaveText('Verkocht');
	await page.goto(items[at]!.path);
	await expect(page.getByRole('heading', { name: 'Verkocht: alle units van dit project zijn verkocht' })).toBeVisible();
	await expect(page.getByText('Uitverkocht')).toHaveCount(0);
});

test('/for-rent/ shows monthly rents', async ({ page }) => {
	await page.goto('/for-rent/');
	await expect(page.getByRole('heading', { level: 1, name: 'Te huur' })).toBeVisible();
	const prices = await page.locator('.property-card__price').allTextContents();
	expect(prices.length).toBeGreaterThan(0);
	for (const price of prices) expect(price).toMatch(/^€\u00a0\d{1,3}(\.\d{3})*\/maand$|^Prijs op aanvraag$/);
});

test('page 2 exists, shows the next twelve listings and an accessible pagination', async ({ page }) => {
	await page.goto('/for-sale/');
	const first = await cardLinks(page);
	const nav = page.getByRole('navigation', { name: 'Paginering' });
	await expect(nav.getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute('aria-current', 'page');
	await nav.getByRole('link', { name: 'Volgende' }).click();
	await expect(page).toHaveURL(/\/for-sale\/2\/$/);
	const second = await cardLinks(page);
	expect(second).toHaveLength(12);
	expect(second.filter((href) => first.includes(href))).toEqual([]);
	const items = await indexOf(page, 'nl-sale');
	expect(second).toEqual(items.slice(12, 24).map((i) => i.path));
	await expect(nav.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute('aria-current', 'page');
	await expect(nav.getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', '/for-sale/');
	await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Te koop' })).toHaveAttribute('href', '/for-sale/');
	await expect(page).toHaveTitle(/^Te koop – pagina 2 \| /);
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', / Pagina 2 van \d+\.$/);
});

test('/fr/a-vendre/?type=2 shows only houses, in French, with a count', async ({ page }) => {
	await page.goto('/fr/a-vendre/?type=2');
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
	const houses = (await indexOf(page, 'fr-sale')).filter((i) => i.webIds.includes(2));
	const status = page.getByRole('status');
	await expect(status).toHaveText(`${houses.length} résultats`);
	await expect(page.getByLabel('Type de bien')).toHaveValue('2');
	await expect(page.getByLabel('Type de bien').locator('option:checked')).toHaveText(`Maison (${houses.length})`);
	expect(await cardLinks(page, '.listing-results')).toEqual(houses.slice(0, 12).map((h) => h.path));
	for (const href of await cardLinks(page, '.listing-results')) expect(href).toMatch(/^\/fr\//);
	await expect(page.locator('.pagination'), 'the static list and its pagination are hidden while filtering').toBeHidden();
	await page.getByRole('button', { name: 'Afficher plus' }).click();
	expect(await cardLinks(page, '.listing-results')).toEqual(houses.slice(0, 24).map((h) => h.path));
	await expect(page).toHaveURL(/\/fr\/a-vendre\/\?type=2$/);
});

test('"Show more" by keyboard: the focus goes to the first card it added, the last press included, and the count is a live region from the start', async ({ page }) => {
	await page.goto('/for-sale/');
	const status = page.getByRole('status');
	await expect(status, 'the live region is in the page before any filter').toHaveText('');
	await page.goto('/for-sale/?type=2');
	const houses = (await indexOf(page, 'nl-sale')).filter((i) => i.webIds.includes(2));
	await expect(status).toHaveText(`${houses.length} resultaten`);
	const more = page.getByRole('button', { name: 'Meer tonen' });
	for (let shown = 12; shown < houses.length; shown += 12) {
		await more.focus();
		await page.keyboard.press('Enter');
		await expect(page.locator(':focus')).toHaveAttribute('href', houses[shown]!.path);
	}
	await expect(more, 'the last batch took the button away').toHaveCount(0);
	await expect(page.locator('.listing-results .property-card')).toHaveCount(houses.length);
});

test('a filtered list comes back with the cards "Show more" added and at the same place, after a reload and after Back', async ({ page }) => {
	await page.goto('/for-sale/?type=2');
	const houses = (await indexOf(page, 'nl-sale')).filter((i) => i.webIds.includes(2));
	expect(houses.length, 'the demo has more than two pages of houses for sale').toBeGreaterThan(24);
	await page.getByRole('button', { name: 'Meer tonen' }).click();
	await page.getByRole('button', { name: 'Meer tonen' }).click();
	const shown = Math.min(36, houses.length);
	await expect(page.locator('.listing-results .property-card')).toHaveCount(shown);
	const card = page.locator('.listing-results .property-card').nth(20);
	await card.scrollIntoViewIfNeeded();
	const place = await page.evaluate(() => window.scrollY);
	expect(place).toBeGreaterThan(500);
	await page.waitForTimeout(1_000); // the visitor reads a while before leaving
	// A reload never comes from the back/forward cache: the page starts again from its HTML.
	await page.reload();
	await expect(page.locator('.listing-results .property-card')).toHaveCount(shown);
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(place - 50);
	expect(await page.evaluate(() => window.scrollY)).toBeLessThan(place + 50);
	// Nothing moves the page afterwards: the browser's own restoring does not land elsewhere once loaded.
	await browserIdle(page);
	expect(Math.abs((await page.evaluate(() => window.scrollY)) - place)).toBeLessThan(50);
	await card.locator('.property-card__title a').click();
	await expect(page).toHaveURL(houses[20]!.path);
	await page.goBack();
	await expect(page.locator('.listing-results .property-card')).toHaveCount(shown);
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(place - 50);
	// Another filter starts again at the first cards.
	await page.getByLabel('Type pand').selectOption('1');
	await expect(page.locator('.listing-results .property-card')).toHaveCount(12);
	await page.reload();
	await expect(page.locator('.listing-results .property-card')).toHaveCount(12);
});

test('?city=Gent|9000 on /for-sale/ shows only the listings in Gent', async ({ page }) => {
	await page.goto('/for-sale/?city=Gent|9000');
	const gent = (await indexOf(page, 'nl-sale')).filter((i) => i.city === 'Gent' && i.zip === '9000');
	expect(gent.length).toBeGreaterThan(0);
	await expect(page.getByRole('status')).toHaveText(gent.length === 1 ? '1 resultaat' : `${gent.length} resultaten`);
	expect(await cardLinks(page, '.listing-results')).toEqual(gent.map((i) => i.path));
	for (const location of await page.locator('.listing-results .property-card__location').allTextContents()) expect(location).toMatch(/Gent/);
	await expect(page.getByLabel('Gemeente')).toHaveValue('Gent|9000');
});

test('Back after the skip link and a city choice returns the list, the select and the URL to the unfiltered page together', async ({ page }) => {
	await page.goto('/for-sale/');
	await hydrated(page);
	const unfiltered = await cardLinks(page);
	// The skip link adds a history entry (#main) in the same document; the choice then replaces that entry.
	await page.getByRole('link', { name: 'Naar de inhoud' }).focus();
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\/for-sale\/#main$/);
	await page.getByLabel('Gemeente').selectOption('Gent|9000');
	await expect(page).toHaveURL(/\/for-sale\/\?city=Gent\|9000#main$/);
	await expect(page.locator('.listing-results .property-card').first()).toBeVisible();
	await page.evaluate(() => Object.assign(window, { __samePage: true }));

	await page.goBack();
	await expect(page).toHaveURL(/\/for-sale\/$/);
	expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), 'Back stays in the same document').toBe(true);
	await expect(page.getByLabel('Gemeente')).toHaveValue('');
	await expect(page.locator('.listing-results')).toHaveCount(0);
	await expect(page.locator('.property-card')).toHaveCount(12);
	expect(await cardLinks(page)).toEqual(unfiltered);

	// Forward brings the filtered entry back, the filter with it (an entry pushed on Back would stand in its place).
	await page.goForward();
	await expect(page).toHaveURL(/\/for-sale\/\?city=Gent\|9000#main$/);
	await expect(page.getByLabel('Gemeente')).toHaveValue('Gent|9000');
	await expect(page.locator('.listing-results .property-card').first()).toBeVisible();
});

test('a city and a type chosen before the filter is ready are kept and applied once it is', async ({ page }) => {
	await islandScriptLate(page, 'ListingFilter');
	await page.goto('/for-sale/');
	await page.getByLabel('Gemeente').selectOption('Gent|9000');
	await page.getByLabel('Type pand').selectOption('2');
	await expect(page.locator('form.listing-filter[data-wired]')).toHaveCount(0);
	await hydrated(page);
	const houses = (await indexOf(page, 'nl-sale')).filter((i) => i.city === 'Gent' && i.zip === '9000' && i.webIds.includes(2));
	await expect(page.getByRole('status')).toHaveText(houses.length === 1 ? '1 resultaat' : `${houses.length} resultaten`);
	await expect(page.getByLabel('Gemeente')).toHaveValue('Gent|9000');
	await expect(page.getByLabel('Type pand')).toHaveValue('2');
	await expect(page).toHaveURL(/\/for-sale\/\?city=Gent\|9000&type=2$/);
	expect(await cardLinks(page, '.listing-results')).toEqual(houses.map((i) => i.path));
});

test('an unfiltered list loads no framework until the visitor reaches for the filter; the pointer over the form wakes it', async ({ page }) => {
	const filterScript = await readWithoutActing(page, '/for-sale/', 'ListingFilter');
	expect(filterScript(), 'read and scrolled, the filter was not asked for').toEqual([]);
	expect(await page.locator('astro-island[client="interaction"][ssr]').count()).toBe(1);
	await page.locator('form.listing-filter').hover();
	await page.locator('form.listing-filter[data-wired]').waitFor({ state: 'attached' });
	expect(filterScript()).toHaveLength(1);
	await page.getByLabel('Gemeente').selectOption('Gent|9000');
	await expect(page).toHaveURL(/\/for-sale\/\?city=Gent\|9000$/);
});

test('an impossible combination says there are no results, in the page language', async ({ page }) => {
	await page.goto('/for-sale/?city=Gent|9000&type=1');
	await expect(page.getByRole('status')).toHaveText('Geen resultaten gevonden');
	await expect(page.locator('.property-card:visible')).toHaveCount(0);
	await page.goto('/fr/a-vendre/?city=Gand|9000&type=1');
	await expect(page.getByRole('status')).toHaveText(/^Aucun résultat/);
	await page.goto('/de/zu-verkaufen/?city=Gent|9000&type=1');
	await expect(page.getByRole('status')).toHaveText('Keine Ergebnisse gefunden');
});

test('bad parameter values are ignored with a notice and the static list stays', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await page.goto('/for-sale/?city=Atlantis|0000&type=huis');
	await expect(page.getByText('De gemeente in de link is onbekend; we tonen alle gemeenten.')).toBeVisible();
	await expect(page.getByText('Het type pand in de link is onbekend; we tonen alle types.')).toBeVisible();
	await expect(page.locator('.property-card')).toHaveCount(12);
	await expect(page.getByRole('navigation', { name: 'Paginering' })).toBeVisible();
	await expect(page).toHaveURL(/\/for-sale\/$/);
	expect(errors).toEqual([]);
});

test('a link to a real city with nothing on this list says so, and offers the other list where it has some', async ({ page }) => {
	const rent = await indexOf(page, 'nl-rent');
	const sale = await indexOf(page, 'nl-sale');
	expect(rent.some((i) => i.city === 'Oudenaarde') && !sale.some((i) => i.city === 'Oudenaarde')).toBe(true);
	await page.goto('/for-sale/?city=Oudenaarde|9700');
	await expect(page.getByText('Er zijn geen panden te koop in Oudenaarde; we tonen alle panden te koop.')).toBeVisible();
	await expect(page.getByText('De gemeente in de link is onbekend', { exact: false })).toHaveCount(0);
	await expect(page.locator('#listing-static .property-card')).toHaveCount(12);
	await page.getByRole('link', { name: 'Bekijk de panden te huur in Oudenaarde' }).click();
	await expect(page).toHaveURL(/\/for-rent\/\?city=Oudenaarde\|9700$/);
	const there = rent.filter((i) => i.city === 'Oudenaarde');
	await expect(page.getByRole('status')).toHaveText(there.length === 1 ? '1 resultaat' : `${there.length} resultaten`);

	// In French, named in French, found by its Dutch name too.
	await page.goto('/fr/a-vendre/?city=Oudenaarde|9700');
	await expect(page.getByText('Il n’y a pas de biens à vendre à Audenarde', { exact: false })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Voir les biens à louer à Audenarde' })).toHaveAttribute('href', '/fr/a-louer/?city=Audenarde|9700');
	// A municipality on neither list: named, with no link.
	const known = ['Ieper|8900', 'Kortrijk|8500', 'Roeselare|8800'].find((v) => ![...rent, ...sale].some((i) => `${i.city}|${i.zip}` === v));
	if (known) {
		await page.goto(`/for-sale/?city=${known}`);
		await expect(page.getByText(`Er zijn geen panden te koop in ${known.split('|')[0]}; we tonen alle panden te koop.`)).toBeVisible();
		await expect(page.locator('.listing-filter__notice a')).toHaveCount(0);
	}
});

test('a zip alone of two localities of the list (?city=9050) names the zip and links to each on this list; one with none on it names them all', async ({ page }) => {
	// The demo's zips are one locality's each: the sale list's form gets a second city of Ettelbruck's
	// zip 9050 (as Gentbrugge and Ledeberg share it), the rent list's directory Limal beside Waver (1300).
	const sale = await indexOf(page, 'nl-sale');
	const ettelbruck = sale.filter((i) => i.city === 'Ettelbruck' && i.zip === '9050');
	expect(ettelbruck.length).toBeGreaterThan(0);
	await page.route(
		(url) => url.pathname === '/for-sale/',
		async (route) => {
			const response = await route.fetch();
			const html = await response.text();
			const option = /<option value="Ettelbruck\|9050">[^<]*<\/option>/;
			expect(html).toMatch(option);
			await route.fulfill({ response, body: html.replace(option, (own) => `${own}<option value="Ledeberg|9050">Ledeberg (1)</option>`) });
		},
	);
	await page.goto('/for-sale/?city=9050&utm_source=mail');
	await expect(page.getByText('Postcode 9050 hoort bij meerdere gemeenten; we tonen alle panden te koop.', { exact: false })).toBeVisible();
	await expect(page.getByText('De gemeente in de link is onbekend', { exact: false })).toHaveCount(0);
	await expect(page.locator('.listing-filter__notice')).toHaveText('Postcode 9050 hoort bij meerdere gemeenten; we tonen alle panden te koop. Bekijk de panden te koop in Ettelbruck of Ledeberg');
	await expect(page.locator('#listing-static .property-card')).toHaveCount(12);
	await expect(page.locator('select[name="city"]')).toHaveValue('');
	await expect(page.locator('.listing-filter__notice').getByRole('link', { name: 'Ledeberg' })).toHaveAttribute('href', '/for-sale/?utm_source=mail&city=Ledeberg|9050');
	await page.locator('.listing-filter__notice').getByRole('link', { name: 'Ettelbruck' }).click();
	await expect(page).toHaveURL('/for-sale/?utm_source=mail&city=Ettelbruck|9050');
	await expect(page.locator('select[name="city"]')).toHaveValue('Ettelbruck|9050');
	await expect(page.getByRole('status')).toHaveText(ettelbruck.length === 1 ? '1 resultaat' : `${ettelbruck.length} resultaten`);
	await expect(page.locator('.listing-filter__notice')).toHaveCount(0);
	// With the link's type still applied (one Ettelbruck has), the notice says so and its links keep the type.
	const type = ettelbruck[0]!.webIds[0]!;
	await page.goto(`/for-sale/?city=9050&type=${type}`);
	await expect(page.locator('.listing-filter__notice')).toHaveText('Postcode 9050 hoort bij meerdere gemeenten; we tonen het gekozen type in alle gemeenten. Bekijk de panden te koop in Ettelbruck of Ledeberg');
	await expect(page.locator('.listing-filter__notice').getByRole('link', { name: 'Ettelbruck' })).toHaveAttribute('href', `/for-sale/?city=Ettelbruck|9050&type=${type}`);
	// Choosing a city in the form takes the notice away.
	await page.locator('select[name="city"]').selectOption('Ettelbruck|9050');
	await expect(page.locator('.listing-filter__notice')).toHaveCount(0);

	// None on the rent list: every locality of the zip is named, and the sale list's one is linked.
	const rent = await indexOf(page, 'nl-rent');
	expect(rent.some((i) => i.zip === '1300')).toBe(false);
	expect(sale.some((i) => i.city === 'Waver' && i.zip === '1300')).toBe(true);
	await page.route('**/listing-index/nl-rent-cities.json', async (route) => {
		const response = await route.fetch();
		const directory = (await response.json()) as { known: string[][] };
		await route.fulfill({ response, json: { ...directory, known: [...directory.known, ['Limal', '1300', 'Limal']] } });
	});
	await page.goto('/for-rent/?city=1300');
	await expect(page.getByText('Er zijn geen panden te huur in Limal of Waver; we tonen alle panden te huur.')).toBeVisible();
	await expect(page.getByRole('link', { name: 'Bekijk de panden te koop in Waver' })).toHaveAttribute('href', '/for-sale/?city=Waver|1300');
});

test('a city notice with the link\'s type still applied says so, and its link to the other list keeps the type', async ({ page }) => {
	const sale = await indexOf(page, 'nl-sale');
	const houses = sale.filter((i) => i.webIds.includes(2));
	await page.goto('/for-sale/?city=Oudenaarde|9700&type=2');
	await expect(page.getByRole('status')).toHaveText(`${houses.length} resultaten`);
	await expect(page.getByText('Er zijn geen panden te koop in Oudenaarde; we tonen het gekozen type in alle gemeenten.')).toBeVisible();
	await expect(page.getByText('we tonen alle panden te koop', { exact: false })).toHaveCount(0);
	await expect(page.getByRole('link', { name: 'Bekijk de panden te huur in Oudenaarde' })).toHaveAttribute('href', '/for-rent/?city=Oudenaarde|9700&type=2');
	// Choosing another type changes only the type: the city's notice stays, its link follows the new type.
	await page.getByLabel('Type pand').selectOption('1');
	await expect(page).toHaveURL('/for-sale/?type=1');
	await expect(page.getByText('Er zijn geen panden te koop in Oudenaarde; we tonen het gekozen type in alle gemeenten.')).toBeVisible();
	await expect(page.getByRole('link', { name: 'Bekijk de panden te huur in Oudenaarde' })).toHaveAttribute('href', '/for-rent/?city=Oudenaarde|9700&type=1');
	// With no type left, every property for sale is shown, and the notice says so again.
	await page.getByLabel('Type pand').selectOption('');
	await expect(page.getByText('Er zijn geen panden te koop in Oudenaarde; we tonen alle panden te koop.')).toBeVisible();
	await expect(page.getByRole('link', { name: 'Bekijk de panden te huur in Oudenaarde' })).toHaveAttribute('href', '/for-rent/?city=Oudenaarde|9700');
});

test('the city of ?city=Gent found after all on the French list leaves the notice of the unknown type standing', async ({ page }) => {
	const sale = await indexOf(page, 'fr-sale');
	const there = sale.filter((i) => i.city === 'Gand');
	expect(there.length).toBeGreaterThan(0);
	await page.goto('/fr/a-vendre/?city=Gent&type=99');
	await expect(page.locator('select[name="city"]')).toHaveValue(`Gand|${there[0]!.zip}`);
	await expect(page.getByRole('status')).toHaveText(there.length === 1 ? '1 résultat' : `${there.length} résultats`);
	await expect(page.getByText('Le type de bien du lien est inconnu\u00a0; nous affichons tous les types.')).toBeVisible();
	// The city set by the directory changed only the city; a choice of type (one Gand has) takes the type's notice away.
	await page.getByLabel('Type de bien').selectOption(String(there[0]!.webIds[0]));
	await expect(page.getByText('Le type de bien du lien est inconnu', { exact: false })).toHaveCount(0);
});

test('a link to a type the list does not offer but the other list does says so, and links there', async ({ page }) => {
	const rent = await indexOf(page, 'nl-rent');
	const sale = await indexOf(page, 'nl-sale');
	expect(rent.some((i) => i.webIds.includes(7))).toBe(false);
	const land = sale.filter((i) => i.webIds.includes(7));
	await page.goto('/for-rent/?type=7');
	await expect(page.getByText('Het type pand “Grond” wordt alleen te koop aangeboden; we tonen alle types.')).toBeVisible();
	await expect(page.getByText('Het type pand in de link is onbekend', { exact: false })).toHaveCount(0);
	await expect(page.locator('#listing-static .property-card')).toHaveCount(Math.min(12, rent.length));
	await page.getByRole('link', { name: 'Bekijk de panden te koop van het type “Grond”' }).click();
	await expect(page).toHaveURL('/for-sale/?type=7');
	await expect(page.getByRole('status')).toHaveText(land.length === 1 ? '1 resultaat' : `${land.length} resultaten`);

	// In French, named in French; a type no list offers is still unknown.
	await page.goto('/fr/a-louer/?type=7');
	await expect(page.getByRole('link', { name: 'Voir les biens à vendre du type «\u00a0Terrain\u00a0»' })).toHaveAttribute('href', '/fr/a-vendre/?type=7');
	await page.goto('/for-rent/?type=99');
	await expect(page.getByText('Het type pand in de link is onbekend; we tonen alle types.')).toBeVisible();
	await expect(page.locator('.listing-filter__notice a')).toHaveCount(0);
});

test('the select controls work with the keyboard and keep the URL in step', async ({ page }) => {
	await page.goto('/for-sale/');
	// The focus wakes the filter: the first choice may be made before it is ready, and counts.
	const city = page.getByLabel('Gemeente');
	const type = page.getByLabel('Type pand');
	await city.focus();
	await page.keyboard.press('ArrowDown');
	const first = await city.inputValue();
	expect(first).toMatch(/^.+\|\d{4}$/);
	await expect(page).toHaveURL(`/for-sale/?city=${first}`);
	await expect(page.getByRole('status')).toHaveText(/^(1 resultaat|\d+ resultaten)$/);

	await page.keyboard.press('Tab');
	await expect(type).toBeFocused();
	await page.keyboard.press('ArrowDown');
	await expect(type).toHaveValue(/^\d+$/);
	await expect(page).toHaveURL(`/for-sale/?city=${first}&type=${await type.inputValue()}`);

	await page.keyboard.press('Tab');
	const reset = page.getByRole('button', { name: 'Filters wissen' });
	await expect(reset).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\/for-sale\/$/);
	await expect(city, 'focus stays in the filter when the reset button goes').toBeFocused();
	await expect(page.locator('.property-card')).toHaveCount(12);
	await expect(page.getByRole('navigation', { name: 'Paginering' })).toBeVisible();
});

/** Each choice of a filter control as [value, label, disabled], the "all" choice left out. */
const choicesOf = (page: Page, label: string) =>
	page.getByLabel(label).locator('option:not([value=""])').evaluateAll((options) =>
		options.map((o) => [(o as HTMLOptionElement).value, o.textContent, (o as HTMLOptionElement).disabled] as const),
	);

test('the filter counts each choice under the other choice, and disables choices without listings unless chosen', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 900 });
	await page.goto('/for-sale/');
	await hydrated(page);
	const items = await indexOf(page, 'nl-sale');
	const totals = await choicesOf(page, 'Type pand');
	const names = new Map(totals.map(([value, label]) => [value, label?.replace(/ \(\d+\)$/, '')]));
	const city = page.getByLabel('Gemeente');
	const type = page.getByLabel('Type pand');

	await city.selectOption('Gent|9000');
	const gent = items.filter((i) => i.city === 'Gent' && i.zip === '9000');
	await expect(page.getByRole('status')).toHaveText(`${gent.length} resultaten`);
	const gentTypes = totals.map(([value]) => {
		const count = gent.filter((i) => i.webIds.includes(Number(value))).length;
		return [value, `${names.get(value)} (${count})`, count === 0] as const;
	});
	await expect.poll(() => choicesOf(page, 'Type pand'), 'each type counts the listings in Gent').toEqual(gentTypes);
	expect(gentTypes.some(([, , disabled]) => disabled), 'the demo has a type without listings in Gent').toBe(true);
	expect(await type.locator('option[value="1"]').textContent()).toBe('Appartement/Loft (0)');

	// With the keyboard, the choices without listings are passed over: the first one left is a house.
	await type.focus();
	await page.keyboard.press('ArrowDown');
	const firstOffered = gentTypes.find(([, , disabled]) => !disabled)?.[0];
	await expect(type).toHaveValue(firstOffered ?? '');
	await expect(page.getByRole('status')).not.toHaveText('Geen resultaten gevonden');
	const chosen = Number(firstOffered);
	const ofType = items.filter((i) => i.webIds.includes(chosen));
	const cities = await choicesOf(page, 'Gemeente');
	const expectedCities = cities.map(([value, label]) => {
		const count = ofType.filter((i) => `${i.city}|${i.zip}` === value).length;
		return [value, `${label?.replace(/ \(\d+\)$/, '')} (${count})`, count === 0 && value !== 'Gent|9000'] as const;
	});
	await expect.poll(() => choicesOf(page, 'Gemeente'), 'each city counts the listings of the chosen type').toEqual(expectedCities);

	await page.getByRole('button', { name: 'Filters wissen' }).click();
	await expect.poll(() => choicesOf(page, 'Type pand'), 'without a filter the counts are the list totals again').toEqual(totals);
	expect(totals.every(([, , disabled]) => !disabled)).toBe(true);
});

test('a chosen type without listings in the chosen city shows (0) and stays chosen, so it can be cleared', async ({ page }) => {
	await page.goto('/for-sale/?city=Gent|9000&type=1');
	await expect(page.getByRole('status')).toHaveText('Geen resultaten gevonden');
	const type = page.getByLabel('Type pand');
	await expect(type.locator('option:checked')).toHaveText('Appartement/Loft (0)');
	await expect(type.locator('option:checked')).toBeEnabled();
	await type.selectOption('');
	await expect(page).toHaveURL('/for-sale/?city=Gent|9000');
	await expect(page.getByRole('status')).toHaveText(/^\d+ resultaten$/);
	await expect(type.locator('option[value="1"]')).toBeDisabled();
});

test('the filtered list has no serious accessibility violation at phone and desktop width', async ({ page }) => {
	for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
		await page.setViewportSize(viewport);
		await page.goto('/de/zu-verkaufen/?type=2&city=Uccle|1180');
		await expect(page.getByRole('status')).toHaveText('3 Ergebnisse');
		await expect(page.locator('.listing-results .property-card')).toHaveCount(3);
		// German content is empty: the titles are the Dutch ones, marked as such.
		await expect(page.locator('.listing-results .property-card__title a').first()).toHaveAttribute('lang', 'nl-BE');
		expect(await axeViolations(page)).toEqual([]);
	}
});

test('the language switcher of a list page keeps the valid city and type filter, and only there', async ({ page, browser }) => {
	await page.setViewportSize({ width: 1280, height: 900 });
	await page.goto('/for-sale/?city=Gent|9000&type=2');
	const english = page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: /English/ });
	await expect(english).toHaveAttribute('href', '/en/for-sale/?city=Gent|9000&type=2');
	await english.click();
	await expect(page).toHaveURL('/en/for-sale/?city=Ghent|9000&type=2');
	const ghent = (await indexOf(page, 'en-sale')).filter((i) => i.zip === '9000' && i.webIds.includes(2));
	await expect(page.getByRole('status')).toHaveText(`${ghent.length} results`);
	await expect(page.getByLabel('City')).toHaveValue('Ghent|9000');
	await expect(page.getByLabel('Property type')).toHaveValue('2');

	await page.goto('/en/for-rent/?type=1');
	await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: /Français/ }).click();
	await expect(page).toHaveURL('/fr/a-louer/?type=1');
	await expect(page.getByLabel('Type de bien')).toHaveValue('1');

	// A filter chosen on the page goes along; an unknown city and other parameters stay behind; the page number is kept.
	await page.goto('/for-sale/2/?city=Atlantis|0000&utm_source=mail');
	await hydrated(page);
	await page.getByLabel('Type pand').selectOption('2');
	const french = page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: /Français/ });
	await french.focus();
	await expect(french).toHaveAttribute('href', '/fr/a-vendre/2/?type=2');

	// Elsewhere the switcher is as it was.
	await page.goto('/contact/?city=Gent|9000&type=2');
	await expect(page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en/contact/');

	// Without JavaScript the links are the plain translated paths.
	const context = await browser.newContext({ javaScriptEnabled: false });
	const still = await context.newPage();
	await still.goto(`${test.info().project.use.baseURL}/for-sale/?city=Gent|9000&type=2`);
	const plain = still.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: /English/ });
	await expect(plain).toHaveAttribute('href', '/en/for-sale/');
	await plain.click();
	await expect(still).toHaveURL(/\/en\/for-sale\/$/);
	await context.close();
});

test('without JavaScript the filter and the home search are not shown, and a filtered link says the list is unfiltered', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	await page.goto('/for-sale/?city=Gent|9000');
	await expect(page.getByRole('search', { name: 'Aanbod filteren' })).toBeHidden();
	await expect(page.getByLabel('Gemeente')).toBeHidden();
	// Playwright's text locators skip <noscript>: the notice is found by its class.
	const notice = page.locator('noscript > p.listing-filter__notice');
	await expect(notice).toBeVisible();
	await expect(notice).toHaveText('Zonder JavaScript toont deze lijst alle panden, zonder filter op gemeente of type.');
	await expect(page.locator('.property-card')).toHaveCount(12);
	await page.goto('/fr/');
	await expect(page.locator('#search-input')).toBeHidden();
	await expect(page.locator('noscript > p.listing-filter__notice')).toHaveCount(0);
	await context.close();
});

test('with JavaScript the filter shows at once, and no notice about JavaScript', async ({ page }) => {
	await page.goto('/for-sale/');
	await expect(page.getByLabel('Gemeente')).toBeVisible();
	await expect(page.locator('p.listing-filter__notice')).toBeHidden();
});

test('WCAG 1.4.11: in forced colours the pressed view and the current page number look unlike the others', async ({ page }) => {
	await page.emulateMedia({ forcedColors: 'active' });
	await page.goto('/for-sale/');
	const views = page.locator('.list-view__switch');
	expect(await forcedLook(views.getByRole('button', { name: 'Lijst' }))).not.toBe(await forcedLook(views.getByRole('button', { name: 'Op de kaart' })));
	const pages = page.locator('.pagination');
	expect(await forcedLook(pages.getByRole('link', { name: 'Pagina 1', exact: true }))).not.toBe(await forcedLook(pages.getByRole('link', { name: 'Pagina 2', exact: true })));
});

test('WCAG 1.4.12: at 320 px with the text spacing of the criterion the filter neither scrolls the page sideways nor pokes out of its panel', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 640 });
	await page.goto('/for-sale/');
	await hydrated(page);
	await page.addStyleTag({ content: '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important} p{margin-bottom:2em!important}' });
	const layout = await page.evaluate(() => {
		const panel = document.querySelector('form.listing-filter')!;
		const style = getComputedStyle(panel);
		const box = panel.getBoundingClientRect();
		const inner = { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
		const out = [...panel.querySelectorAll('select, button, input')]
			.filter((el) => el.getClientRects().length > 0)
			.map((el) => ({ name: el.getAttribute('name') ?? el.textContent?.trim() ?? el.tagName, box: el.getBoundingClientRect() }))
			.filter(({ box: b }) => b.left < inner.left - 0.5 || b.right > inner.right + 0.5)
			.map(({ name, box: b }) => `${name}: ${Math.round(b.left)}-${Math.round(b.right)} outside ${Math.round(inner.left)}-${Math.round(inner.right)}`);
		return { scrollWidth: document.documentElement.scrollWidth, out };
	});
	expect(layout.out).toEqual([]);
	expect(layout.scrollWidth).toBeLessThanOrEqual(320);
});

test('a link naming a city of the list in another language, without its zip, filters on it: ?city=Gent on the French sale list shows Gand', async ({ page }) => {
	const sale = await indexOf(page, 'fr-sale');
	const there = sale.filter((i) => i.city === 'Gand');
	expect(there.length).toBeGreaterThan(0);
	await page.goto('/fr/a-vendre/?city=Gent');
	await expect(page.getByRole('status')).toHaveText(there.length === 1 ? '1 résultat' : `${there.length} résultats`);
	await expect(page.locator('select[name="city"]')).toHaveValue(`Gand|${there[0]!.zip}`);
	await expect(page.getByText('Il n’y a pas de biens', { exact: false })).toHaveCount(0);
	await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Gand(\||%7C)\d{4}$/);
});
