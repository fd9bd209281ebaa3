import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pathTable } from '../../i18n/paths.ts';
import { forcedLook } from './support/forced-colors.ts';
import { forgetLayoutShifts, layoutShifts, watchLayoutShifts } from './support/layout-shifts.ts';
import { contrastRatio } from './support/contrast.ts';

/**
 * Page chrome in the browser (spec §2 menu and page chrome, §4 header states, §9 constants):
 * menu, language switcher and remembered language, mobile drawer, fixed header and
 * scroll-to-top button, footer texts and the agency's legal identity.
 */

type Text = Record<'nl' | 'fr' | 'en' | 'de', string>;
type Listing = { ID: number; Language: string; Goal: number; Title: string; ProjectID?: number | null };
const listings = JSON.parse(readFileSync(join(process.env.DATA_DIR ?? 'data', 'properties.json'), 'utf8')) as Listing[];
type PublicText = { text: Text; public: boolean };
const site = JSON.parse(readFileSync(join(process.env.DATA_DIR ?? 'data', 'site.json'), 'utf8')) as {
	footerColumns: { title: PublicText; introText: PublicText; fullText: PublicText }[];
	agency: { vatNumber: string; ipiNumber: string };
};

/** The main menu's links as [name, href] pairs. */
async function menuLinks(page: Page, navName: string): Promise<[string, string | null][]> {
	const links = page.getByRole('navigation', { name: navName }).getByRole('link');
	const names = await links.allInnerTexts();
	const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
	return names.map((name, i) => [name.trim(), hrefs[i] ?? null]);
}

test.describe('spec §2 menu: only Published entries, localized through the path table', () => {
	test('Dutch menu on /for-sale/ marks the current page', async ({ page }) => {
		await page.goto('/for-sale/');
		expect(await menuLinks(page, 'Hoofdmenu')).toEqual([
			['Home', '/'],
			['Te koop', '/for-sale/'],
			['Te huur', '/for-rent/'],
			['Projecten', '/projects/'],
			['Diensten', '/services/'],
			['Wie zijn wij', '/qui-sommes-nous/'],
			['Contact', '/contact/'],
		]);
		const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
		await expect(nav.getByRole('link', { name: 'Te koop' })).toHaveAttribute('aria-current', 'page');
		await expect(nav.getByRole('link', { name: 'Blog' })).toHaveCount(0);
		await expect(nav.getByRole('link', { name: 'Vacatures' })).toHaveCount(0);
	});

	test('French menu links to French paths', async ({ page }) => {
		await page.goto('/fr/a-vendre/');
		expect(await menuLinks(page, 'Menu principal')).toEqual([
			['Accueil', '/fr/'],
			['À vendre', '/fr/a-vendre/'],
			['À louer', '/fr/a-louer/'],
			['Projets', '/fr/projects/'],
			['Services', '/fr/services/'],
			['Qui sommes-nous\u00a0?', '/fr/qui-sommes-nous/'], // the agency's French text gets its no-break space
			['Contact', '/fr/contact/'],
		]);
		await expect(page.getByRole('link', { name: 'Estimation gratuite' })).toHaveAttribute('href', '/fr/estimation-gratuite/');
	});
});

test.describe('WCAG 1.4.13: a desktop submenu shown on hover or focus is dismissed with Escape', () => {
	// The demo's only child entry is a Draft: the test gives "Wie zijn wij" the children markup the header draws for Published ones.
	const withSubmenu = async (page: Page) => {
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.goto('/for-sale/');
		await page.evaluate(() => {
			const item = [...document.querySelectorAll('.site-head .menu > li')].find((li) => li.querySelector(':scope > a')?.textContent?.trim() === 'Wie zijn wij')!;
			item.insertAdjacentHTML('beforeend', '<ul class="submenu"><li><a href="/contact/">Vacatures</a></li></ul>');
		});
		return page.getByRole('navigation', { name: 'Hoofdmenu' });
	};

	test('by keyboard: Escape hides it and the focus goes back to its item; it shows again once the focus left and came back', async ({ page }) => {
		const nav = await withSubmenu(page);
		const child = nav.getByRole('link', { name: 'Vacatures' });
		await nav.getByRole('link', { name: 'Wie zijn wij' }).focus();
		await expect(child).toBeVisible();
		await page.keyboard.press('Tab');
		await expect(child).toBeFocused();
		await page.keyboard.press('Escape');
		await expect(child).toBeHidden();
		await expect(nav.getByRole('link', { name: 'Wie zijn wij' })).toBeFocused();
		await page.keyboard.press('Tab');
		await expect(nav.getByRole('link', { name: 'Contact' })).toBeFocused();
		await page.keyboard.press('Shift+Tab');
		await expect(child).toBeVisible();
	});

	test('by pointer: Escape hides the submenu under the pointer, which shows again after the pointer left', async ({ page }) => {
		const nav = await withSubmenu(page);
		const child = nav.getByRole('link', { name: 'Vacatures' });
		await nav.getByRole('link', { name: 'Wie zijn wij' }).hover();
		await expect(child).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(child).toBeHidden();
		await page.mouse.move(5, 700);
		await nav.getByRole('link', { name: 'Wie zijn wij' }).hover();
		await expect(child).toBeVisible();
	});
});

test.describe('spec §2 menu: a listing page marks the list of its goal, in every language', () => {
	const languages = [
		{ hreflang: 'nl-BE', locale: 'nl', nav: 'Hoofdmenu' },
		{ hreflang: 'fr-BE', locale: 'fr', nav: 'Menu principal' },
		{ hreflang: 'en', locale: 'en', nav: 'Main menu' },
		{ hreflang: 'de-BE', locale: 'de', nav: 'Hauptmenü' },
	] as const;
	const sale = listings.find((l) => l.Language === 'nl' && l.ProjectID == null && l.Goal === 0)!;
	const rent = listings.find((l) => l.Language === 'nl' && l.ProjectID == null && l.Goal !== 0)!;
	for (const [list, listing] of [['/for-sale/', sale], ['/for-rent/', rent]] as const) {
		test(`a listing of ${list} marks that entry and no other`, async ({ page }) => {
			for (const lang of languages) {
				await page.goto(`/property/${listing.ID}/`);
				if (lang.locale !== 'nl') await page.goto(new URL((await page.locator(`link[rel="alternate"][hreflang="${lang.hreflang}"]`).getAttribute('href'))!).pathname);
				const nav = page.getByRole('navigation', { name: lang.nav });
				const href = lang.locale === 'nl' ? list : pathTable[list][lang.locale];
				await expect(nav.locator(`a[href="${href}"]`), `${lang.locale} ${page.url()}`).toHaveAttribute('aria-current', 'true');
				await expect(nav.locator('a[aria-current]')).toHaveCount(1);
			}
		});
	}
});

test.describe('spec §2, §4 language switcher and remembered language', () => {
	test('the switcher on /for-sale/ goes to /fr/a-vendre/ and a return visit to / goes to /fr/', async ({ page }) => {
		await page.goto('/for-sale/');
		const langs = page.getByRole('navigation', { name: 'Taal' });
		await expect(langs.getByRole('link', { name: /Nederlands/ })).toHaveAttribute('aria-current', 'page');
		const french = langs.getByRole('link', { name: /Français/ });
		await expect(french).toHaveAttribute('hreflang', 'fr-BE');
		await expect(french).toHaveAttribute('lang', 'fr-BE');
		await french.click();
		await expect(page).toHaveURL(/\/fr\/a-vendre\/$/);
		expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');

		await page.goto('/');
		await expect(page).toHaveURL(/\/fr\/$/);
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
	});

	test('the switcher keeps a shared favourites list, the contact about it and a newsletter link\'s token', async ({ page }) => {
		const token = 'Q'.repeat(43);
		const cases = [
			{ path: '/favorieten/?ids=1001,1004&utm_source=mail', french: '/fr/favoris/?ids=1001,1004' },
			{ path: '/contact/?ids=1001', french: '/fr/contact/?ids=1001' },
			{ path: `/nieuwsbrief-bevestigen/?token=${token}`, french: `/fr/confirmer-newsletter/?token=${token}` },
		];
		for (const { path, french } of cases) {
			await page.goto(path);
			const link = page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: /Français/ });
			await expect(link, path).toHaveAttribute('href', french);
		}
		await page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: /Français/ }).click();
		await expect(page).toHaveURL(new RegExp(`/fr/confirmer-newsletter/\\?token=${token}$`));
		await expect(page.locator('[data-confirm-button]')).toBeVisible();
	});

	test('a return visit to / goes to the remembered home before any script file has loaded', async ({ page }) => {
		await page.goto('/en/');
		await page.evaluate(() => localStorage.setItem('lang', 'fr'));
		// With every script file held back, only the home's own inline script can send the visitor on.
		await page.route('**/_astro/**/*.js', (route) => route.abort());
		await page.goto('/?from=bookmark#search');
		await expect(page).toHaveURL(/\/fr\/\?from=bookmark#search$/);
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
	});

	test('the remembered language is the one read last: Dutch pages after a French choice keep the logo on the Dutch home; French pages reached by a link lead / to /fr/', async ({ page }) => {
		await page.goto('/fr/a-vendre/');
		await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
		await page.goto('/for-sale/');
		await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('nl');
		await page.locator('a.logo').click();
		await expect(page).toHaveURL(/:\d+\/$/);
		await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
		// Back in French through a link, not the switcher: a return visit goes to the French home.
		await page.goto('/fr/contact/');
		await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
		await page.goto('/');
		await expect(page).toHaveURL(/\/fr\/$/);
	});

	test('choosing Dutch again keeps the visitor on the Dutch home', async ({ page }) => {
		await page.goto('/fr/');
		await page.evaluate(() => localStorage.setItem('lang', 'fr'));
		await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: /Nederlands/ }).click();
		await expect(page).toHaveURL(/:\d+\/$/);
		expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('nl');
		await page.goto('/');
		await expect(page).toHaveURL(/:\d+\/$/);
	});

	test('Dutch opened in a new tab from the switcher (middle button, the link\'s menu) stays on the Dutch home', async ({ page, context }) => {
		const remembered = () => page.evaluate(() => localStorage.getItem('lang'));
		await page.goto('/fr/');
		await expect.poll(remembered).toBe('fr');
		const dutch = page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: /Nederlands/ });
		await dutch.click({ button: 'middle' });
		await expect.poll(remembered, 'the middle button (auxclick) remembers Dutch').toBe('nl');
		await expect(page).toHaveURL(/\/fr\/$/);
		const tab = await context.newPage();
		await tab.goto('/');
		await expect(tab.locator('html')).toHaveAttribute('lang', 'nl-BE');
		await expect(tab).toHaveURL(/:\d+\/$/);
		await tab.close();

		// The link's menu ("Open in new tab"), by mouse or keyboard, and the other buttons of auxclick.
		await page.evaluate(() => localStorage.setItem('lang', 'fr'));
		await dutch.dispatchEvent('auxclick', { button: 3 });
		expect(await remembered(), 'Back on the mouse is no choice').toBe('fr');
		await dutch.click({ button: 'right' });
		await expect.poll(remembered, 'opening the link\'s menu remembers Dutch').toBe('nl');
		await expect(page).toHaveURL(/\/fr\/$/);
	});
});

test.describe('WCAG 1.4.11: in forced colours the current page and language stay distinguishable', () => {
	for (const width of [1280, 320]) {
		test(`at ${width} px the current menu item and language look unlike the others`, async ({ page }) => {
			await page.setViewportSize({ width, height: 800 });
			await page.emulateMedia({ forcedColors: 'active' });
			await page.goto('/for-sale/');
			// At 320 px the menu and the languages are in the drawer.
			if (width < 960) await page.getByRole('button', { name: 'Menu' }).click();
			const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
			const current = await forcedLook(menu.getByRole('link', { name: 'Te koop', exact: true }));
			expect(current).not.toBe(await forcedLook(menu.getByRole('link', { name: 'Te huur', exact: true })));
			const langs = page.locator('.langs');
			expect(await forcedLook(langs.locator('a[aria-current]'))).not.toBe(await forcedLook(langs.locator('a[data-lang-link="fr"]')));
		});
	}
});

test.describe('spec §2 mobile drawer at 375 px', () => {
	test.use({ viewport: { width: 375, height: 700 } });

	test('opens with the keyboard and Escape closes it and returns focus', async ({ page }) => {
		await page.goto('/for-sale/');
		const toggle = page.getByRole('button', { name: 'Menu' });
		const saleLink = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Te koop' });
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
		await expect(saleLink).toBeHidden();

		for (let i = 0; i < 20 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
		await expect(toggle).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		await expect(saleLink).toBeVisible();
		await page.keyboard.press('Tab');
		await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Home' })).toBeFocused();

		await page.keyboard.press('Escape');
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		await expect(saleLink).toBeHidden();
		await expect(toggle).toBeFocused();
	});

	test('Tab past its last link closes it, so the focus never lands behind it; a press outside closes it too', async ({ page }) => {
		await page.goto('/');
		const toggle = page.getByRole('button', { name: 'Menu' });
		const panel = page.locator('[data-menu-panel]');
		await toggle.focus();
		await page.keyboard.press('Enter');
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		// Tab through the drawer: while the focus is inside, the drawer stays open; the first Tab past it closes it.
		for (let i = 0; i < 40; i++) {
			await page.keyboard.press('Tab');
			const inside = await page.evaluate(() => !!document.activeElement?.closest('[data-menu-panel], [data-menu-toggle]'));
			if (!inside) break;
			await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		}
		expect(await page.evaluate(() => !!document.activeElement?.closest('[data-menu-panel], [data-menu-toggle]'))).toBe(false);
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		await expect(panel).not.toHaveAttribute('data-open');
		// The focused control is not covered: it is the topmost element at its centre.
		const covered = await page.evaluate(() => {
			const el = document.activeElement as HTMLElement;
			el.scrollIntoView({ block: 'center' });
			const r = el.getBoundingClientRect();
			const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
			return top !== null && !el.contains(top) && !top.contains(el);
		});
		expect(covered).toBe(false);

		// On a page of text, a press on the text below the drawer closes it.
		await page.goto('/privacy-statement/');
		await toggle.click();
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		const url = page.url();
		const drawer = (await panel.boundingBox())!;
		expect(drawer.y + drawer.height).toBeLessThan(690);
		await page.mouse.click(187, 695);
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		expect(page.url()).toBe(url);
	});

	test('the device class is mobile, then desktop after a resize', async ({ page }) => {
		await page.goto('/for-sale/');
		await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
		await page.setViewportSize({ width: 900, height: 700 });
		await expect(page.locator('html')).toHaveAttribute('data-device', 'tablet');
		await page.setViewportSize({ width: 1280, height: 700 });
		await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
	});
});

test.describe('spec §4, §9 header fixed past 30 px, scroll-to-top after 10 px', () => {
	test.use({ viewport: { width: 1280, height: 500 } });

	test('the header gets fixed and the logo shrinks past 30 px; the top button appears and moves focus to the top', async ({ page }) => {
		await page.goto('/for-sale/');
		const header = page.locator('header#top');
		const bar = header.locator('.bar');
		const logo = header.locator('.logo img');
		const toTop = page.getByRole('link', { name: 'Naar boven' });
		await expect(bar).toHaveCSS('position', 'absolute');
		await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
		await expect(toTop).toBeHidden();
		const logoHeight = (await logo.boundingBox())?.height ?? 0;

		await page.evaluate(() => window.scrollTo(0, 20));
		await expect(toTop).toBeVisible();
		await expect(header).not.toHaveAttribute('data-fixed');

		await page.evaluate(() => window.scrollTo(0, 300));
		await expect(header).toHaveAttribute('data-fixed', '');
		await expect(bar).toHaveCSS('position', 'fixed');
		await expect.poll(async () => (await logo.boundingBox())?.height ?? 0).toBeLessThan(logoHeight);
		await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);

		await toTop.click();
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
		await expect(header).toBeFocused();
		await expect(header).not.toHaveAttribute('data-fixed');
		await expect(toTop).toBeHidden();
	});

	for (const width of [375, 961, 1440]) {
		test(`at ${width} px the header bar does not cover the page content`, async ({ page }) => {
			await page.setViewportSize({ width, height: 700 });
			await page.goto('/de/zu-verkaufen/');
			const bar = await page.locator('header#top .bar').boundingBox();
			const main = await page.locator('main').boundingBox();
			expect(bar && main && bar.y + bar.height <= main.y + 1).toBe(true);
		});
	}
});

test.describe('WCAG 1.4.11: the scroll-to-top focus ring shows over the dark footer and over the light page', () => {
	for (const width of [1280, 320]) {
		test(`at ${width} px one ring of the focused top button has 3:1 on the footer, one on the page, and the two 3:1 between them`, async ({ page }) => {
			await page.setViewportSize({ width, height: 700 });
			await page.goto('/for-sale/');
			await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
			const toTop = page.getByRole('link', { name: 'Naar boven' });
			await expect(toTop).toBeVisible();
			await page.getByRole('button', { name: 'Cookie-instellingen' }).focus();
			await page.keyboard.press('Tab');
			await expect(toTop).toBeFocused();
			const ring = await toTop.evaluate((el) => {
				const style = getComputedStyle(el);
				return { outline: style.outlineStyle === 'none' ? null : style.outlineColor, shadow: /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null };
			});
			const rings = [ring.outline, ring.shadow].filter((c): c is string => c !== null);
			const footer = await page.locator('footer.site-foot').evaluate((el) => getComputedStyle(el).backgroundColor);
			const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
			expect(Math.max(...rings.map((c) => contrastRatio(c, footer)))).toBeGreaterThanOrEqual(3);
			expect(Math.max(...rings.map((c) => contrastRatio(c, body)))).toBeGreaterThanOrEqual(3);
			expect(rings).toHaveLength(2);
			expect(contrastRatio(rings[0]!, rings[1]!)).toBeGreaterThanOrEqual(3);
		});
	}
});

test.describe('a page that comes in slowly is drawn once its main content is read: the header never shows half', () => {
	test('a script that holds the reader inside the header for a second draws no frame until the main content is read', async ({ page }) => {
		// A parser-blocking script, answered after a second, right after the top bar: without the
		// page's render-blocking wait the browser draws the top bar alone meanwhile, and the logo's
		// row and the top bar's right-hand links move when the rest of the header arrives.
		await page.route('**/services/', async (route) => {
			const response = await route.fetch();
			const html = (await response.text()).replace('<div class="bar-slot">', '<script src="/slow-reader.js"></script><div class="bar-slot">');
			await route.fulfill({ response, body: html });
		});
		await page.route('**/slow-reader.js', async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 1000));
			await route.fulfill({ contentType: 'text/javascript', body: '' });
		});
		await page.addInitScript(() => {
			requestAnimationFrame(() => {
				Object.assign(window, { __firstFrame: { main: document.getElementById('main') !== null, endOfMain: document.querySelector('#main > .print-url') !== null } });
			});
		});
		await page.goto('/services/');
		await page.waitForFunction(() => '__firstFrame' in window);
		expect(await page.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame)).toEqual({ main: true, endOfMain: true });
	});
});

test.describe('spec §4 logo shrinks past 30 px at every width, without moving the page', () => {
	for (const width of [375, 1100, 1440]) {
		test(`at ${width} px the logo is larger at the top than past 30 px, and nothing shifts`, async ({ page }) => {
			await page.setViewportSize({ width, height: 700 });
			await watchLayoutShifts(page);
			// A page whose content does not change once loaded: only what the header does is measured.
			await page.goto('/services/');
			await page.waitForLoadState('networkidle');
			await forgetLayoutShifts(page);
			const header = page.locator('header#top');
			const logo = header.locator('.logo img');
			const height = async () => (await logo.boundingBox())?.height ?? 0;
			const boxes = () =>
				page.evaluate(() => ({
					slot: document.querySelector('header#top .bar-slot')!.getBoundingClientRect().height,
					main: document.querySelector('main')!.getBoundingClientRect().top + scrollY,
				}));
			const atTop = await height();
			const before = await boxes();

			await page.evaluate(() => window.scrollTo(0, 300));
			await expect(header).toHaveAttribute('data-fixed', '');
			await expect.poll(height).toBeLessThan(atTop - 4);
			expect(await boxes()).toEqual(before);

			await page.evaluate(() => window.scrollTo(0, 0));
			await expect(header).not.toHaveAttribute('data-fixed');
			await expect.poll(height).toBe(atTop);
			expect(await layoutShifts(page)).toEqual([]);
		});
	}
});

test.describe('WCAG 2.4.11: the fixed header never covers the focused field (spec §9 breakpoints)', () => {
	for (const width of [375, 800, 1100, 1440]) {
		test(`at ${width} px tabbing backwards through the contact form keeps each field below the header`, async ({ page }) => {
			await page.setViewportSize({ width, height: 600 });
			await page.goto('/contact/');
			await page.getByRole('button', { name: 'Weigeren' }).click();
			const form = page.locator('form[data-kind="contact"]');
			await expect(form).toBeAttached();
			// From below the form: scrolled to the end of the page, focus on the form's last control.
			await page.evaluate(() => {
				window.scrollTo(0, document.documentElement.scrollHeight);
				[...document.querySelectorAll<HTMLElement>('form[data-kind="contact"] :is(input, select, textarea, button)')].at(-1)!.focus({ preventScroll: true });
			});
			await expect(page.locator('header#top')).toHaveAttribute('data-fixed', '');
			const seen: string[] = [];
			for (let step = 0; step < 60; step++) {
				await page.keyboard.press('Shift+Tab');
				const focus = await page.evaluate(() => {
					const el = document.activeElement as HTMLElement | null;
					if (!el?.closest('form[data-kind="contact"]')) return null;
					const box = el.getBoundingClientRect();
					const bar = document.querySelector('header#top .bar')!.getBoundingClientRect();
					return { name: el.getAttribute('name') ?? el.localName, top: box.top, height: box.height, barBottom: bar.bottom };
				});
				if (!focus) break;
				if (focus.height === 0) continue;
				seen.push(focus.name);
				expect(focus.top, `${focus.name} at ${focus.top} px, header bottom at ${focus.barBottom} px`).toBeGreaterThanOrEqual(focus.barBottom);
			}
			expect(seen).toEqual(expect.arrayContaining(['email', 'firstName']));
		});
	}
});

test.describe('spec §3 footer: only public texts, agency identity, legal links', () => {
	for (const locale of ['nl', 'fr'] as const) {
		test(`footer in ${locale} shows the public texts and hides the others`, async ({ page }) => {
			await page.goto(locale === 'nl' ? '/contact/' : '/fr/contact/');
			const footer = page.getByRole('contentinfo');
			for (const column of site.footerColumns) {
				for (const part of [column.title, column.introText, column.fullText]) {
					const text = part.text[locale];
					if (text === '') continue;
					if (part.public) await expect(footer.getByText(text, { exact: true })).toBeVisible();
					else await expect(footer.getByText(text, { exact: true })).toHaveCount(0);
				}
			}
		});
	}

	test('German footer falls back to Dutch texts marked with lang', async ({ page }) => {
		await page.goto('/de/kontakt/');
		const column = site.footerColumns.find((c) => c.introText.public && c.introText.text.de === '' && c.introText.text.nl !== '');
		test.skip(!column, 'the export has no German gap in a public footer text');
		await expect(page.getByRole('contentinfo').getByText(column!.introText.text.nl, { exact: true })).toHaveAttribute('lang', 'nl-BE');
	});

	test('the footer shows the legal identity, legal links, cookie settings and copyright', async ({ page }) => {
		await page.goto('/fr/contact/');
		const footer = page.getByRole('contentinfo');
		await expect(footer).toContainText(site.agency.vatNumber);
		await expect(footer).toContainText(`IPI ${site.agency.ipiNumber}`);
		await expect(footer).toContainText('Autorité de contrôle');
		const legal = footer.getByRole('navigation', { name: 'Informations légales' });
		await expect(legal.getByRole('link', { name: 'Déclaration de confidentialité' })).toHaveAttribute('href', '/fr/declaration-de-confidentialite/');
		await expect(legal.getByRole('link', { name: 'Politique en matière de cookies' })).toHaveAttribute('href', '/fr/politique-en-matiere-de-cookies/');
		await expect(legal.getByRole('link', { name: 'Clause de non-responsabilité' })).toHaveAttribute('href', '/fr/clause-de-non-responsabilite/');
		await expect(footer.locator('button#cookie-settings')).toHaveText('Paramètres des cookies');
		await expect(footer).toContainText(/© \d{4} /);
	});

	const registered = [
		{ path: '/contact/', texts: ['BE 0765.432.146, RPR Brussel', 'Beroepsaansprakelijkheid verzekerd bij Voorbeeld Verzekeringen NV, polis BA 2019-0457, dekking: België'], label: 'Buitengerechtelijke regeling van consumentengeschillen:', body: 'Ombudsman voor vastgoed' },
		{ path: '/fr/contact/', texts: ['BE 0765.432.146, RPM Bruxelles', 'Responsabilité civile professionnelle assurée auprès d’Assurances Exemple SA, police BA 2019-0457, couverture\u00a0: Belgique'], label: 'Règlement extrajudiciaire des litiges de consommation\u00a0:', body: 'Ombudsman de l’immobilier' },
		{ path: '/en/contact/', texts: ['BE 0765.432.146, RLE Brussels', 'Professional liability insured with Voorbeeld Verzekeringen NV, policy BA 2019-0457, cover: Belgium'], label: 'Out-of-court settlement of consumer disputes:', body: 'Real Estate Ombudsman' },
		{ path: '/de/kontakt/', texts: ['BE 0765.432.146, RJP Brüssel', 'Berufshaftpflicht versichert bei Voorbeeld Verzekeringen NV, Police BA 2019-0457, Deckung: Belgien'], label: 'Außergerichtliche Beilegung von Verbraucherstreitigkeiten:', body: 'Ombudsmann für Immobilien' },
	];
	for (const { path, texts, label, body } of registered) {
		test(`WVV 2:20, WER III.74 and book XVI: the footer of ${path} names the register, the liability insurer and the dispute body`, async ({ page }) => {
			await page.goto(path);
			const registration = page.getByRole('contentinfo').locator('.registration');
			for (const text of texts) await expect(registration).toContainText(text);
			await expect(registration).toContainText(label);
			await expect(registration.getByRole('link', { name: body })).toHaveAttribute('href', 'https://www.ombudsimmo.be');
		});
	}
});

test.describe('spec §9 footer lazy-loads: height 400, offset 100', () => {
	test('the footer body waits in a 400 px place, its form loads only within 100 px of the viewport, and its links stay reachable by Tab', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.goto('/en/for-sale/');
		const body = page.locator('.site-foot .foot-body');
		expect(await body.evaluate((element) => {
			const style = getComputedStyle(element);
			return [style.contentVisibility, style.containIntrinsicSize];
		})).toEqual(['auto', 'auto 400px']);
		const form = page.locator('.site-foot form[data-kind="newsletter"]');
		/** Scrolls so that the footer form's place is `gap` px below the viewport, then lets the page observe it. */
		const scrollToGap = async (gap: number) => {
			await page.evaluate((below) => {
				const top = document.querySelector('.site-foot [data-deferred-form]')!.getBoundingClientRect().top + window.scrollY;
				window.scrollTo({ top: top - window.innerHeight - below, behavior: 'instant' });
			}, gap);
			await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))));
		};
		// The footer's top is in view by now; its form, further down, is not near yet.
		await scrollToGap(160);
		expect(await body.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
		await expect(form).toHaveCount(0);
		await scrollToGap(60);
		await expect(form).toBeAttached();
		// The skipped body's links stay focusable and in the tab order.
		await page.goto('/en/contact/');
		await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy statement' }).focus();
		await page.keyboard.press('Tab');
		await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' })).toBeFocused();
	});

	for (const [path, width] of [['/en/services/', 1280], ['/fr/services/', 800], ['/services/', 414]] as const) {
		test(`drawing the footer's newsletter form moves nothing: ${path} at ${width} px`, async ({ page }) => {
			await page.setViewportSize({ width, height: 700 });
			await watchLayoutShifts(page);
			await page.goto(path);
			await page.waitForLoadState('networkidle');
			await forgetLayoutShifts(page);
			// To the form's place (the end of the page lies below it by the cookie banner's height).
			await page.evaluate(() => document.querySelector('.site-foot .foot-newsletter')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
			await expect(page.locator('.site-foot form[data-kind="newsletter"]')).toBeVisible();
			await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
			expect(await layoutShifts(page)).toEqual([]);
		});
	}
	test("the newsletter form's place holds the drawn form in every language, from 320 to 1,440 px", async ({ page }) => {
		const paths = { nl: '/privacy-statement/', fr: '/fr/declaration-de-confidentialite/', en: '/en/privacy-statement/', de: '/de/datenschutzerklarung/' };
		const overflows: string[] = [];
		for (const [lang, path] of Object.entries(paths)) {
			await page.setViewportSize({ width: 800, height: 700 });
			await page.goto(path);
			await page.locator('.site-foot .foot-newsletter').scrollIntoViewIfNeeded();
			await expect(page.locator('.site-foot form[data-kind="newsletter"]')).toBeVisible();
			for (const width of [320, 330, 345, 360, 375, 390, 414, 440, 460, 500, 540, 580, 590, 600, 610, 640, 768, 1024, 1440]) {
				await page.setViewportSize({ width, height: 700 });
				const fit = await page.evaluate(() => {
					const form = document.querySelector('.site-foot form[data-kind="newsletter"]');
					const place = form?.closest<HTMLElement>('[data-form-root], [data-deferred-form]');
					if (!form || !place) return null;
					return { form: form.getBoundingClientRect().height, place: parseFloat(getComputedStyle(place).minBlockSize) };
				});
				expect(fit, `${lang} at ${width} px`).not.toBeNull();
				if (fit && fit.form > fit.place) overflows.push(`${lang} at ${width} px: form ${fit.form} px, place ${fit.place} px`);
			}
		}
		expect(overflows).toEqual([]);
	});
});

test.describe('spec §9 mobile width: no page scrolls sideways at 360 px', () => {
	/**
	 * The owner portal is left out: it sends an anonymous visitor on to the login page by script,
	 * which cut short the next page's navigation (the login page is measured).
	 */
	const ownerPortal = pathTable['/owner/'].de.split('/').at(-2)!;
	/** Every German page but the listings, lists and projects (German has the longest words), and the same pages' Dutch, French and English homes and legal pages. */
	const germanPages = (dir: string, base: string): string[] =>
		readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
			if (!entry.isDirectory() || ['zu-verkaufen', 'zu-vermieten', 'projekte', 'project', 'property', ownerPortal].includes(entry.name)) return [];
			const path = `${base}${entry.name}/`;
			return [...(existsSync(join(dir, entry.name, 'index.html')) ? [path] : []), ...germanPages(join(dir, entry.name), path)];
		});
	const paths = ['/de/', ...germanPages(join('dist', 'de'), '/de/'), '/', '/privacy-statement/', '/fr/', '/fr/declaration-de-confidentialite/', '/en/', '/en/privacy-statement/'];

	test(`${paths.length} pages fit a 360 px screen`, async ({ page }) => {
		expect(paths.length).toBeGreaterThan(30);
		await page.setViewportSize({ width: 360, height: 740 });
		const wide: string[] = [];
		for (const path of paths) {
			await page.goto(path, { waitUntil: 'domcontentloaded' });
			const width = await page.evaluate(() => document.documentElement.scrollWidth);
			if (width > 360) wide.push(`${path}: ${width} px`);
		}
		expect(wide).toEqual([]);
	});

	test('listing pages whose titles hold the longest words fit a 320 px screen in every language (WCAG 1.4.10)', async ({ page }) => {
		const longestWord = (title: string) => Math.max(...title.split(/\s+/).map((word) => word.length));
		const longest = listings
			.filter((p) => p.Language === 'nl')
			.sort((a, b) => longestWord(b.Title) - longestWord(a.Title))
			.slice(0, 4);
		expect(longestWord(longest[0]!.Title)).toBeGreaterThanOrEqual(16);
		await page.setViewportSize({ width: 320, height: 740 });
		const wide: string[] = [];
		for (const listing of longest) {
			await page.goto(`/property/${listing.ID}/`, { waitUntil: 'domcontentloaded' });
			const alternates = await page.locator('link[rel="alternate"][hreflang]:not([hreflang="x-default"])').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
			for (const path of alternates) {
				await page.goto(path, { waitUntil: 'domcontentloaded' });
				const width = await page.evaluate(() => document.documentElement.scrollWidth);
				if (width > 320) wide.push(`${path}: ${width} px`);
			}
		}
		expect(wide).toEqual([]);
	});
});
