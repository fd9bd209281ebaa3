import { expect, test, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { demoOwner } from '../../src/lib/owners/demo.ts';
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts.ts';
import { axeViolations } from './support/axe.ts';
import { islandHydrated, islandScriptLate, readWithoutActing } from './support/scripts-asked.ts';

/**
 * Owner portal in the browser (issue 6): the demo owner logs in, sees the figures and the 30-day
 * chart; a property page opened in another tab sends its visit beacon when automation does not
 * flag the browser and none when it does; and after a reload the portal's count for today has
 * gone up by one (under the source of the visit's campaign). Login
 * sets the session cookie and the signed-in hint, logout clears both, and without the hint the
 * portal sends the visitor to the login page without asking the owner API.
 */

// A login costs a second of scrypt work (and under FUNCTIONS=dev the local server builds each
// function on its first call): on a loaded machine that takes a while. The tests of this file run one after the other.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const slow = { timeout: 60_000 };

test.beforeAll(async ({ request }) => {
	test.setTimeout(240_000);
	const warm = ['/api/owner/session', '/api/owner/stats?property=1'].map((path) => request.get(path, { timeout: 200_000 }));
	const posts = ['/api/login', '/api/logout', '/api/visit'].map((path) => request.post(path, { data: {}, timeout: 200_000 }));
	await Promise.all([...warm, ...posts]);
});

/** The demo property the test watches (one that the site-wide browser tests do not open). */
const watched = 1011;

/** Logs in as the demo owner on the Dutch login page and waits for the portal. */
async function logIn(page: Page): Promise<void> {
	await page.goto('/login/');
	const form = page.locator('form.owner-login');
	await form.getByLabel('E-mailadres').fill(demoOwner.email);
	await form.getByLabel('Wachtwoord').fill(demoOwner.password);
	await form.getByRole('button', { name: 'Aanmelden' }).click();
	await page.waitForURL(/\/owner\/(\?property=\d+)?$/, slow);
}

/** The session cookie and the signed-in hint the browser holds (undefined when absent). */
async function ownerCookies(context: BrowserContext): Promise<{ session: Cookie | undefined; hint: Cookie | undefined }> {
	const cookies = await context.cookies();
	return { session: cookies.find((c) => c.name === '__Host-session'), hint: cookies.find((c) => c.name === '__Host-signed-in') };
}

/** Reads one figure of the portal as a number. */
async function figure(page: Page, name: 'today' | 'week' | 'month' | 'total'): Promise<number> {
	const text = await page.locator(`[data-figure="${name}"] dd`).innerText();
	return Number(text.replace(/\D/g, ''));
}

/** Reads the visits of one source. */
async function source(page: Page, name: string): Promise<number> {
	return Number((await page.locator(`[data-source="${name}"] .portal-sources__count`).innerText()).replace(/\D/g, ''));
}

test('the login page says in its language whom to ask for a forgotten password: the agency, with its phone and email as links', async ({ page }) => {
	const pages: [string, string, string][] = [
		['/login/', 'Wachtwoord vergeten?', 'Neem contact op met Immo Drieland: wij maken een nieuw wachtwoord voor u aan.'],
		['/fr/login/', 'Mot de passe oublié\u00a0?', 'Contactez Immo Drieland\u00a0: nous vous créerons un nouveau mot de passe.'],
		['/en/login/', 'Forgot your password?', 'Contact Immo Drieland: we will set a new password for you.'],
		['/de/anmelden/', 'Passwort vergessen?', 'Wenden Sie sich an Immo Drieland: Wir richten Ihnen ein neues Passwort ein.'],
	];
	for (const [path, title, text] of pages) {
		await page.goto(path);
		const line = page.locator('.login-forgot');
		await expect(line.locator('strong')).toHaveText(title);
		await expect(line).toContainText(text);
		await expect(line.getByRole('link', { name: '026 40 12 34' })).toHaveAttribute('href', 'tel:+3226401234');
		await expect(line.getByRole('link', { name: 'info@immo-drieland.example' })).toHaveAttribute('href', 'mailto:info@immo-drieland.example');
	}
});

test('a wrong password shows the one login error and no session starts', async ({ page }) => {
	await page.goto('/login/');
	const form = page.locator('form.owner-login');
	await form.getByLabel('E-mailadres').fill(demoOwner.email);
	await form.getByLabel('Wachtwoord').fill('not-the-password');
	await form.getByRole('button', { name: 'Aanmelden' }).click();
	// A login's scrypt work (and under FUNCTIONS=dev the build of the function) takes a while on a loaded machine.
	await expect(form.getByRole('alert')).toHaveText('De gebruikersnaam of het wachtwoord is niet correct', slow);
	await expect(page).toHaveURL(/\/login\/$/);
	const session = await page.request.get('/api/owner/session');
	expect(session.status()).toBe(401);
});

test('the login form is in the page as it comes: a visitor who only reads loads no framework; reaching for a field loads it', async ({ page }) => {
	const loginScript = await readWithoutActing(page, '/login/', 'OwnerLogin');
	const form = page.locator('form.owner-login');
	await expect(form.getByLabel('E-mailadres')).toBeVisible();
	expect(loginScript(), 'read and scrolled, the login form was not asked for').toEqual([]);
	await form.getByLabel('E-mailadres').focus();
	await islandHydrated(page, 'form.owner-login');
	expect(loginScript()).toHaveLength(1);
});

test('a login sent before the form’s script is ready is held, never sent by the browser itself, and sent once the script is there', async ({ page }) => {
	await islandScriptLate(page, 'OwnerLogin');
	const sent: string[] = [];
	page.on('request', (r) => {
		if (r.method() === 'POST' || r.url().includes('password')) sent.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
	});
	await page.goto('/login/');
	const form = page.locator('form.owner-login');
	await form.getByLabel('E-mailadres').fill(demoOwner.email);
	await form.getByLabel('Wachtwoord').fill('not-the-password');
	await form.getByLabel('Wachtwoord').press('Enter');
	await expect(page.locator('form.owner-login').locator('xpath=ancestor::astro-island[@ssr]'), 'the script is still on its way').toHaveCount(1);
	await expect(form.getByRole('alert')).toHaveText('De gebruikersnaam of het wachtwoord is niet correct', slow);
	await expect(page).toHaveURL(/\/login\/$/);
	expect(sent).toEqual(['POST /api/login']);
	await expect(form.getByLabel('E-mailadres'), 'what was typed is kept').toHaveValue(demoOwner.email);
});

test('a login sent by keyboard keeps the focus on its button while it is sent and after the error, so the next Tab stays in the form', async ({ page }) => {
	await page.goto('/en/login/');
	const form = page.locator('form.owner-login');
	await form.getByLabel('Email').fill('nobody-here@example.org');
	await form.getByLabel('Password').fill('not-the-password');
	const button = form.getByRole('button', { name: 'Log in' });
	await button.focus();
	await page.keyboard.press('Enter');
	await expect(form.getByRole('alert')).toHaveText('The username or password are not correct', slow);
	await expect(button).toBeFocused();
	await expect(button).not.toHaveAttribute('aria-disabled');
	await page.keyboard.press('Shift+Tab');
	await expect(form.getByLabel('Password')).toBeFocused();
});

test('a login refused in the browser names the wrong field and moves the focus to the first one to mend', async ({ page }) => {
	await page.goto('/fr/login/');
	const form = page.locator('form.owner-login');
	const email = form.getByLabel('Adresse e-mail');
	const password = form.getByLabel('Mot de passe');
	await email.fill('pas-une-adresse');
	await password.fill('not-the-password');
	await form.getByRole('button', { name: 'Se connecter' }).click();
	await expect(email).toHaveAttribute('aria-invalid', 'true');
	await expect(email).toBeFocused();
	await expect(password).not.toHaveAttribute('aria-invalid');
	await email.fill(demoOwner.email);
	await password.fill('');
	await form.getByRole('button', { name: 'Se connecter' }).click();
	await expect(password).toHaveAttribute('aria-invalid', 'true');
	await expect(password).toBeFocused();
	await expect(email).not.toHaveAttribute('aria-invalid');
});

test('the demo owner sees figures and the 30-day chart; a visit of their property in another tab raises today’s count by one', async ({ browser, page, context }, testInfo) => {
	const dataFiles: string[] = [];
	page.on('request', (req) => {
		if (/\/listing-(index|cards)\//.test(req.url())) dataFiles.push(new URL(req.url()).pathname);
	});
	await logIn(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Eigenarenportaal' })).toBeVisible();
	await expect(page.getByText(`Welkom, ${demoOwner.name}`)).toBeVisible(slow);
	const picker = page.getByLabel('Pand', { exact: true });
	await expect(picker.locator('option')).toHaveCount(demoOwner.propertyIds.length);
	// Each property is named by its public card (title – city (id)), fetched from the small card
	// files of the owner's properties, never from the whole listing index.
	for (const id of demoOwner.propertyIds) await expect(picker.locator(`option[value="${id}"]`)).toHaveText(new RegExp(`^.+ – .+ \\(${id}\\)$`));
	expect(dataFiles.length).toBeGreaterThan(0);
	expect(dataFiles.every((path) => /^\/listing-cards\/nl\/\d+\.json$/.test(path))).toBe(true);
	await picker.selectOption(String(watched));
	await expect(page).toHaveURL(new RegExp(`\\?property=${watched}$`));

	// The figures' block is in the page from the start, busy with placeholders until the figures come.
	await expect(page.locator('.portal-visits')).not.toHaveAttribute('aria-busy', 'true', slow);
	for (const name of ['Vandaag', 'Deze week', 'Deze maand', 'Totaal']) await expect(page.locator('.portal-figures dt', { hasText: name })).toBeVisible();
	// The chart comes after the figures and the sources: it is drawn once its box is scrolled to.
	await page.locator('.portal-chart__canvas').scrollIntoViewIfNeeded();
	const chart = page.locator('canvas[aria-labelledby="portal-chart-title"]');
	await expect(chart).toBeVisible(slow);
	expect((await chart.boundingBox())!.height).toBeGreaterThan(100);
	await page.getByText('Toon de cijfers per dag').click();
	await expect(page.locator('.portal-chart__table tbody tr')).toHaveCount(30);
	for (const heading of ['Paginabezoeken per bron', 'Communicatie', 'Bezoeken in de agenda', 'Online media', 'Documenten', 'Historiek', 'Wachtwoord wijzigen']) {
		await expect(page.getByRole('heading', { name: heading })).toBeVisible();
	}
	expect(await axeViolations(page, { include: 'main' })).toEqual([]);
	const today = await figure(page, 'today');
	const fromPortals = await source(page, 'portal');

	// A browser driven by automation sends no beacon: it is no visitor (the test browser is one).
	const robot = await context.newPage();
	const robotBeacons: string[] = [];
	robot.on('request', (req) => void (req.url().includes('/api/visit') && robotBeacons.push(req.url())));
	await robot.goto(`/property/${watched}/`);
	expect(await robot.evaluate(() => navigator.webdriver)).toBe(true);
	await robot.close();
	expect(robotBeacons).toEqual([]);

	// A person's browser, which automation does not flag. A visit counts once a client (address and
	// browser) a day: each attempt of this test is another browser of this address, so a retry (the
	// whole file runs again when one of its tests failed) counts its own visit; an address has three.
	const visitorContext = await browser.newContext({ userAgent: `${await page.evaluate(() => navigator.userAgent)} attempt/${testInfo.repeatEachIndex}.${testInfo.retry}` });
	const visitor = await visitorContext.newPage();
	await visitor.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
	const beacon = visitor.waitForRequest((req) => req.url().endsWith('/api/visit') && req.method() === 'POST');
	await visitor.goto(new URL(`/property/${watched}/?utm_source=immoweb&utm_medium=referral`, page.url()).href);
	const sent = await beacon;
	expect(JSON.parse(sent.postData() ?? '{}')).toEqual({ property: watched, referrer: '', utmSource: 'immoweb', utmMedium: 'referral' });
	await visitorContext.close();

	await expect
		.poll(async () => {
			await page.reload();
			await page.locator('.portal-visits:not([aria-busy])').waitFor({ timeout: 20_000 });
			return figure(page, 'today');
		}, slow)
		.toBe(today + 1);
	expect(await source(page, 'portal')).toBe(fromPortals + 1);
	expect(await figure(page, 'total')).toBeGreaterThanOrEqual(today + 1);
});

test('the portal’s page holds its final layout before the owner’s data comes: nothing moves when it arrives, on a phone or a desktop', async ({ page }) => {
	await logIn(page);
	const html = await (await page.request.get('/owner/')).text();
	expect(html).toMatch(/<section[^>]*class="portal-block portal-visits"[^>]*aria-busy="true"/);
	expect(html).toContain('class="portal-chart__canvas"');
	expect(html).not.toContain(demoOwner.name);
	await watchLayoutShifts(page);
	for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 720 }]) {
		await page.setViewportSize(viewport);
		await page.goto('/owner/');
		await expect(page.locator('.portal-visits')).not.toHaveAttribute('aria-busy', 'true', slow);
		await page.waitForLoadState('networkidle');
		expect(await layoutShifts(page), `layout shifts at ${viewport.width}x${viewport.height}`).toEqual([]);
		// The chart is drawn into the box kept for it once the box is scrolled to: the box keeps its size.
		const box = page.locator('.portal-chart__canvas');
		const { height } = (await box.boundingBox())!;
		await box.scrollIntoViewIfNeeded();
		await expect(page.locator('canvas[aria-labelledby="portal-chart-title"]')).toBeVisible(slow);
		expect((await box.boundingBox())!.height).toBe(height);
	}
});

test('Chart.js loads once the chart’s box enters the viewport, and the chart then shows: a phone’s first view (figures and sources) loads none of it', async ({ page }) => {
	await logIn(page);
	await page.setViewportSize({ width: 412, height: 823 });
	const chartScripts: string[] = [];
	page.on('request', (req) => {
		if (/\/VisitLine\.[^/]*\.js$/.test(req.url())) chartScripts.push(req.url());
	});
	await page.goto('/owner/');
	await expect(page.locator('.portal-visits')).not.toHaveAttribute('aria-busy', 'true', slow);
	await page.waitForLoadState('networkidle');
	expect(chartScripts).toEqual([]);
	await page.locator('.portal-chart__canvas').scrollIntoViewIfNeeded();
	await expect(page.locator('canvas[aria-labelledby="portal-chart-title"]')).toBeVisible(slow);
	expect(chartScripts).toHaveLength(1);
});

test('logout ends the session and clears both cookies: the portal sends the visitor back to the login page', async ({ page, context }) => {
	await logIn(page);
	const cookies = await ownerCookies(context);
	expect(cookies.session).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
	// The hint is readable by the page and says only that a session may exist.
	expect(cookies.hint).toMatchObject({ value: '1', path: '/', secure: true, httpOnly: false, sameSite: 'Strict' });
	expect(Math.abs(cookies.hint!.expires - cookies.session!.expires)).toBeLessThan(5);
	expect(await page.evaluate(() => document.cookie)).toContain('__Host-signed-in=1');

	await page.getByRole('button', { name: 'Afmelden' }).click();
	await page.waitForURL(/\/login\/\?loggedOut=1$/, slow);
	await expect(page.locator('form.owner-login').getByRole('status')).toHaveText('U bent afgemeld.');
	expect(await ownerCookies(context)).toEqual({ session: undefined, hint: undefined });
	await page.goto('/owner/');
	await page.waitForURL(/\/login\/$/, slow);
});

test('a login in another tab is told to the open portal: it reads the new session (the login ended the old one) and stays', async ({ page, context }) => {
	await logIn(page);
	const login = await context.newPage();
	try {
		const reread = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/owner/session', slow);
		await logIn(login);
		await reread;
		await expect(page.locator('[data-figure="today"] dd')).toBeVisible(slow);
		expect(new URL(page.url()).pathname).toBe('/owner/');
	} finally {
		await login.close();
	}
});

test('figures the owner API could not give say so with a button that asks again, and it loads them', async ({ page }) => {
	let refused = 0;
	await page.route('**/api/owner/stats?**', (route) => (refused++ === 0 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' }) : route.continue()));
	await logIn(page);
	await expect(page.getByRole('alert')).toHaveText('Er is een fout in de API. Probeer het later opnieuw.', slow);
	const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
	await retry.focus();
	await page.keyboard.press('Enter');
	await expect(page.locator('[data-figure="total"] dd')).toHaveText(/^\d/, slow);
	await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
	expect(refused).toBe(2);
});

/** The portal's API error, as its alert says it. */
const apiError = 'Er is een fout in de API. Probeer het later opnieuw.';

/** A 5xx of an owner function whose database cannot be reached. */
const unavailable = { status: 503, contentType: 'application/json', headers: { 'Retry-After': '30' }, body: JSON.stringify({ ok: false, error: 'portal.error.api' }) };

/**
 * Answers the requests to `url` with `unavailable` twice, holding the second answer until
 * `release()`, then lets them through: a retry that fails again while the test watches it busy.
 */
async function failTwiceHoldingTheSecond(page: Page, url: string): Promise<{ tries: () => number; release: () => void }> {
	let tries = 0;
	let release: () => void = () => undefined;
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route(url, async (route) => {
		tries++;
		if (tries === 1) return route.fulfill(unavailable);
		if (tries === 2) {
			await held;
			return route.fulfill(unavailable);
		}
		return route.continue();
	});
	return { tries: () => tries, release: () => release() };
}

test('figures asked again (WCAG 2.4.3, 4.1.3): the button keeps the focus and is busy meanwhile, a second failure is said again, and the figures’ heading takes the focus once they come', async ({ page }) => {
	const { tries, release } = await failTwiceHoldingTheSecond(page, '**/api/owner/stats?**');
	await logIn(page);
	const alert = page.locator('.portal-error-box [role="alert"]');
	await expect(alert).toHaveText(apiError, slow);
	const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
	await retry.focus();
	await page.keyboard.press('Enter');
	await expect(retry).toHaveAttribute('aria-disabled', 'true');
	await expect(retry).toBeFocused();
	// Emptied while busy, so that the same message is said again when it comes back.
	await expect(alert).toHaveText('');
	release();
	await expect(alert).toHaveText(apiError, slow);
	await expect(retry).toBeFocused();
	await expect(retry).not.toHaveAttribute('aria-disabled');
	await page.keyboard.press('Enter');
	await expect(page.locator('[data-figure="total"] dd')).toHaveText(/^\d/, slow);
	await expect(page.locator('#portal-visits-title')).toBeFocused();
	await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
	expect(tries()).toBe(3);
});

test('the session asked again: the button is busy and says the portal loads, a second failure is said again, and the figures’ heading takes the focus once the portal is there', async ({ page }) => {
	const { tries, release } = await failTwiceHoldingTheSecond(page, '**/api/owner/session');
	await logIn(page);
	const box = page.locator('.portal-error-box');
	await expect(box.getByRole('alert')).toHaveText(apiError, slow);
	const retry = box.getByRole('button', { name: 'Opnieuw proberen' });
	await retry.focus();
	await page.keyboard.press('Enter');
	await expect(retry).toHaveAttribute('aria-disabled', 'true');
	await expect(retry).toBeFocused();
	await expect(box.getByRole('status')).toHaveText('Gegevens worden geladen…');
	await expect(box.getByRole('alert')).toHaveText('');
	release();
	await expect(box.getByRole('alert')).toHaveText(apiError, slow);
	await expect(retry).toBeFocused();
	await expect(retry).not.toHaveAttribute('aria-disabled');
	await page.keyboard.press('Enter');
	await expect(page.getByText(`Welkom, ${demoOwner.name}`)).toBeVisible(slow);
	await expect(page.locator('[data-figure="total"] dd')).toHaveText(/^\d/, slow);
	await expect(page.locator('#portal-visits-title')).toBeFocused();
	expect(tries()).toBe(3);
});

test('a logout the server cannot confirm keeps the owner in the portal with the error, and trying again logs out', async ({ page, context }) => {
	await logIn(page);
	// The database unreachable: every try of the logout gets the functions' 503.
	let tries = 0;
	await page.route('**/api/logout', (route) => {
		tries++;
		return route.fulfill({ status: 503, contentType: 'application/json', headers: { 'Retry-After': '30' }, body: JSON.stringify({ ok: false, error: 'portal.error.api' }) });
	});
	await page.getByRole('button', { name: 'Afmelden' }).click();
	const alert = page.locator('#portal-logout-error');
	await expect(alert).toHaveText('Afmelden is niet gelukt: u bent nog aangemeld. Controleer uw verbinding en probeer opnieuw.', slow);
	expect(tries).toBe(3);
	expect(new URL(page.url()).pathname).toBe('/owner/');
	const cookies = await ownerCookies(context);
	expect(cookies.session).toBeDefined();
	expect(cookies.hint).toBeDefined();

	await page.unroute('**/api/logout');
	const retry = page.getByRole('button', { name: 'Opnieuw afmelden' });
	await retry.focus();
	await page.keyboard.press('Enter');
	await page.waitForURL(/\/login\/\?loggedOut=1$/, slow);
	await expect(page.locator('form.owner-login').getByRole('status')).toHaveText('U bent afgemeld.');
	expect(await ownerCookies(context)).toEqual({ session: undefined, hint: undefined });
});

test('a password change refused in the browser announces it, names each field (the mismatching confirmation too) and focuses the first one; one sent by keyboard keeps the focus on its button while busy', async ({ page }) => {
	await logIn(page);
	const form = page.locator('form.portal-form');
	const current = form.getByLabel('Huidig wachtwoord');
	const fresh = form.getByLabel('Nieuw wachtwoord', { exact: true });
	const confirmation = form.getByLabel('Bevestig het nieuwe wachtwoord');
	await current.fill('x');
	await fresh.fill('short');
	await confirmation.fill('other');
	await confirmation.press('Enter');
	await expect(form.getByRole('alert')).toHaveText('Controleer de velden in het rood.');
	await expect(fresh).toBeFocused();
	await expect(fresh).toHaveAttribute('aria-invalid', 'true');
	await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
	await expect(confirmation).toHaveAccessibleDescription('De wachtwoorden moeten overeenkomen.');

	// The server's answer to a wrong current password, held back so the busy state can be seen.
	let answer: () => void = () => undefined;
	const held = new Promise<void>((resolve) => (answer = resolve));
	await page.route('**/api/owner/password', async (route) => {
		await held;
		await route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ ok: false, error: 'portal.password.error.check', issues: { current: ['portal.password.error.currentWrong'] } }) });
	});
	await current.fill('not-the-password');
	await fresh.fill('NieuwWachtwoord-2026');
	await confirmation.fill('NieuwWachtwoord-2026');
	const button = form.getByRole('button', { name: 'Wachtwoord wijzigen' });
	await button.focus();
	await page.keyboard.press('Enter');
	await expect(button).toHaveAttribute('aria-disabled', 'true');
	await expect(button).toBeFocused();
	answer();
	await expect(form.getByRole('alert')).toHaveText('Controleer de velden in het rood.');
	await expect(current).toBeFocused();
	await expect(current).toHaveAccessibleDescription('Het huidige wachtwoord is niet correct.');
	await expect(button).not.toHaveAttribute('aria-disabled');
});

test('a common password is refused by the server with its message under the new password, and the password stays as it was', async ({ page }) => {
	await logIn(page);
	const form = page.locator('form.portal-form');
	const fresh = form.getByLabel('Nieuw wachtwoord', { exact: true });
	await form.getByLabel('Huidig wachtwoord').fill(demoOwner.password);
	await fresh.fill('Password123');
	await form.getByLabel('Bevestig het nieuwe wachtwoord').fill('Password123');
	await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
	await expect(form.getByRole('alert')).toHaveText('Controleer de velden in het rood.', slow);
	await expect(fresh).toBeFocused();
	await expect(fresh).toHaveAccessibleDescription(/Dit wachtwoord staat op de lijst van veelgebruikte wachtwoorden/);
	// The demo password still logs in (the other tests of this file rely on it too).
	await page.context().clearCookies();
	await logIn(page);
});

test('a logout sent by keyboard keeps the focus on its button while it is tried and after it failed', async ({ page }) => {
	await logIn(page);
	// Every try fails as without a network; the first is held back so the busy state can be seen.
	let release: () => void = () => undefined;
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/api/logout', async (route) => {
		await held;
		await route.abort('internetdisconnected');
	});
	const button = page.getByRole('button', { name: 'Afmelden' });
	await expect(button).toBeEnabled(slow);
	await button.focus();
	await page.keyboard.press('Enter');
	await expect(button).toHaveAttribute('aria-disabled', 'true');
	await expect(button).toBeFocused();
	release();
	await expect(page.locator('#portal-logout-error')).toHaveText('Afmelden is niet gelukt: u bent nog aangemeld. Controleer uw verbinding en probeer opnieuw.', slow);
	await expect(page.getByRole('button', { name: 'Opnieuw afmelden' })).toBeFocused();
});

test('WCAG 2.2.1: the login page states the idle limit; the portal warns 5 minutes before it, staying signed in renews the session, and at the limit the session ends with the login page saying so', async ({ page, context }) => {
	await page.clock.install();
	await page.goto('/login/');
	await expect(page.getByText('Voor uw veiligheid wordt u na 30 minuten zonder activiteit afgemeld. Het portaal waarschuwt u 5 minuten vooraf, zodat u aangemeld kunt blijven.')).toBeVisible();
	await logIn(page);
	const select = page.getByLabel('Pand', { exact: true });
	await expect(select).toBeEnabled(slow);
	await select.focus();
	const warning = page.getByRole('dialog', { name: 'Aangemeld blijven?' });
	await page.clock.fastForward('24:50');
	await expect(warning).toBeHidden();
	await page.clock.fastForward('00:15');
	await expect(warning).toBeVisible();
	await expect(warning).toHaveAccessibleDescription(/^U was een tijd niet actief in het portaal\. Om \d\d:\d\d wordt u afgemeld, tenzij u aangemeld blijft\.$/);
	const stay = warning.getByRole('button', { name: 'Aangemeld blijven' });
	await expect(stay).toBeFocused();
	expect(await axeViolations(page, { include: '.portal-idle' })).toEqual([]);
	const renewed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/owner/session');
	await page.keyboard.press('Enter');
	expect((await renewed).status()).toBe(200);
	await expect(warning).toBeHidden();
	await expect(select).toBeFocused();

	// Counted again from the renewal: no warning 24 minutes on, then the end with no answer.
	await page.clock.fastForward('24:00');
	await expect(warning).toBeHidden();
	const loggedOut = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout');
	await page.clock.fastForward('06:01');
	expect((await loggedOut).status()).toBe(200);
	await page.waitForURL(/\/login\/\?ended=1$/, slow);
	await expect(page.locator('form.owner-login').getByRole('status')).toHaveText('Uw sessie is beëindigd. Meld u opnieuw aan.');
	expect(await ownerCookies(context)).toEqual({ session: undefined, hint: undefined });
});

test('two tabs of the portal: the owner working in one keeps the other from ending the session as idle', async ({ page, context }) => {
	await page.clock.install();
	await logIn(page);
	await expect(page.getByLabel('Pand', { exact: true })).toBeEnabled(slow);
	const second = await context.newPage();
	await second.goto('/owner/');
	const picker = second.getByLabel('Pand', { exact: true });
	await expect(picker).toBeEnabled(slow);
	const logouts: string[] = [];
	context.on('request', (req) => void (new URL(req.url()).pathname === '/api/logout' && logouts.push(req.url())));
	// Twenty minutes on, the owner reads another property in the second tab: a request there,
	// which the first tab hears of (a listener of the test on the same channel hears it too).
	await page.clock.fastForward('20:00');
	const heard = page.evaluate(() => new Promise<void>((resolve) => {
		const channel = new BroadcastChannel('owner-portal-activity');
		channel.onmessage = () => {
			channel.close();
			resolve();
		};
	}));
	const read = second.waitForResponse((res) => new URL(res.url()).pathname === '/api/owner/stats');
	await picker.selectOption(String(watched));
	expect((await read).status()).toBe(200);
	await expect(second.locator('.portal-visits')).not.toHaveAttribute('aria-busy', 'true', slow);
	await heard;
	// Thirty-five minutes after the first tab's last request, fifteen after the second's: no warning, no end.
	await page.clock.fastForward('15:00');
	await expect(page.getByRole('dialog', { name: 'Aangemeld blijven?' })).toBeHidden();
	await expect(second.getByRole('dialog', { name: 'Aangemeld blijven?' })).toBeHidden();
	expect(logouts).toEqual([]);
	await expect(page).toHaveURL(/\/owner\//);
	// Twenty-five minutes after the second tab's request, both tabs warn.
	await page.clock.fastForward('10:05');
	await expect(page.getByRole('dialog', { name: 'Aangemeld blijven?' })).toBeVisible();
	await expect(second.getByRole('dialog', { name: 'Aangemeld blijven?' })).toBeVisible();
	await second.close();
});

test('WCAG 2.2.1: “Stay logged in” the server cannot answer (503) leaves the warning open with its error, said again at each failed try, and the next try renews', async ({ page }) => {
	await page.clock.install();
	await logIn(page);
	await expect(page.getByLabel('Pand', { exact: true })).toBeEnabled(slow);
	const warning = page.getByRole('dialog', { name: 'Aangemeld blijven?' });
	await page.clock.fastForward('25:05');
	await expect(warning).toBeVisible();
	// The database unreachable: the function fails before it authenticates, the server's count goes on.
	let release: () => void = () => undefined;
	let held = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/api/owner/session', async (route) => {
		await held;
		await route.fulfill(unavailable);
	});
	const stay = warning.getByRole('button', { name: 'Aangemeld blijven' });
	const alert = warning.getByRole('alert');
	await expect(stay).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(stay).toHaveAttribute('aria-disabled', 'true');
	release();
	await expect(alert).toHaveText(apiError, slow);
	await expect(warning).toBeVisible();
	await expect(stay).toBeFocused();
	await expect(stay).not.toHaveAttribute('aria-disabled');
	// A second failure: emptied while busy, said again.
	held = new Promise<void>((resolve) => (release = resolve));
	await page.keyboard.press('Enter');
	await expect(alert).toHaveText('');
	release();
	await expect(alert).toHaveText(apiError, slow);
	await expect(warning).toBeVisible();
	await page.unroute('**/api/owner/session');
	const renewed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/owner/session');
	await page.keyboard.press('Enter');
	expect((await renewed).status()).toBe(200);
	await expect(warning).toBeHidden();
});

/**
 * Brings the session's absolute end near: the session read keeps its answer but names an end
 * `minutes` after the server's time (the Date header), as it would 12 hours after login. Records
 * how far after the server's time the server's own end was, for the test to check. The page's
 * clock is moved on while the server's is not: a read after the first one names an end already
 * past, as the server would once the page's clock reached it (the portal reads again at the end).
 */
async function endSessionIn(page: Page, minutes: number): Promise<number[]> {
	const serverLeft: number[] = [];
	await page.route('**/api/owner/session', async (route) => {
		const res = await route.fetch();
		if (!res.ok()) return route.fulfill({ response: res });
		const body = (await res.json()) as { expiresAt: string };
		const date = res.headers()['date'] ?? '';
		serverLeft.push(Date.parse(body.expiresAt) - Date.parse(date));
		const left = serverLeft.length === 1 ? minutes * 60_000 : -1_000;
		// The answer's own headers would keep the length (and any encoding) of the body as it came.
		await route.fulfill({ status: 200, headers: { date, 'cache-control': 'no-store' }, json: { ...body, expiresAt: new Date(Date.parse(date) + left).toISOString() } });
	});
	return serverLeft;
}

/** Minutes from the page's clock to a time of day `HH:MM` (the next one). */
async function minutesUntil(page: Page, time: string): Promise<number> {
	const [hours, minutes] = time.split(':').map(Number);
	const now = await page.evaluate(() => new Date().getHours() * 60 + new Date().getMinutes());
	return (hours! * 60 + minutes! - now + 24 * 60) % (24 * 60);
}

test('the portal warns 5 minutes before the session’s absolute end (12 hours after login), which staying signed in cannot pass: the notice names the time, takes the focus, and “log in again now” logs out to the login page', async ({ page, context }) => {
	await page.clock.install();
	const serverLeft = await endSessionIn(page, 20);
	await logIn(page);
	const select = page.getByLabel('Pand', { exact: true });
	await expect(select).toBeEnabled(slow);
	await select.focus();
	// The server names the end it keeps: 12 hours after the login, a moment ago (its Date header counts whole seconds).
	expect(serverLeft.length).toBeGreaterThan(0);
	expect(serverLeft[0]).toBeGreaterThan(12 * 3_600_000 - 10 * 60_000);
	expect(serverLeft[0]).toBeLessThanOrEqual(12 * 3_600_000 + 1_000);
	const notice = page.getByRole('dialog', { name: 'Uw sessie loopt bijna af' });
	await page.clock.fastForward('14:00');
	await expect(notice).toBeHidden();
	await page.clock.fastForward('01:05');
	await expect(notice).toBeVisible();
	const text = /^Voor uw veiligheid eindigt uw sessie om (\d\d:\d\d)\. Ze kan niet verlengd worden: daarna moet u zich opnieuw aanmelden\.$/;
	await expect(notice).toHaveAccessibleDescription(text);
	// The time named is the absolute end, about 5 minutes on (the idle end would be 15).
	const time = text.exec((await notice.locator('#portal-absolute-text').innerText()).trim())![1]!;
	const left = await minutesUntil(page, time);
	expect(left).toBeGreaterThanOrEqual(3);
	expect(left).toBeLessThanOrEqual(5);
	await expect(notice.getByRole('button', { name: 'Sluiten' })).toBeFocused();
	await expect(notice.getByRole('button', { name: 'Aangemeld blijven' })).toHaveCount(0);
	await expect(page.getByRole('dialog', { name: 'Aangemeld blijven?' })).toBeHidden();
	expect(await axeViolations(page, { include: '.portal-idle[open]' })).toEqual([]);

	const loggedOut = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout');
	await notice.getByRole('button', { name: 'Nu opnieuw aanmelden' }).click();
	expect((await loggedOut).status()).toBe(200);
	await page.waitForURL(/\/login\/\?loggedOut=1$/, slow);
	await expect(page.locator('form.owner-login').getByRole('status')).toHaveText('U bent afgemeld.');
	expect(await ownerCookies(context)).toEqual({ session: undefined, hint: undefined });
});

test('the notice before the absolute end closes with Escape and gives the focus back; neither it nor the idle warning comes again, and at the end the session ends with the login page saying so', async ({ page, context }) => {
	await page.clock.install();
	await endSessionIn(page, 20);
	await logIn(page);
	const select = page.getByLabel('Pand', { exact: true });
	await expect(select).toBeEnabled(slow);
	await select.focus();
	const notice = page.getByRole('dialog', { name: 'Uw sessie loopt bijna af' });
	await page.clock.fastForward('15:05');
	await expect(notice).toBeVisible();
	await expect(notice.getByRole('button', { name: 'Sluiten' })).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(notice).toBeHidden();
	await expect(select).toBeFocused();
	await page.clock.fastForward('02:00');
	await expect(notice).toBeHidden();
	await expect(page.getByRole('dialog', { name: 'Aangemeld blijven?' })).toBeHidden();
	const loggedOut = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout');
	await page.clock.fastForward('03:05');
	expect((await loggedOut).status()).toBe(200);
	await page.waitForURL(/\/login\/\?ended=1$/, slow);
	await expect(page.locator('form.owner-login').getByRole('status')).toHaveText('Uw sessie is beëindigd. Meld u opnieuw aan.');
	expect(await ownerCookies(context)).toEqual({ session: undefined, hint: undefined });
});

test('logging out in one tab sends the portal’s other tabs to the login page with the same notice, without asking anything', async ({ page, context }) => {
	await logIn(page);
	await expect(page.getByLabel('Pand', { exact: true })).toBeEnabled(slow);
	const second = await context.newPage();
	await second.goto('/owner/');
	await expect(second.locator('.portal-visits')).not.toHaveAttribute('aria-busy', 'true', slow);
	const asked: string[] = [];
	second.on('request', (req) => void (new URL(req.url()).pathname.startsWith('/api/') && asked.push(new URL(req.url()).pathname)));
	await page.getByRole('button', { name: 'Afmelden' }).click();
	await page.waitForURL(/\/login\/\?loggedOut=1$/, slow);
	await second.waitForURL(/\/login\/\?loggedOut=1$/, slow);
	await expect(second.locator('form.owner-login').getByRole('status')).toHaveText('U bent afgemeld.');
	await expect(second.getByText(`Welkom, ${demoOwner.name}`)).toHaveCount(0);
	expect(asked, 'the other tab was told; it asked nothing').toEqual([]);
	await second.close();
});

test('a session end seen in one tab (401) sends the portal’s other tabs to the login page saying the session ended', async ({ page, context }) => {
	await logIn(page);
	const picker = page.getByLabel('Pand', { exact: true });
	await expect(picker).toBeEnabled(slow);
	const second = await context.newPage();
	await second.goto('/owner/');
	await expect(second.getByLabel('Pand', { exact: true })).toBeEnabled(slow);
	// As when the session ends on the server (its 12 hours, a password change elsewhere): the first tab's next request is refused.
	await page.route('**/api/owner/stats?**', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ ok: false, error: 'portal.error.userNotFound' }) }));
	await picker.selectOption(String(watched));
	await page.waitForURL(/\/login\/\?ended=1$/, slow);
	await second.waitForURL(/\/login\/\?ended=1$/, slow);
	await expect(second.locator('form.owner-login').getByRole('status')).toHaveText('Uw sessie is beëindigd. Meld u opnieuw aan.');
	await second.close();
});

test('the login page’s notice (logged out, session ended) goes into a status region that was in the page, empty, before it', async ({ page }) => {
	const notices: [string, string][] = [
		['loggedOut=1', 'U bent afgemeld.'],
		['ended=1', 'Uw sessie is beëindigd. Meld u opnieuw aan.'],
	];
	for (const [query, text] of notices) {
		const html = await (await page.request.get(`/login/?${query}`)).text();
		expect(html).toContain('<div role="status" class="owner-login__notice"></div>');
		await page.goto(`/login/?${query}`);
		await expect(page.locator('form.owner-login').getByRole('status')).toHaveText(text, slow);
	}
});

test('an anonymous visit of the portal goes to the login page without asking the owner API, and logs no error', async ({ page }) => {
	const asked: string[] = [];
	const errors: string[] = [];
	page.on('request', (req) => {
		if (new URL(req.url()).pathname.startsWith('/api/')) asked.push(req.url());
	});
	page.on('console', (msg) => {
		if (msg.type() === 'error') errors.push(msg.text());
	});
	await page.goto('/owner/');
	await page.waitForURL(/\/login\/$/, slow);
	await expect(page.locator('form.owner-login')).toBeVisible();
	expect(asked).toEqual([]);
	expect(errors).toEqual([]);
});

test('a stale signed-in hint without a session (as after the idle timeout): the portal asks once, clears the hint and goes to the login page, which says the session has ended', async ({ page, context }) => {
	// As a session that ended elsewhere leaves it (Playwright's addCookies refuses a __Host- cookie on http://localhost).
	await page.goto('/login/');
	await page.evaluate(() => void (document.cookie = '__Host-signed-in=1; Path=/; Max-Age=600; Secure; SameSite=Strict'));
	expect((await ownerCookies(context)).hint).toBeDefined();
	const session = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/owner/session', slow);
	await page.goto('/owner/');
	expect((await session).status()).toBe(401);
	await page.waitForURL(/\/login\/\?ended=1$/, slow);
	await expect(page.locator('form.owner-login').getByRole('status')).toHaveText('Uw sessie is beëindigd. Meld u opnieuw aan.');
	expect((await ownerCookies(context)).hint).toBeUndefined();
});
