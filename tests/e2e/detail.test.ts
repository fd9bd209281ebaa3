import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { epcViewOf } from '../../src/lib/detail/epc-view.ts';
import { estimateRenovationCost, letterOf, renovationAdviceOf } from '../../src/lib/detail/renovation-cost.ts';
import { formatEuro } from '../../src/lib/domain/price.ts';
import { slugify } from '../../src/lib/domain/text.ts';
import { autoplayUrl, recogniseVideo, unplayableFormat } from '../../src/lib/domain/video.ts';
import type { Property } from '../../src/schemas/property.ts';
import type { SiteConfig } from '../../src/schemas/site.ts';
import { contrastRatio } from './support/contrast.ts';

/**
 * Property detail page (issue 3), against the served build: title, Belgian price, EPC on the
 * right regional scale, hidden empty attributes, sold/rented state, keyboard lightbox, embeds only
 * after a click, renovation calculator and the address rule. Listings are picked from the data.
 */

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as T;
const properties = read<Property[]>('properties.json');
const site = read<SiteConfig>('site.json');
const recordOf = (id: number, lang: string) => properties.find((p) => p.ID === id && p.Language === lang)!;
const nl = properties.filter((p) => p.Language === 'nl');
const pick = (what: string, fits: (p: Property) => boolean): Property => {
	const found = nl.find(fits);
	if (!found) throw new Error(`The demo data has no ${what}`);
	return found;
};
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

/** Goes to the page of a listing in a language through the nl page's hreflang alternate. */
async function openIn(page: Page, id: number, lang: 'nl-BE' | 'fr-BE' | 'en' | 'de-BE') {
	await page.goto(`/property/${id}/`);
	if (lang === 'nl-BE') return;
	const href = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
	await page.goto(new URL(href!).pathname);
}

/** The row of the listing's attribute lists whose label reads exactly `label`. */
function attributeRow(page: Page, label: string): Locator {
	return page.locator('dl.attributes > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
}

/** Scrolls an island into view (they hydrate when visible) and waits until it has hydrated. */
async function hydrated(page: Page, inside: string) {
	await page.locator(inside).first().scrollIntoViewIfNeeded();
	await page.locator(`astro-island:not([ssr]) ${inside}`).first().waitFor({ state: 'attached' });
}

const sale = pick('Flemish house or apartment for sale without garages', (p) => {
	const epc = epcViewOf(p);
	return p.Availability.Status === 'for_sale' && p.ProjectID == null && p.PublishPrice && p.PriceUnit == null && p.PublishAddress
		&& epc.region === 'flanders' && p.Details.Garages == null && p.Details.Bedrooms != null && p.Photos.length >= 3
		// slugify keeps '²' (a Unicode digit) and such paths are not served yet: pick a listing with a plain path.
		&& /^[a-z0-9-]+$/.test(slugify(recordOf(p.ID, 'fr').Title));
});

test('a sale listing shows its title, Belgian price, EPC label on the Flemish scale and no empty attribute, in nl and in fr', async ({ page }) => {
	const letter = epcViewOf(sale).letter!;
	const price = nbsp(formatEuro(sale.Price));
	const cases = [
		{ lang: 'nl-BE', record: recordOf(sale.ID, 'nl'), scale: 'EPC-schaal Vlaanderen', bedrooms: 'Slaapkamers', garages: 'Garages' },
		{ lang: 'fr-BE', record: recordOf(sale.ID, 'fr'), scale: 'Échelle PEB de Flandre', bedrooms: 'Chambres', garages: 'Garages' },
	] as const;
	for (const c of cases) {
		await openIn(page, sale.ID, c.lang);
		await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.record.Title);
		expect(nbsp(await page.locator('[data-price]').innerText())).toContain(price);
		const scale = page.getByRole('list', { name: c.scale });
		await expect(scale.getByRole('listitem')).toHaveCount(7);
		await expect(scale.locator('li[aria-current="true"] .letter')).toHaveText(letter);
		const bedrooms = attributeRow(page, c.bedrooms);
		await expect(bedrooms).toHaveCount(1);
		await expect(bedrooms.locator('dd')).toHaveText(String(sale.Details.Bedrooms));
		await expect(attributeRow(page, c.garages)).toHaveCount(0);
		for (const value of await page.locator('dl.attributes dd').allInnerTexts()) expect(value.trim()).not.toBe('');
	}
});

test("the agent's phone link dials the international number, so it reaches the agent from a foreign SIM too", async ({ page }) => {
	await page.goto('/property/1026/');
	const card = page.getByRole('region', { name: 'Uw contactpersoon' });
	await expect(card.getByRole('link', { name: '0475 12 34 56' })).toHaveAttribute('href', 'tel:+32475123456');
});

test('a Brussels or Walloon listing names its certificate EPB in Dutch (EPC is Flanders\' name), PEB in French, on its page', async ({ page }) => {
	for (const region of ['brussels', 'wallonia'] as const) {
		const listing = pick(`${region} listing with a label`, (p) => epcViewOf(p).region === region && epcViewOf(p).scale.length > 0 && p.ProjectID == null);
		const regionName = { brussels: { nl: 'Brussel', fr: 'Bruxelles' }, wallonia: { nl: 'Wallonië', fr: 'Wallonie' } }[region];
		await openIn(page, listing.ID, 'nl-BE');
		await expect(page.getByRole('heading', { name: 'Energieprestatie (EPB)' })).toBeVisible();
		await expect(page.getByRole('list', { name: `EPB-schaal ${regionName.nl}` })).toHaveCount(1);
		await expect(page.locator('body')).not.toContainText('Energieprestatie (EPC)');
		await openIn(page, listing.ID, 'fr-BE');
		await expect(page.getByRole('heading', { name: 'Performance énergétique (PEB)' })).toBeVisible();
		await expect(page.getByRole('list', { name: `Échelle PEB de ${regionName.fr}` })).toHaveCount(1);
	}
	await openIn(page, sale.ID, 'nl-BE');
	await expect(page.getByRole('heading', { name: 'Energieprestatie (EPC)' })).toBeVisible();
});

test('Flemish flood information duty: a P-score D reads its meaning with the flood symbol beside it (named in the page language, 3:1, fixed size, printed too), and no abolished flood zone is shown', async ({ page }) => {
	const flemishD = pick('Flemish listing with P-score D and a G-score other than D', (p) =>
		epcViewOf(p).region === 'flanders' && p.FloodRisk?.PScore === 'D' && p.FloodRisk.GScore != null && p.FloodRisk.GScore !== 'D'
		// A French path with '²' is not served yet (see `sale`): a listing with a plain one.
		&& /^[a-z0-9-]+$/.test(slugify(recordOf(p.ID, 'fr').Title)));
	const g = flemishD.FloodRisk!.GScore!;
	const cases = [
		{ lang: 'nl-BE', p: 'P-score (perceel)', gLabel: 'G-score (gebouw)', zone: 'Overstromingsgevoeligheid', d: 'D: middelgrote kans op overstromingen', symbol: 'Overstromingssymbool: middelgrote overstromingskans', gMeaning: { A: 'geen overstroming gemodelleerd', B: 'kleine kans op overstromingen onder klimaatverandering', C: 'kleine kans op overstromingen' } },
		{ lang: 'fr-BE', p: 'Score P (parcelle)', gLabel: 'Score G (bâtiment)', zone: 'Zone inondable', d: 'D : probabilité moyenne d’inondation', symbol: 'Symbole d’inondation : probabilité moyenne d’inondation', gMeaning: { A: 'aucune inondation modélisée', B: 'faible probabilité d’inondation en cas de changement climatique', C: 'faible probabilité d’inondation' } },
	] as const;
	const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	for (const c of cases) {
		await openIn(page, flemishD.ID, c.lang);
		const pRow = attributeRow(page, literal(c.p));
		await expect(pRow).toHaveCount(1);
		expect(nbsp(await pRow.locator('dd').innerText()).trim()).toBe(c.d);
		const symbol = pRow.getByRole('img');
		await expect(symbol).toHaveCount(1);
		expect(nbsp((await symbol.getAttribute('aria-label')) ?? '')).toBe(c.symbol);
		const gRow = attributeRow(page, literal(c.gLabel));
		expect(nbsp(await gRow.locator('dd').innerText())).toContain(c.gMeaning[g as 'A' | 'B' | 'C']);
		await expect(gRow.getByRole('img')).toHaveCount(0);
		// The old "effectief / mogelijk overstromingsgevoelig gebied" is abolished in Flanders.
		await expect(attributeRow(page, literal(c.zone))).toHaveCount(0);
		await expect(page.locator('[data-flood-symbol]')).toHaveCount(1);
	}
	// A graphic of 3:1 or more against what it stands on, at a size fixed by its attributes.
	const svg = page.locator('[data-flood-symbol]');
	const { stroke, background } = await svg.evaluate((el) => {
		let bg = 'rgba(0, 0, 0, 0)';
		for (let node: Element | null = el.parentElement; node && /rgba\(.*, 0\)|transparent/.test(bg); node = node.parentElement) bg = getComputedStyle(node).backgroundColor;
		return { stroke: getComputedStyle(el).stroke, background: /rgba\(.*, 0\)|transparent/.test(bg) ? 'rgb(255, 255, 255)' : bg };
	});
	expect(contrastRatio(stroke, background)).toBeGreaterThanOrEqual(3);
	await expect(svg).toHaveAttribute('width', '20');
	await expect(svg).toHaveAttribute('height', '20');
	const box = await svg.boundingBox();
	expect(box && Math.round(box.width) === 20 && Math.round(box.height) === 20).toBe(true);
	await page.emulateMedia({ media: 'print' });
	await expect(svg).toBeVisible();
	await page.emulateMedia({ media: 'screen' });
	// Brussels and Wallonia keep the flood zone the export gives, and draw no symbol.
	const brussels = pick('Brussels listing with a flood zone', (p) => epcViewOf(p).region === 'brussels' && p.FloodRisk?.FloodZone === 'effective');
	await openIn(page, brussels.ID, 'nl-BE');
	await expect(attributeRow(page, 'Overstromingsgevoeligheid').locator('dd')).toHaveText('Effectief overstromingsgevoelig gebied');
	await expect(page.locator('[data-flood-symbol]')).toHaveCount(0);
});

test("a rent's header line names the renter's charges per month, and the charges row reads per month, in all four languages", async ({ page }) => {
	const rental = pick('rental with charges', (p) => p.Availability.Status === 'for_rent' && p.PublishPrice && (p.Financial?.ChargesRenter ?? 0) > 0 && p.ProjectID == null);
	const charges = nbsp(formatEuro(rental.Financial!.ChargesRenter));
	const cases = [
		{ lang: 'nl-BE', line: `+ ${charges} lasten per maand`, label: 'Lasten huurder', row: `${charges} per maand` },
		{ lang: 'fr-BE', line: `+ ${charges} de charges par mois`, label: 'Charges locataire', row: `${charges} par mois` },
		{ lang: 'en', line: `+ ${charges} charges per month`, label: 'Charges \\(tenant\\)', row: `${charges} per month` },
		{ lang: 'de-BE', line: `+ ${charges} Nebenkosten pro Monat`, label: 'Nebenkosten \\(Mieter\\)', row: `${charges} pro Monat` },
	] as const;
	for (const c of cases) {
		await openIn(page, rental.ID, c.lang);
		expect(nbsp(await page.locator('[data-price] [data-rent-charges]').innerText()).trim()).toBe(c.line);
		expect(nbsp(await attributeRow(page, c.label).locator('dd').innerText())).toBe(c.row);
	}
	const without = pick('rental without charges', (p) => p.Availability.Status === 'for_rent' && p.PublishPrice && p.Financial?.ChargesRenter == null);
	await page.goto(`/property/${without.ID}/`);
	await expect(page.locator('[data-price]')).toContainText('per maand');
	await expect(page.locator('[data-rent-charges]')).toHaveCount(0);
});

test('the financial block of a sale says its notary fees and registration duties are estimates, in a note that fits the listing: own-home duties on a home, the full rate on an office, VAT on a new build, and in Luxembourg the reduced VAT rate a buyer who lives in the home may apply for; a rental has no such note', async ({ page }) => {
	const onSale = (p: Property) => p.Availability.Status === 'for_sale' && p.PublishPrice && (p.Financial?.NotaryFees ?? 0) > 0;
	const listings = {
		home: pick('house for sale with registration duties', (p) => onSale(p) && p.WebIDs === '2' && (p.Financial?.RegistrationRights ?? 0) > 0 && p.Financial?.VAT == null),
		fullRate: pick('office for sale with registration duties', (p) => onSale(p) && p.WebIDs === '4' && (p.Financial?.RegistrationRights ?? 0) > 0 && p.Financial?.VAT == null),
		vat: pick('Belgian new build sold under VAT', (p) => onSale(p) && p.CountryID === 10 && (p.Financial?.VAT ?? 0) > 0 && p.Financial?.RegistrationRights == null),
		vatLuxembourg: pick('Luxembourg home sold under VAT', (p) => onSale(p) && p.CountryID === 50 && ['1', '2'].includes(p.WebIDs) && (p.Financial?.VAT ?? 0) > 0 && p.Financial?.RegistrationRights == null),
	};
	const cases = [
		{ lang: 'nl-BE', heading: 'Financieel', home: 'voor een enige eigen woning betaalt u minder registratierechten', fullRate: 'registratierechten aan het volle tarief', vat: 'btw in plaats van registratierechten', vatLuxembourg: 'kan in Luxemburg het verlaagde btw-tarief aanvragen', secondHome: 'tweede woning' },
		{ lang: 'fr-BE', heading: 'Aspects financiers', home: 'pour une habitation propre et unique, vous payez moins de droits', fullRate: 'au taux plein', vat: 'avec TVA au lieu de droits d’enregistrement', vatLuxembourg: 'peut demander au Luxembourg le taux de TVA réduit', secondHome: 'seconde résidence' },
		{ lang: 'en', heading: 'Financial', home: 'on a sole own home you pay less in registration duties', fullRate: 'registration duties at the full rate', vat: 'VAT instead of registration duties', vatLuxembourg: 'can apply for the reduced VAT rate in Luxembourg', secondHome: 'second home' },
		{ lang: 'de-BE', heading: 'Finanzielles', home: 'Für eine einzige selbst bewohnte Wohnung zahlen Sie weniger', fullRate: 'Registrierungsgebühren zum vollen Satz', vat: 'Mehrwertsteuer statt Registrierungsgebühren', vatLuxembourg: 'kann in Luxemburg den ermäßigten Mehrwertsteuersatz beantragen', secondHome: 'Zweitwohnung' },
	] as const;
	for (const c of cases) {
		for (const kind of ['home', 'fullRate', 'vat', 'vatLuxembourg'] as const) {
			await openIn(page, listings[kind].ID, c.lang);
			const note = page.getByRole('region', { name: c.heading }).locator('[data-cost-note]');
			await expect(note, `${kind} ${listings[kind].ID} ${c.lang}`).toHaveAttribute('data-cost-note', kind);
			await expect(note).toContainText(c[kind]);
			// Only a home's note says a second home pays more: an office and a VAT sale pay the same whoever buys.
			if (kind !== 'home') await expect(note).not.toContainText(c.secondHome);
			// Luxembourg's note never claims the VAT is the same whoever buys.
			if (kind === 'vatLuxembourg') await expect(note).not.toContainText(c.vat);
		}
	}
	const rental = pick('rental with a deposit', (p) => p.Availability.Status === 'for_rent' && p.PublishPrice && (p.Financial?.Deposit ?? 0) > 0);
	await page.goto(`/property/${rental.ID}/`);
	await expect(page.locator('[data-group="financial"]')).toHaveCount(1);
	await expect(page.locator('[data-cost-note]')).toHaveCount(0);
});

test('a sold listing and a rented one say so and offer no request link', async ({ page }) => {
	const sold = pick('sold listing', (p) => p.Availability.Status === 'sold');
	await page.goto(`/property/${sold.ID}/`);
	await expect(page.getByRole('heading', { level: 2, name: 'Dit pand is verkocht' })).toBeVisible();
	await expect(page.locator('.badges')).toContainText('Verkocht');
	await expect(page.getByRole('link', { name: 'Vraag meer informatie' })).toHaveCount(0);
	await expect(page.locator('article')).toHaveAttribute('data-accepts-requests', 'false');

	const rented = pick('rented listing', (p) => p.Availability.Status === 'rented');
	await openIn(page, rented.ID, 'en');
	await expect(page.getByRole('heading', { level: 2, name: 'The property has been rented' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Ask for more information' })).toHaveCount(0);

	await page.goto(`/property/${sale.ID}/`);
	await expect(page.locator('[data-closed]')).toHaveCount(0);
	await expect(page.getByRole('link', { name: 'Vraag meer informatie' })).toBeVisible();
});

test('the photo lightbox works by keyboard: Enter opens, arrows move, Tab stays inside, Escape closes and returns focus', async ({ page }) => {
	const total = sale.Photos.length;
	await page.goto(`/property/${sale.ID}/`);
	await page.locator('[data-gallery][data-ready]').waitFor({ state: 'attached' });
	const first = page.locator('.gallery-grid a').first();
	await first.focus();
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog', { name: 'Fotogalerij' });
	await expect(dialog).toBeVisible();
	const counter = dialog.locator('[aria-live] [aria-hidden]');
	await expect(counter).toHaveText(`1 / ${total}`);
	await expect(dialog.locator('img')).toHaveAttribute('alt', `${sale.Title}, foto 1 van ${total}`);
	await page.keyboard.press('ArrowRight');
	await expect(counter).toHaveText(`2 / ${total}`);
	// What a screen reader hears of the live counter: the photo's text, not only its number.
	await expect(dialog.locator('[aria-live] .vh')).toHaveText(`${sale.Title}, foto 2 van ${total}`);
	await page.keyboard.press('ArrowLeft');
	await page.keyboard.press('ArrowLeft');
	await expect(counter).toHaveText(`${total} / ${total}`);
	for (let i = 0; i < 5; i++) {
		await page.keyboard.press('Tab');
		expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
	}
	await page.keyboard.press('Escape');
	await expect(dialog).toBeHidden();
	await expect(first).toBeFocused();
});

test('the gallery shows four tiles and, with more photos, "+N" on the last one: a button that opens the lightbox at the first photo not shown', async ({ page }) => {
	const many = pick('listing with more than four photos', (p) => p.Photos.length > 4);
	const total = many.Photos.length;
	for (const width of [360, 1280]) {
		await page.setViewportSize({ width, height: 900 });
		await page.goto(`/property/${many.ID}/`);
		await page.locator('[data-gallery][data-ready]').waitFor({ state: 'attached' });
		// Its name holds its visible "+N" (WCAG 2.5.3 label in name), then what it does.
		const more = page.getByRole('button', { name: `+${total - 4} Alle ${total} foto’s bekijken`, exact: true });
		await expect(more).toBeVisible();
		// The tile's link it covers is out of the tab order: one stop, not two with the same ring.
		await expect(page.locator('.gallery-grid li').nth(3).locator('a')).toHaveAttribute('tabindex', '-1');
		// It lies over the fourth tile, the last one shown.
		const tile = await page.locator('.gallery-grid li').nth(3).boundingBox();
		const box = await more.boundingBox();
		expect(box).toEqual(tile);
		await more.focus();
		await page.keyboard.press('Enter');
		const dialog = page.getByRole('dialog', { name: 'Fotogalerij' });
		await expect(dialog.locator('[aria-live] [aria-hidden]')).toHaveText(`5 / ${total}`);
		await page.keyboard.press('Escape');
		await expect(more).toBeFocused();
	}
	await openIn(page, many.ID, 'fr-BE');
	await expect(page.getByRole('button', { name: `+${total - 4} Voir les ${total} photos`, exact: true })).toBeVisible();
	const few = pick('listing with at most four photos', (p) => p.Photos.length > 0 && p.Photos.length <= 4);
	await page.goto(`/property/${few.ID}/`);
	await page.locator('[data-gallery][data-ready]').waitFor({ state: 'attached' });
	await expect(page.locator('.gallery-more')).toHaveCount(0);
});

test('French labels on a listing page put a no-break space before the colon; English ones do not', async ({ page }) => {
	const listing = pick('published listing with coordinates and a mobility score', (p) => p.PublishAddress && p.Latitude != null && p.MobilityScore != null);
	await openIn(page, listing.ID, 'fr-BE');
	await expect(page.locator('.detail-header .reference')).toHaveText(`Référence\u00a0: ${recordOf(listing.ID, 'fr').RecordFile}`);
	await expect(page.locator('.detail-header .price .vh')).toHaveText(/^(Prix|Loyer)\u00a0: $/);
	await expect(page.locator('.mobility-total')).toHaveText(/^Total\u00a0: /);
	await page.getByRole('button', { name: 'Afficher la carte' }).waitFor();
	await expect(page.locator('.coordinates')).toHaveText(/^Coordonnées\u00a0: /);
	await openIn(page, listing.ID, 'en');
	await expect(page.locator('.detail-header .reference')).toHaveText(`Reference: ${recordOf(listing.ID, 'en').RecordFile}`);
});

test('a listing without a description shows no empty description heading, and its meta description names it and its place', async ({ page }) => {
	const bare = pick('listing without a description', (p) => p.Description.trim() === '');
	await page.goto(`/property/${bare.ID}/`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(bare.Title);
	await expect(page.getByRole('heading', { name: 'Beschrijving' })).toHaveCount(0);
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${bare.Title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – .*${bare.City}`));
});

test('the head title names the goal and the municipality, so listings that share a title differ in search results', async ({ page }) => {
	const listing = recordOf(1001, 'nl');
	await page.goto('/property/1001/');
	await expect(page).toHaveTitle(`${listing.Title} – te huur in ${listing.City} | ${site.agency.name}`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.Title);
	await page.goto('/fr/a-vendre/namur/appartement-pret-a-emmenager-au-centre/1093/');
	await expect(page).toHaveTitle(/ – à vendre à Namur( \(réf\. [^)]+\))? \| /);
});

test('spec §8: a sold or rented listing is no longer "te koop" or "te huur" in its head title and link preview, as its page says', async ({ page }) => {
	const cases = [
		{ status: 'sold', words: '– verkocht', not: 'te koop' },
		{ status: 'rented', words: '– verhuurd', not: 'te huur' },
	] as const;
	for (const c of cases) {
		const listing = pick(`${c.status} listing`, (p) => p.Language === 'nl' && p.Availability.Status === c.status);
		await page.goto(`/property/${listing.ID}/`);
		const title = await page.title();
		expect(title).toContain(`${listing.Title} ${c.words}`);
		expect(title).not.toContain(c.not);
		await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(` ${c.words}`));
	}
});

test('no two listing pages of one language share a head title: the sale and the rent of one title differ, and the reference tells equal ones apart', () => {
	const titles = new Map<string, string[]>();
	for (const listing of properties) {
		const path = listing.Language === 'nl' ? `property/${listing.ID}` : undefined;
		if (!path) continue;
		const html = readFileSync(new URL(`../../dist/${path}/index.html`, import.meta.url), 'utf8');
		const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
		titles.set(title, [...(titles.get(title) ?? []), path]);
	}
	expect([...titles].filter(([, paths]) => paths.length > 1)).toEqual([]);
	expect([...titles.keys()].find((title) => title.startsWith('Instapklaar appartement in het centrum – verkocht in Namen'))).toMatch(/\(ref\. [^)]+\)/);
});

test('video, tour and map embeds load nothing third-party until their button is clicked', async ({ page }) => {
	const withVideo = pick('published listing with a YouTube or Vimeo video', (p) => {
		const kind = p.Video ? recogniseVideo(p.Video)?.kind : undefined;
		return (kind === 'youtube' || kind === 'vimeo') && p.PublishAddress && p.Latitude != null;
	});
	const external: string[] = [];
	const warnings: string[] = [];
	// The click asks for the video: the player loads with its autoplay parameter (`autoplayUrl`).
	const player = autoplayUrl(recogniseVideo(withVideo.Video!)!);
	await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => {
		external.push(route.request().url());
		// The provider's player, stood in for by a page with a play button (nothing leaves loopback).
		if (route.request().url() === player) return route.fulfill({ contentType: 'text/html', body: '<button>Play</button>' });
		return route.abort();
	});
	page.on('console', (message) => {
		if (/allowfullscreen/i.test(message.text())) warnings.push(message.text());
	});
	await page.goto(`/property/${withVideo.ID}/`);
	await page.waitForLoadState('networkidle');
	await expect(page.locator('iframe')).toHaveCount(0);
	expect(external).toEqual([]);

	await page.getByRole('button', { name: 'Video laden' }).click();
	const video = page.locator('iframe[title^="Video"]');
	await expect(video).toHaveAttribute('src', player);
	await expect(video).toHaveAttribute('src', /[?&]autoplay=1(&|$)/);
	await expect(video).toHaveAttribute('allow', /(^|; )autoplay(;|$)/);
	await expect(video).toBeFocused();
	// The loaded player stays in the tab order: a keyboard reaches its controls after leaving it.
	// Where the browser puts the focus in the player's own page (the headless shell does, as a
	// window with the focus would), Shift+Tab first goes to the player's last control, then out.
	await expect(async () => {
		await page.keyboard.press('Shift+Tab');
		await expect(video).not.toBeFocused({ timeout: 2_000 });
	}).toPass({ timeout: 15_000 });
	await page.keyboard.press('Tab');
	await expect(video).toBeFocused();
	// Fullscreen through `allow` only: with `allowfullscreen` beside it Chromium warns that `allow` takes precedence.
	await expect(video).toHaveAttribute('allow', /(^|; )fullscreen(;|$)/);
	await expect(video).not.toHaveAttribute('allowfullscreen');

	await page.getByRole('button', { name: 'Kaart tonen' }).click();
	await expect(page.locator('iframe[title^="Kaart"]')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
	await expect(page.locator('iframe[allowfullscreen]')).toHaveCount(0);
	expect(warnings).toEqual([]);
});

test('a tour stored in the Video field gets the tour wording, and a Vimeo player loads with do-not-track', async ({ page }) => {
	await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
	const tour = pick('listing with a Matterport, TVL or Yisual tour in its Video field', (p) => ['matterport', 'tvl', 'yisual'].includes(p.Video ? (recogniseVideo(p.Video)?.kind ?? '') : ''));
	await page.goto(`/property/${tour.ID}/`);
	const media = page.locator('section.media');
	await expect(media.getByRole('button', { name: 'Video laden' })).toHaveCount(0);
	await media.getByRole('button', { name: 'Virtueel bezoek laden' }).first().click();
	await expect(media.locator(`iframe[src="${autoplayUrl(recogniseVideo(tour.Video!)!)}"]`)).toHaveAttribute('title', /^Virtueel bezoek: /);

	const vimeo = pick('listing with a Vimeo video', (p) => (p.Video ? recogniseVideo(p.Video)?.kind : undefined) === 'vimeo');
	await page.goto(`/property/${vimeo.ID}/`);
	await page.getByRole('button', { name: 'Video laden' }).click();
	await expect(page.locator('iframe[title^="Video"]')).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/\d+\?dnt=1&autoplay=1$/);
});

test('a video file starts on the click that loads it, and the map does not autoplay', async ({ page }) => {
	await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
	const withFile = pick('listing with an MP4, WebM or MOV video file', (p) => {
		const ref = p.Video ? recogniseVideo(p.Video) : null;
		return ref?.kind === 'file' && unplayableFormat(ref) === null && p.PublishAddress && p.Latitude != null;
	});
	await page.goto(`/property/${withFile.ID}/`);
	const media = page.locator('section.media');
	await expect(media.locator('.embed-notice').first()).toContainText(new URL(recogniseVideo(withFile.Video!)!.embedUrl).hostname);
	await media.getByRole('button', { name: 'Video laden' }).click();
	await expect(media.locator('video')).toHaveAttribute('autoplay', '');
	await expect(media.locator('video')).toBeFocused();
	await page.getByRole('button', { name: 'Kaart tonen' }).click();
	await expect(page.locator('iframe[title^="Kaart"]')).not.toHaveAttribute('allow', /autoplay/);
});

test('a video file no browser plays (AVI, WMV, FLV) is offered as a download, with no player', async ({ page }) => {
	const withFile = pick('listing with an AVI, WMV or FLV video', (p) => {
		const ref = p.Video ? recogniseVideo(p.Video) : null;
		return ref !== null && unplayableFormat(ref) !== null;
	});
	const ref = recogniseVideo(withFile.Video!)!;
	await page.goto(`/property/${withFile.ID}/`);
	const media = page.locator('section.media');
	await expect(media.getByRole('link', { name: `Video downloaden (${unplayableFormat(ref)})` })).toHaveAttribute('href', ref.embedUrl);
	await expect(media).toContainText('Dit videoformaat speelt niet af in een browser');
	await expect(media.getByRole('button', { name: 'Video laden' })).toHaveCount(0);
	await expect(media.locator('video, template')).toHaveCount(0);
});

test('the renovation calculator on a Flemish E/F home for sale gives an estimate that follows the target label', async ({ page }) => {
	const year = new Date().getFullYear();
	const home = pick('Flemish E/F home for sale with a living area', (p) => renovationAdviceOf(p, epcViewOf(p), year)?.obligation != null && p.Details.SurfaceLiving != null);
	const current = letterOf(epcViewOf(home).label)!;
	const surface = home.Details.SurfaceLiving!;
	const expected = (target: 'd' | 'b') => nbsp(`Geschatte kostprijs: ${formatEuro(estimateRenovationCost({ surface, current, target }, site.renovation))}`);

	await page.goto(`/property/${home.ID}/`);
	const block = page.locator('[data-renovation]');
	await expect(block.getByRole('heading', { level: 3 })).toHaveText('Renovatieplicht');
	await expect(block).toContainText(`In Vlaanderen moet wie deze woning in ${year} koopt`);
	await expect(block).toContainText(`uiterlijk in ${year + 5}`);
	// The footnote names the steps of the Flemish scale, which ends at F.
	await expect(block.locator('.assumptions')).toContainText('per labelstap (A tot F)');
	await hydrated(page, '.calculator');
	const result = block.locator('output');
	await expect(result).toHaveText(expected('d'));
	await block.getByLabel('Beoogd label').selectOption('b');
	await expect(result).toHaveText(expected('b'));
	expect(expected('b')).not.toBe(expected('d'));
	await block.getByLabel('Beoogd label').selectOption(current);
	await expect(result).toHaveText('Geen renovatie nodig om dit label te halen.');
});

test('the renovation calculator reads a decimal comma in every language, refuses 0, negative and absurd surfaces, never shows NaN, and offers the Flemish letters A to F', async ({ page }) => {
	const year = new Date().getFullYear();
	const home = pick('Flemish E/F home for sale', (p) => renovationAdviceOf(p, epcViewOf(p), year)?.obligation != null);
	const current = letterOf(epcViewOf(home).label)!;
	const cost = (surface: number) => nbsp(formatEuro(estimateRenovationCost({ surface, current, target: 'd' }, site.renovation)));
	const cases = [
		{ lang: 'nl-BE', area: 'Bewoonbare oppervlakte (m²)', bad: 'Deze oppervlakte is niet geldig: vul een getal in van 1 m² tot 10.000 m², bijvoorbeeld 95,5.' },
		{ lang: 'fr-BE', area: 'Surface habitable (m²)', bad: 'Cette surface n’est pas valable : indiquez un nombre de 1 m² à 10 000 m², par exemple 95,5.' },
		{ lang: 'en', area: 'Living area (m²)', bad: 'This area is not valid: enter a number from 1 m² to 10,000 m², for example 95.5.' },
		{ lang: 'de-BE', area: 'Wohnfläche (m²)', bad: 'Diese Fläche ist ungültig: Geben Sie eine Zahl von 1 m² bis 10.000 m² ein, zum Beispiel 95,5.' },
	] as const;
	for (const c of cases) {
		await openIn(page, home.ID, c.lang);
		const block = page.locator('[data-renovation]');
		await hydrated(page, '.calculator');
		const field = block.getByLabel(c.area);
		const result = block.locator('output');
		await field.fill('95,5');
		await expect.poll(async () => nbsp((await result.textContent()) ?? '')).toContain(cost(95.5));
		for (const typed of ['0', '-50', '1e308', '99999999999']) {
			await field.fill(typed);
			await expect.poll(async () => ((await result.textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ')).toBe(c.bad);
			await expect(field).toHaveAttribute('aria-invalid', 'true');
			// The reason is the field's description, heard again when the visitor comes back to it.
			await expect.poll(async () => ((await field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)) ?? '').replace(/[\u00a0\u202f]/g, ' ')).toBe(c.bad);
		}
		await expect(result).not.toContainText('NaN');
	}
	const options = await page.locator('[data-renovation]').getByLabel('Wohnfläche (m²)').locator('xpath=ancestor::fieldset').locator('select').first().locator('option').allTextContents();
	expect(options).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
});

test('without JavaScript the calculator gives the estimate for the listing\'s own surface and labels, and none of its controls can be changed under it', async ({ browser }) => {
	const year = new Date().getFullYear();
	const home = pick('Flemish E/F home for sale with a living area', (p) => renovationAdviceOf(p, epcViewOf(p), year)?.obligation != null && p.Details.SurfaceLiving != null);
	const current = letterOf(epcViewOf(home).label)!;
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	await page.goto(`/property/${home.ID}/`);
	const calculator = page.locator('[data-renovation] .calculator');
	await expect(calculator.locator('output')).toHaveText(nbsp(`Geschatte kostprijs: ${formatEuro(estimateRenovationCost({ surface: home.Details.SurfaceLiving!, current, target: 'd' }, site.renovation))}`));
	await expect(calculator.getByLabel('Bewoonbare oppervlakte (m²)')).toBeDisabled();
	await expect(calculator.getByLabel('Beoogd label')).toBeDisabled();
	await context.close();
});

for (const region of ['brussels', 'wallonia'] as const) {
	test(`an E/F home for sale in ${region} gets the calculator and no renovation obligation: the rule binds Flemish purchases only`, async ({ page }) => {
		const year = new Date().getFullYear();
		const home = pick(`E/F home for sale in ${region}`, (p) => {
			const epc = epcViewOf(p);
			return epc.region === region && ['e', 'f'].includes(letterOf(epc.label) ?? '') && renovationAdviceOf(p, epc, year) !== null;
		});
		await page.goto(`/property/${home.ID}/`);
		const block = page.locator('[data-renovation]');
		await expect(block.getByRole('heading', { level: 3 })).toHaveText('Energierenovatie');
		await expect(block.locator('[data-obligation]')).toHaveCount(0);
		await expect(block).not.toContainText('renoveren tot');
		await hydrated(page, '.calculator');
		await expect(block.getByLabel('Huidig label')).toHaveValue(letterOf(epcViewOf(home).label)!);
		await expect(block.getByLabel('Beoogd label')).toHaveValue('d');
	});
}

test('a sold home labelled worse than D shows no renovation block: nobody can still buy it here', async ({ page }) => {
	const year = new Date().getFullYear();
	const sold = pick('sold E/F/G home', (p) => p.Availability.Status === 'sold' && renovationAdviceOf({ ...p, Availability: { Status: 'for_sale' } }, epcViewOf(p), year) !== null);
	await page.goto(`/property/${sold.ID}/`);
	await expect(page.locator('section[data-group="energy"]')).toBeVisible();
	await expect(page.locator('[data-renovation]')).toHaveCount(0);
});

test('the print view keeps the listing and the agency\'s identity, and drops the rest of the chrome', async ({ page }) => {
	await page.goto('/property/1001/');
	await page.emulateMedia({ media: 'print' });
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	const identity = page.locator('.site-foot .identity');
	await expect(identity).toBeVisible();
	await expect(identity).toContainText(site.agency.email);
	await expect(page.locator('.site-foot .registration')).toContainText(site.agency.ipiNumber);
	// Drawn, not only laid out: the footer's body is skipped on screen until it comes near the
	// viewport, and a page printed from its top would print an empty place instead of the agency.
	expect(await identity.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
	for (const hidden of ['header.site-head', '.site-foot .foot-bottom', '.site-foot .foot-newsletter', '.breadcrumbs']) await expect(page.locator(hidden).first()).toBeHidden();
	// The sheet leads back to the page: its address is printed (and only printed).
	const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
	await expect(page.locator('.print-url')).toHaveText(`Deze pagina online: ${canonical}`);
	await page.emulateMedia({ media: 'screen' });
	await expect(page.locator('.print-url')).toBeHidden();
});

test('a listing with PublishAddress false shows no street and no coordinates, only the municipality', async ({ page }) => {
	const hidden = pick('listing with an unpublished address', (p) => !p.PublishAddress && p.Street.trim() !== '' && p.Latitude != null);
	const response = await page.goto(`/property/${hidden.ID}/`);
	const html = (await response?.text()) ?? '';
	expect(html).not.toContain(hidden.Street);
	expect(html).not.toContain(String(hidden.Latitude));
	await expect(page.locator('[data-coordinates]')).toHaveCount(0);
	await expect(attributeRow(page, 'Adres')).toHaveCount(0);
	await expect(page.locator('[data-address]')).toHaveText(`${hidden.Zip} ${hidden.City}`);
	await expect(page.locator('.location')).toContainText(`Het exacte adres wordt niet gepubliceerd. Dit pand ligt in ${hidden.Zip} ${hidden.City}.`);
	// The structured data names what the page shows: postcode, town and country, no street, no coordinates.
	const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
	const addresses = [...ld.join('').matchAll(/"address":(\{[^}]*\})/g)].map((m) => JSON.parse(m[1]!) as Record<string, string>);
	expect(addresses).toEqual([{ '@type': 'PostalAddress', postalCode: hidden.Zip, addressLocality: hidden.City, addressCountry: expect.stringMatching(/^(BE|LU)$/) }]);
	expect(ld.join('')).not.toContain('"streetAddress"');
	expect(ld.join('')).not.toContain('"geo"');
});

test('the listing\'s structured data says the language its description is written in: Dutch on the German page\'s fallback, French on the French page', async ({ page }) => {
	for (const [lang, expected] of [['de-BE', 'nl-BE'], ['fr-BE', 'fr-BE']] as const) {
		await openIn(page, sale.ID, lang);
		const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b) as { '@type'?: string; inLanguage?: string });
		const listing = blocks.find((b) => b['@type'] === 'RealEstateListing');
		expect(listing?.inLanguage).toBe(expected);
		// The page's own description says the same: a Dutch fallback is wrapped in lang="nl-BE".
		expect(await page.locator('.detail-section.description [lang]').count()).toBe(expected === lang ? 0 : 1);
	}
});

test('WCAG 2.4.11: going back up a listing by Shift+Tab on a phone, the focused request line stays in view while the open form above it is drawn', async ({ page }) => {
	await page.setViewportSize({ width: 375, height: 800 });
	await page.goto(`/property/${sale.ID}/`);
	await page.locator('[data-consent-action="refuse"]').click();
	await page.locator('footer a').first().focus();
	const offer = page.locator('details#request-offer > summary');
	for (let i = 0; i < 60 && !(await offer.evaluate((s) => s === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
	await expect(offer).toBeFocused();
	// The open form above (a visit or information) is drawn as it comes near: 20rem of room become its full height.
	await page.locator('[data-form-root] form[data-kind="contact-property"]').waitFor({ state: 'attached' });
	await expect(offer).toBeInViewport();
});

test('every request form line shows a +/− disclosure marker in each language and width, and opens by keyboard', async ({ page }) => {
	test.slow(); // fifteen page loads
	const marker = (summary: Locator) => summary.evaluate((s) => getComputedStyle(s, '::before').content);
	for (const width of [360, 1280]) {
		await page.setViewportSize({ width, height: 800 });
		for (const lang of ['nl-BE', 'fr-BE', 'en', 'de-BE'] as const) {
			await openIn(page, sale.ID, lang);
			const summaries = page.locator('.requests details.request > summary');
			const count = await summaries.count();
			expect(count).toBeGreaterThanOrEqual(5);
			// The sign with an empty alternative text: the <details> element announces its state.
			expect(await marker(summaries.first())).toBe('"−" / ""');
			for (let i = 1; i < count; i++) expect(await marker(summaries.nth(i))).toBe('"+" / ""');
			const second = summaries.nth(1);
			await second.focus();
			await page.keyboard.press('Enter');
			await expect(page.locator('.requests details.request').nth(1)).toHaveAttribute('open', '');
			expect(await marker(second)).toBe('"−" / ""');
		}
	}
});

test('a listing whose address is not published gives its nearby places with distances rounded up to the kilometre, never exact', async ({ page }) => {
	const hidden = pick('listing with a hidden address and points of interest', (p) => !p.PublishAddress && p.PointsOfInterest.length > 0);
	await page.goto(`/property/${hidden.ID}/`);
	const nearby = page.locator('section.nearby');
	await expect(nearby).toContainText('Het adres wordt niet gepubliceerd: de afstanden zijn naar boven afgerond op de kilometer.');
	const distances = (await nearby.locator('.distance').allTextContents()).map(nbsp);
	expect(distances).toHaveLength(hidden.PointsOfInterest.length);
	for (const d of distances) expect(d).toMatch(/^< \d+ km$/);
	const expected = hidden.PointsOfInterest.map((poi) => `< ${Math.floor(poi.Distance / 1000) + 1} km`).sort();
	expect([...distances].sort()).toEqual(expected);
});

test('the energy scale at 360 px: bars grow steadily down the scale, the marked one included, and the marker stays on one line', async ({ page }) => {
	const brussels = pick('Brussels listing with a label past the first bands', (p) => {
		const epc = epcViewOf(p);
		return epc.region === 'brussels' && epc.scale.findIndex((b) => b.active) > 3;
	});
	for (const width of [360, 1280]) {
		await page.setViewportSize({ width, height: 900 });
		await openIn(page, brussels.ID, 'fr-BE');
		const widths = await page.locator('.epc-scale .bar').evaluateAll((bars) => bars.map((b) => b.getBoundingClientRect().width));
		for (let i = 1; i < widths.length; i++) expect(widths[i], `bar ${i} at ${width} px`).toBeGreaterThan(widths[i - 1]!);
		const marker = page.locator('.epc-scale .marker');
		const lines = await marker.evaluate((m) => m.getBoundingClientRect().height / parseFloat(getComputedStyle(m).lineHeight || '20'));
		expect(lines, `marker lines at ${width} px`).toBeLessThan(1.5);
	}
});

test('a unit\'s breadcrumbs and BreadcrumbList go through its project', async ({ page }) => {
	const unit = pick('project unit', (p) => p.ProjectID != null);
	const projects = read<{ ID: number; Language: string; Title: string }[]>('projects.json');
	const project = projects.find((x) => x.ID === unit.ProjectID && x.Language === 'nl')!;
	await page.goto(`/property/${unit.ID}/`);
	const trail = page.getByRole('navigation', { name: 'Kruimelpad' });
	await expect(trail.locator('li')).toHaveText(['Home', 'Projecten', project.Title, unit.Title]);
	await expect(trail.getByRole('link', { name: project.Title })).toHaveAttribute('href', `/project/${project.ID}/`);
	const lists = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? 'null') as { '@type'?: string; itemListElement?: { name: string; item?: string }[] }));
	const crumbs = lists.find((l) => l['@type'] === 'BreadcrumbList')!;
	expect(crumbs.itemListElement!.map((i) => i.name)).toEqual(['Home', 'Projecten', project.Title, unit.Title]);
	expect(new URL(crumbs.itemListElement![2]!.item!).pathname).toBe(`/project/${project.ID}/`);
});

test('printed, the renovation block keeps the obligation and drops the calculator with its footnote; without an obligation it is left out', async ({ page }) => {
	const year = new Date().getFullYear();
	const flemish = pick('Flemish E/F home for sale', (p) => renovationAdviceOf(p, epcViewOf(p), year)?.obligation != null);
	await page.goto(`/property/${flemish.ID}/`);
	await page.emulateMedia({ media: 'print' });
	const block = page.locator('[data-renovation]');
	await expect(block.locator('[data-obligation]')).toBeVisible();
	await expect(block.locator('.assumptions')).toBeHidden();
	await expect(block.locator('.calculator')).toBeHidden();
	const other = pick('E/F home for sale outside Flanders', (p) => {
		const advice = renovationAdviceOf(p, epcViewOf(p), year);
		return advice !== null && advice.obligation === null;
	});
	await page.emulateMedia({ media: 'screen' });
	await page.goto(`/property/${other.ID}/`);
	await expect(page.locator('[data-renovation] .assumptions')).toBeVisible();
	await page.emulateMedia({ media: 'print' });
	await expect(page.locator('[data-renovation]')).toBeHidden();
});

test.describe('on a touch screen', () => {
	test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });
	test('a swipe in the lightbox moves to the next photo, and back', async ({ page }) => {
		const total = sale.Photos.length;
		await page.goto(`/property/${sale.ID}/`);
		await page.locator('[data-gallery][data-ready]').waitFor({ state: 'attached' });
		await page.locator('.gallery-grid a').first().click();
		const dialog = page.getByRole('dialog', { name: 'Fotogalerij' });
		const counter = dialog.locator('[aria-live] [aria-hidden]');
		await expect(counter).toHaveText(`1 / ${total}`);
		const swipe = (from: number, to: number) =>
			dialog.locator('.lightbox-photo img').evaluate((img, [a, b]) => {
				const at = (x: number) => new Touch({ identifier: 1, target: img, clientX: x, clientY: 200 });
				img.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [at(a!)], changedTouches: [at(a!)] }));
				img.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [at(b!)] }));
			}, [from, to]);
		await swipe(300, 60);
		await expect(counter).toHaveText(`2 / ${total}`);
		await swipe(60, 300);
		await expect(counter).toHaveText(`1 / ${total}`);
		// A short move is a tap, not a swipe.
		await swipe(200, 190);
		await expect(counter).toHaveText(`1 / ${total}`);
	});
});
