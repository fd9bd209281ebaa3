import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pathTable } from '../../i18n/paths.ts';
import { formatEuro } from '../../src/lib/domain/price.ts';
import { availableUnits, projectPrice } from '../../src/lib/projects/project-view.ts';

/**
 * Home and module-driven content pages (issue 3): the search block with the real totals, the
 * services collapse by keyboard, the team cards, projects and their units, a thank-you page and
 * the 404 page. Expected values are read from the export in data/, not from the build.
 */

type Listing = { ID: number; Language: string; Goal: number; Availability: { Status: string } };
type Article = { ID: number; Language: string; Category: string; SubCategory?: string | null; Title: string; Status: string };
type Project = {
	ID: number;
	Language: string;
	Title: string;
	Goal: number;
	PublicAddress: boolean;
	Street: string;
	HouseNumber: string;
	Zip: string;
	City: string;
	Units: { PropertyID: number; Price: number; Sold: boolean }[];
};

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as T;
const listings = read<Listing[]>('properties.json').filter((l) => l.Language === 'nl');
/** What the lists show (spec §2): every listing of their goal, sold, rented and under offer ones too. */
const saleTotal = listings.filter((l) => l.Goal === 0).length;
const rentTotal = listings.filter((l) => l.Goal !== 0).length;
const articles = read<Article[]>('articles.json');
const projects = read<Project[]>('projects.json');

test.describe('spec §2 home search block: totals in the descriptions and (n) on the buttons', () => {
	const cases = [
		{ path: '/', lang: 'nl-BE', sale: 'Te koop', rent: 'Te huur', saleHref: '/for-sale/', rentHref: '/for-rent/', text: `${saleTotal} panden te koop en ${rentTotal} te huur`, listed: (n: number) => `${n} panden · ` },
		{ path: '/fr/', lang: 'fr-BE', sale: 'À vendre', rent: 'À louer', saleHref: '/fr/a-vendre/', rentHref: '/fr/a-louer/', text: `${saleTotal} biens à vendre et ${rentTotal} à louer`, listed: (n: number) => `${n} biens · ` },
	];
	for (const c of cases) {
		test(`${c.path} shows ${saleTotal} for sale and ${rentTotal} for rent`, async ({ page }) => {
			expect(saleTotal).toBeGreaterThan(0);
			expect(rentTotal).toBeGreaterThan(0);
			await page.goto(c.path);
			await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
			const block = page.locator('.search-block');
			await expect(block.getByRole('heading', { level: 1 })).toBeVisible();
			await expect(block).toContainText(c.text);
			await expect(block.getByRole('link', { name: `${c.sale} (${saleTotal})`, exact: true })).toHaveAttribute('href', c.saleHref);
			await expect(block.getByRole('link', { name: `${c.rent} (${rentTotal})`, exact: true })).toHaveAttribute('href', c.rentHref);
			const input = page.locator('#search-input');
			await expect(input).toBeVisible();
			await expect(input).toHaveAccessibleName(/.+/);
			await expect(page.locator('h1')).toHaveCount(1);
		});

		test(`${c.path}: a button's count is the number of listings its list shows`, async ({ page }) => {
			for (const [label, total] of [[c.sale, saleTotal], [c.rent, rentTotal]] as const) {
				await page.goto(c.path);
				await page.locator('.search-block').getByRole('link', { name: `${label} (${total})`, exact: true }).click();
				await expect(page.locator('.listing-count')).toContainText(c.listed(total));
			}
		});
	}

	test('the home page describes the agency as a RealEstateAgent in JSON-LD', async ({ page }) => {
		await page.goto('/en/');
		const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
		const agent = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((b) => b['@type'] === 'RealEstateAgent');
		expect(agent).toMatchObject({ name: 'Immo Drieland', email: 'info@immo-drieland.example', telephone: '+3226401234', address: { postalCode: '1050', addressLocality: 'Ixelles' } });
		expect((agent?.['areaServed'] as unknown[]).length).toBeGreaterThan(0);
	});
});

test.describe('structured data where it fits: the contact page, the projects page and a project page', () => {
	/** The JSON-LD blocks of the open page. */
	const jsonLdOf = async (page: Page) => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b) as Record<string, unknown>);

	test('the contact page describes the agency as a RealEstateAgent, its URL the home page in the language', async ({ page }) => {
		await page.goto('/fr/contact/');
		const agent = (await jsonLdOf(page)).find((b) => b['@type'] === 'RealEstateAgent');
		expect(agent).toMatchObject({ name: 'Immo Drieland', telephone: '+3226401234', address: { postalCode: '1050', addressLocality: 'Ixelles' } });
		expect(new URL(String(agent?.['url'])).pathname).toBe('/fr/');
		// Its profiles are the header's social links, the ones a visitor sees.
		const social = await page.locator('header a[href^="https://"]').evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).href))]);
		expect(social.length).toBeGreaterThan(0);
		expect(agent?.['sameAs']).toEqual(social);
	});

	test('an article page is an Article with its headline and photo, published by the agency, besides its breadcrumbs', async ({ page }) => {
		await page.goto('/en/nos-services/vente/');
		const blocks = await jsonLdOf(page);
		const article = blocks.find((b) => b['@type'] === 'Article');
		expect(article).toMatchObject({ headline: await page.locator('h1').textContent(), inLanguage: 'en', publisher: { '@type': 'Organization', name: 'Immo Drieland' } });
		expect(new URL(String(article?.['url'])).pathname).toBe('/en/nos-services/vente/');
		expect(article?.['image']).toEqual([expect.stringMatching(/^https?:\/\/.+\.(jpg|webp|png)$/)]);
		expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
	});

	test('the projects page lists the project pages its cards link to', async ({ page }) => {
		await page.goto('/en/projects/');
		const list = (await jsonLdOf(page)).find((b) => b['@type'] === 'ItemList') as { itemListElement: { url: string }[] } | undefined;
		const linked = await page.locator('main .module-items a').evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname))]);
		expect(linked.length).toBeGreaterThan(0);
		expect(list?.itemListElement.map((item) => new URL(item.url).pathname)).toEqual(linked);
	});

	test('a project page is a RealEstateListing with its price range and available units', async ({ page }) => {
		await page.goto('/project/501/');
		const listing = (await jsonLdOf(page)).find((b) => b['@type'] === 'RealEstateListing') as { name: string; offers: Record<string, unknown> } | undefined;
		expect(listing?.name).toBe(await page.locator('h1').textContent());
		// The units the page's table calls available: not sold, not under option.
		const available = await page.locator('.units tbody tr').filter({ hasText: 'Beschikbaar' }).count();
		expect(available).toBe(2);
		// The prices are those of the two available units (€ 220.000 and € 395.000), not the sold unit's € 570.000.
		expect(listing?.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 220000, highPrice: 395000, priceCurrency: 'EUR', offerCount: available, itemOffered: { '@type': 'ApartmentComplex', address: { postalCode: expect.any(String) } } });
	});
});

test('the contact page dials the office in the international form in every language, as the footer does', async ({ page }) => {
	for (const path of ['/contact/', ...Object.values(pathTable['/contact/'])]) {
		await page.goto(path);
		const office = page.locator('.agency a[href^="tel:"]');
		await expect(office, path).toHaveAttribute('href', 'tel:+3226401234');
		expect(await page.locator('a[href^="tel:"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]), path).toEqual(['tel:+3226401234']);
	}
});

test('the services page expands a collapse item by keyboard', async ({ page }) => {
	await page.goto('/services/');
	const first = page.locator('details').first();
	await expect(first).not.toHaveAttribute('open');
	await first.locator('summary').focus();
	await page.keyboard.press('Enter');
	await expect(first).toHaveAttribute('open', '');
	await expect(first.locator('.panel')).toBeVisible();
	await page.keyboard.press('Space');
	await expect(first).not.toHaveAttribute('open');
});

test('about us shows the team cards with photo and name', async ({ page }) => {
	const team = articles.filter((a) => a.Language === 'en' && a.SubCategory === 'Notre équipe' && a.Status === 'Published');
	expect(team.length).toBeGreaterThan(0);
	await page.goto('/en/about-us/');
	const cards = page.locator('[data-module="team-cards"] li');
	await expect(cards).toHaveCount(team.length);
	for (const member of team) {
		const card = cards.filter({ has: page.getByRole('heading', { name: member.Title }) });
		await expect(card.locator('img')).toBeVisible();
		await expect(card.getByRole('link', { name: member.Title })).toHaveAttribute('href', /\/notre-equipe\//);
	}
});

test('a project page lists its units with links that resolve', async ({ page, request }) => {
	const project = projects.find((p) => p.Language === 'nl')!;
	await page.goto(`/project/${project.ID}/`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.Title);
	const rows = page.locator('table.units tbody tr');
	await expect(rows).toHaveCount(project.Units.length);
	const hrefs = await rows.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
	expect(hrefs.sort()).toEqual(project.Units.map((u) => `/property/${u.PropertyID}/`).sort());
	for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
	await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Projecten' })).toHaveAttribute('href', '/projects/');
});

test('a project\'s units table has a name of its own, its visually hidden caption (WCAG 1.3.1), on a Dutch and a German page', async ({ page }) => {
	const project = projects.find((p) => p.Language === 'nl' && p.Units.length > 0)!;
	await page.goto(`/project/${project.ID}/`);
	// The German page's path carries its title and city: it is read from the Dutch page's hreflang link.
	const german = new URL((await page.locator('link[rel="alternate"][hreflang="de-BE"]').getAttribute('href'))!).pathname;
	for (const [path, name] of [[`/project/${project.ID}/`, 'Units in dit project'], [german, 'Einheiten in diesem Projekt']] as const) {
		await page.goto(path);
		const table = page.getByRole('table', { name, exact: true });
		await expect(table).toHaveCount(1);
		await expect(table.locator('caption')).toHaveText(name);
		// Hidden to the eye (the heading above says it), read by assistive technology.
		await expect(table.locator('caption')).toHaveClass(/\bvh\b/);
	}
});

test('a project for rent gives each unit its price per month, like its range', async ({ page }) => {
	const project = projects.find((p) => p.Language === 'nl' && p.Goal !== 0);
	if (!project) throw new Error('The demo data has no project for rent');
	await page.goto(`/project/${project.ID}/`);
	const prices = page.locator('table.units tbody tr').filter({ hasText: '€' });
	await expect(prices).not.toHaveCount(0);
	for (const row of await prices.all()) await expect(row).toContainText('per maand');
	// And the renter's charges of each unit that has them, under its rent (Woninghuurdecreet art. 9).
	const listings = read<{ ID: number; Language: string; Financial?: { ChargesRenter?: number } }[]>('properties.json');
	for (const unit of project.Units) {
		const charges = listings.find((l) => l.ID === unit.PropertyID && l.Language === 'nl')?.Financial?.ChargesRenter;
		if (!charges) continue;
		const row = page.locator('table.units tbody tr').filter({ has: page.locator(`a[href="/property/${unit.PropertyID}/"]`) });
		await expect(row.locator('.unit-charges')).toHaveText(`+ ${formatEuro(charges)} lasten per maand`);
	}
});

test('/projects/ shows a card per project with the price range of its units on offer (none when sold out) and the address rule of spec §5', async ({ page }) => {
	const nl = projects.filter((p) => p.Language === 'nl');
	const all = read<{ ID: number; Language: string; PublishPrice: boolean; PriceUnit: number | null; Availability: { Status: string } }[]>('properties.json').filter((l) => l.Language === 'nl');
	const listingOf = (id: number) => all.find((l) => l.ID === id);
	await page.goto('/projects/');
	for (const project of nl) {
		const card = page.locator('article.project').filter({ has: page.getByRole('heading', { name: project.Title }) });
		await expect(card).toHaveCount(1);
		const shown = projectPrice({ PriceMin: 0, PriceMax: 0, ...project }, listingOf, { perMonth: 'per maand', startingFrom: 'vanaf' });
		if (shown.kind === 'range') await expect(card.locator('.price')).toHaveText(shown.text);
		else await expect(card.locator('.price')).toHaveCount(shown.kind === 'none' ? 0 : 1);
		const street = project.PublicAddress && project.Street.trim() !== '';
		await expect(card.locator('.city')).toHaveText(street ? new RegExp(`^${project.Street} ${project.HouseNumber}\\b.*, ${project.City}$`) : `${project.Zip} ${project.City}`);
		await expect(card.getByRole('link', { name: project.Title })).toHaveAttribute('href', `/project/${project.ID}/`);
	}
});

test('an English thank-you page exists, confirms the request and is noindex', async ({ page }) => {
	const response = await page.goto('/en/thank-you/site-contact/');
	expect(response?.status()).toBe(200);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your message');
	await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/');
});

test('spec §8 page not found: a 404 with a link home, the lists and a search box', async ({ page }) => {
	const response = await page.goto('/this-page-does-not-exist/');
	expect(response?.status()).toBe(404);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
	await expect(page.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
	await expect(page.getByRole('main').getByRole('link', { name: 'Bekijk ons aanbod te koop' })).toHaveAttribute('href', '/for-sale/');
	await expect(page.getByRole('combobox', { name: 'Zoeken op type, gemeente, postcode of referentie' })).toBeVisible();

	const fr = await page.goto('/fr/404/');
	expect(fr?.status()).toBe(200);
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
	await expect(page.getByRole('link', { name: "Retour à l’accueil" }).first()).toHaveAttribute('href', '/fr/');
});

test('spec §8 with site.json\'s showSearchInput: the 404 page has the search box where the home block has one, and its links home always', async ({ page }) => {
	const shown = read<{ search: { showSearchInput: boolean } }>('site.json').search.showSearchInput;
	const cases = [
		{ path: '/this-page-does-not-exist/', home: 'Naar de startpagina', homeHref: '/', sale: 'Bekijk ons aanbod te koop', saleHref: '/for-sale/' },
		{ path: '/fr/404/', home: 'Retour à l’accueil', homeHref: '/fr/', sale: 'Voir nos biens à vendre', saleHref: '/fr/a-vendre/' },
	];
	await page.goto('/');
	await expect(page.getByRole('main').getByRole('search')).toHaveCount(shown ? 1 : 0);
	for (const { path, home, homeHref, sale, saleHref } of cases) {
		await page.goto(path);
		const main = page.getByRole('main');
		await expect(main.getByRole('search'), path).toHaveCount(shown ? 1 : 0);
		await expect(main.getByRole('combobox'), path).toHaveCount(shown ? 1 : 0);
		await expect(main.getByRole('link', { name: home, exact: true }), path).toHaveAttribute('href', homeHref);
		await expect(main.getByRole('link', { name: sale, exact: true }), path).toHaveAttribute('href', saleHref);
	}
});

test('French project cards and pages count available units in the singular for one and say "Aucune" for none', async ({ page }) => {
	const fr = projects.filter((p) => p.Language === 'fr');
	const statusOf = (id: number) => listings.find((l) => l.ID === id)?.Availability.Status;
	const expected = (p: Project) => {
		const n = availableUnits(p.Units, statusOf);
		const total = p.Units.length;
		return n === 0 ? `Aucune unité disponible sur ${total}` : n === 1 ? `1 unité disponible sur ${total}` : `${n} unités disponibles sur ${total}`;
	};
	expect(fr.map((p) => availableUnits(p.Units, statusOf))).toEqual(expect.arrayContaining([0, 1]));
	await page.goto('/fr/projects/');
	for (const project of fr) {
		const card = page.locator('article.project').filter({ has: page.getByRole('heading', { name: project.Title }) });
		await expect(card.locator('.units')).toHaveText(expected(project));
	}
	const one = fr.find((p) => availableUnits(p.Units, statusOf) === 1)!;
	await page.locator('article.project').filter({ has: page.getByRole('heading', { name: one.Title }) }).getByRole('link', { name: one.Title }).click();
	await expect(page.locator('dd', { hasText: 'disponible' })).toHaveText(expected(one));
});

test('a project\'s JSON-LD offer and its visible range give the low and high price of the units it counts, not of a sold one; a sold-out project shows no price', async ({ page }) => {
	const all = read<{ ID: number; Language: string; PublishPrice: boolean; PriceUnit: number | null; Availability: { Status: string } }[]>('properties.json').filter((l) => l.Language === 'nl');
	const listingOf = (id: number) => all.find((l) => l.ID === id);
	const nl = projects.filter((p) => p.Language === 'nl');
	const withSoldTop = nl.find((p) => {
		const top = Math.max(...p.Units.map((u) => u.Price));
		return p.Units.some((u) => u.Sold && u.Price === top) && availableUnits(p.Units, (id) => listingOf(id)?.Availability.Status) > 0;
	})!;
	expect(withSoldTop, 'a project whose dearest unit is sold').toBeDefined();
	const offered = withSoldTop.Units.filter((u) => !u.Sold && listingOf(u.PropertyID)?.Availability.Status.startsWith('for_') && (listingOf(u.PropertyID)?.PublishPrice ?? true)).map((u) => u.Price);
	await page.goto(`/project/${withSoldTop.ID}/`);
	const lists = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? 'null') as { offers?: { lowPrice?: number; highPrice?: number; offerCount?: number } }));
	const offers = lists.find((l) => l.offers)!.offers!;
	expect(offers.offerCount).toBe(offered.length);
	expect(offers).toMatchObject({ lowPrice: Math.min(...offered), highPrice: Math.max(...offered) });
	// The visible range is the same: the sold unit's price is not its top.
	const range = Math.min(...offered) === Math.max(...offered) ? formatEuro(Math.min(...offered)) : `${formatEuro(Math.min(...offered))} – ${formatEuro(Math.max(...offered))}`;
	await expect(page.locator('dt', { hasText: /^Prijs$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(range);

	const soldOut = nl.find((p) => p.Units.length > 0 && availableUnits(p.Units, (id) => listingOf(id)?.Availability.Status) === 0);
	expect(soldOut, 'a project with no unit on offer').toBeDefined();
	await page.goto(`/project/${soldOut!.ID}/`);
	await expect(page.locator('dd', { hasText: 'beschikbaar' })).toContainText('Geen van de');
	await expect(page.locator('dt', { hasText: /^Prijs$/ })).toHaveCount(0);
	await expect(page.locator('dl').first()).not.toContainText('€');
});

test('project photos open in the lightbox, as a listing\'s do: the grid shows four and "+N" for the rest', async ({ page }) => {
	const withPhotos = read<{ ID: number; Language: string; Title: string; Photos: unknown[] }[]>('projects.json').find((p) => p.Language === 'nl' && p.Photos.length > 1)!;
	const total = withPhotos.Photos.length;
	await page.goto(`/project/${withPhotos.ID}/`);
	await page.locator('[data-gallery][data-ready]').waitFor({ state: 'attached' });
	await page.locator('.gallery-grid a').nth(1).click();
	const dialog = page.getByRole('dialog', { name: 'Fotogalerij' });
	await expect(dialog).toBeVisible();
	await expect(dialog.locator('[aria-live] [aria-hidden]')).toHaveText(`2 / ${total}`);
	await expect(dialog.locator('img')).toHaveAttribute('src', /-1360\.|w=1360/);
	await page.keyboard.press('Escape');
	await expect(page.getByRole('button', { name: `Alle ${total} foto’s bekijken` })).toHaveCount(total > 4 ? 1 : 0);
});

test('WCAG 1.4.12: at 320 px with the text spacing of the criterion a legal page does not scroll sideways (its long words break)', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 640 });
	await page.goto('/privacy-statement/');
	await page.addStyleTag({ content: '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important} p{margin-bottom:2em!important}' });
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('a project page names its units table once as a region, not the section around it as well', async ({ page }) => {
	const project = projects.find((p) => p.Language === 'nl')!;
	await page.goto(`/project/${project.ID}/`);
	await expect(page.getByRole('region', { name: 'Units in dit project' })).toHaveCount(1);
	await expect(page.getByRole('region', { name: 'Units in dit project' })).toHaveAttribute('tabindex', '0');
});
