import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import nlStrings from '../../i18n/ui/nl.json' with { type: 'json' };
import frStrings from '../../i18n/ui/fr.json' with { type: 'json' };
import { formatPhone } from '../../src/lib/domain/phone.ts';
import { formatEuro } from '../../src/lib/domain/price.ts';
import { webIdToIconSrc } from '../../src/lib/domain/type-icon.ts';
import { addDays, agencyDay } from '../../src/lib/owners/calendar.ts';
import { demoSlotPropertyIds } from '../../src/lib/requests/demo-slots.ts';
import { webIds } from '../../src/schemas/common.ts';
import type { Property } from '../../src/schemas/property.ts';
import { attachmentOf, closeDatabase, query, textOf, writtenMail } from './support/local-platform.ts';
import { axeViolations } from './support/axe.ts';
import { islandScriptLate } from './support/scripts-asked.ts';

/**
 * The request forms (issue 5) in the browser against the served build with its functions and
 * database: each form in nl and fr, refused while invalid (messages of spec §5 in the page language,
 * error summary focused), then accepted and landing on its thank-you page in that language (or
 * answering in the form). The captcha is solved by the real ALTCHA widget (proof of work in the
 * browser, verified by the function). Each test posts from its own client address, so the
 * per-client rate limit of the functions counts each test apart. Where the stored request matters
 * (the CV's bytes, the booked slot), the test reads the served site's database and mail folder.
 */

type Lang = 'nl' | 'fr';
const dict: Record<Lang, Record<string, string>> = { nl: nlStrings, fr: frStrings };
const hreflang: Record<Lang, string> = { nl: 'nl-BE', fr: 'fr-BE' };

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as T;
const site = read<{ agency: { phone: string } }>('site.json');
const listings = read<Property[]>('properties.json').filter((p) => p.Language === 'nl' && p.ProjectID == null);
const pick = (what: string, fits: (p: Property) => boolean): Property => {
	const found = listings.find(fits);
	if (!found) throw new Error(`The demo data has no ${what}`);
	return found;
};
const sale = pick('listing for sale', (p) => p.Availability.Status === 'for_sale' && p.Goal === 0);
const rent = pick('listing for rent with a published rent', (p) => p.Availability.Status === 'for_rent' && p.PublishPrice && typeof p.Price === 'number' && p.Price > 0);
const closed = pick('sold listing', (p) => p.Availability.Status === 'sold');
const project = read<{ ID: number; Language: string }[]>('projects.json').find((p) => p.Language === 'nl')!;
const noSlots = pick('listing for sale without demo appointment slots', (p) => p.Availability.Status === 'for_sale' && !demoSlotPropertyIds.includes(p.ID));
// Listings with the appointment slots the local server seeds, one per language so that the two
// booking tests never race for the same slot (the third demo property is the portal test's).
const bookable: Record<Lang, number> = { nl: demoSlotPropertyIds[0]!, fr: demoSlotPropertyIds[1]! };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.afterAll(closeDatabase);

let client = 0;
test.beforeEach(async ({ page }, info) => {
	test.setTimeout(180_000);
	client += 1;
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${info.workerIndex % 250}.${client % 250}.${(Date.now() % 250) + 1}` });
});

/** Opens a page in a language: nl by its path, fr through the nl page's hreflang alternate. */
async function open(page: Page, nlPath: string, lang: Lang) {
	await page.goto(nlPath);
	if (lang === 'nl') return;
	const href = await page.locator(`link[rel="alternate"][hreflang="${hreflang[lang]}"]`).getAttribute('href');
	await page.goto(new URL(href!).pathname);
	await expect(page.locator('html')).toHaveAttribute('lang', hreflang[lang]);
}

/**
 * Opens a listing's request disclosure by a click on its line, as a visitor does, and clicks again
 * until it is open: a click in the first moments after a reload can land while the browser still
 * restores the page's scroll position, on another line or none.
 */
async function openRequest(page: Page, kind: string) {
	const disclosure = page.locator(`details#request-${kind}`);
	await expect(async () => {
		if ((await disclosure.getAttribute('open')) === null) await disclosure.locator('> summary').click();
		await expect(disclosure).toHaveAttribute('open', '', { timeout: 2_000 });
	}).toPass({ timeout: 30_000 });
}

/**
 * Reaches for a page's form as a visitor does (the pointer over it): its island hydrates then
 * (`client:interaction`). Waits until it is.
 */
async function reachFor(page: Page, kind: string): Promise<void> {
	await page.locator(`form[data-kind="${kind}"]`).dispatchEvent('pointerover');
	await page.locator(`astro-island:not([ssr]) form[data-kind="${kind}"]`).waitFor({ state: 'attached', timeout: 30_000 });
}

/** The form of a kind, scrolled into view, hydrated (a page's when reached for, a listing's when near the viewport) and first used (the captcha widget loads then). */
async function formOf(page: Page, kind: string): Promise<Locator> {
	const form = page.locator(`form[data-kind="${kind}"]`);
	// A listing's forms are drawn when their disclosure comes into view: bring it there first.
	const disclosure = page.locator(`details#request-${kind}`);
	if ((await disclosure.count()) > 0) await disclosure.scrollIntoViewIfNeeded();
	await form.scrollIntoViewIfNeeded();
	// A page's form is a hydrated island; a listing's or the footer's is mounted into its placeholder.
	if ((await page.locator(`astro-island form[data-kind="${kind}"]`).count()) > 0) await reachFor(page, kind);
	else await page.locator(`[data-form-root] form[data-kind="${kind}"]`).waitFor({ state: 'attached', timeout: 30_000 });
	// The island is marked hydrated before its effects run, and the first focus wires the widget in
	// an effect: focus again until the widget is there (a visitor's later focus or submit does too).
	await expect(async () => {
		await form.dispatchEvent('focusin');
		await expect(form.locator('altcha-widget')).toBeAttached({ timeout: 2_000 });
	}).toPass({ timeout: 30_000 });
	return form;
}

/** Submits an empty form: the summary takes the focus and the given fields show their message. */
async function submitEmpty(page: Page, form: Locator, kind: string, lang: Lang, fields: Record<string, string>) {
	await form.locator('button[type="submit"]').click();
	const summary = form.locator('.form-summary');
	await expect(summary).toBeFocused();
	await expect(summary).toContainText(dict[lang]['request.error.checkFields']!);
	for (const [name, key] of Object.entries(fields)) {
		await expect(page.locator(`#${kind}-${name}-error`)).toHaveText(dict[lang][key]!);
	}
}

/** Fills text fields of a form by field name. */
async function fill(page: Page, kind: string, values: Record<string, string>) {
	for (const [name, value] of Object.entries(values)) await page.locator(`#${kind}-${name}`).fill(value);
}

/** Fills title, names, email and phone. */
async function fillPerson(page: Page, kind: string, { title = true, phone = true } = {}) {
	if (title) await page.locator(`#${kind}-title-ms`).check();
	await fill(page, kind, { firstName: 'Anne', lastName: 'Peeters', email: 'anne.peeters@example.be' });
	if (phone) await fill(page, kind, { phone: '0475/12.34.56' });
}

/** Ticks the privacy agreement and submits; the widget solves its challenge on the way. */
async function agreeAndSubmit(page: Page, form: Locator, kind: string) {
	await page.locator(`#${kind}-privacy`).check();
	await form.locator('button[type="submit"]').click();
}

/** Waits for the thank-you page of a form in a language. */
async function expectThankYou(page: Page, lang: Lang, slug: string) {
	const url = lang === 'nl' ? `**/feedback/${slug}/` : `**/fr/merci/${slug}/`;
	await page.waitForURL(url, { timeout: 60_000 });
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict[lang][`feedback.${slug}.title`]!);
}

for (const lang of ['nl', 'fr'] as const) {
	test(`contact form (${lang}): messages on blur and on submit, summary links, phone tidied, thank-you page`, async ({ page }) => {
		await open(page, '/contact/', lang);
		const form = await formOf(page, 'contact');
		await submitEmpty(page, form, 'contact', lang, {
			title: 'form.error.titleRequired',
			firstName: 'form.error.firstNameRequired',
			lastName: 'form.error.lastNameRequired',
			email: 'form.error.emailRequired',
			phone: 'form.error.phoneRequired',
			street: 'form.error.addressRequired',
			zip: 'form.error.zipRequired',
			city: 'form.error.cityRequired',
			goal: 'form.error.goalRequired',
			privacy: 'form.error.privacyRequired',
		});
		await expect(page.locator('#contact-firstName')).toHaveAttribute('aria-invalid', 'true');
		await expect(page.locator('#contact-firstName')).toHaveAttribute('aria-describedby', 'contact-firstName-error');
		// A summary link moves the focus to its field, by keyboard.
		await form.locator('.form-summary a', { hasText: dict[lang]['form.field.email']! }).focus();
		await page.keyboard.press('Enter');
		await expect(page.locator('#contact-email')).toBeFocused();
		// Blur shows the message of a changed field; fixing it removes the message.
		await page.locator('#contact-email').fill('anne@');
		await page.keyboard.press('Tab');
		await expect(page.locator('#contact-email-error')).toHaveText(dict[lang]['form.error.emailInvalid']!);
		await page.locator('#contact-email').fill('anne.peeters@example.be');
		await expect(page.locator('#contact-email-error')).toHaveCount(0);
		await fillPerson(page, 'contact');
		await page.locator('#contact-phone').blur();
		await expect(page.locator('#contact-phone')).toHaveValue('0475 12 34 56');
		await fill(page, 'contact', { street: 'Kerkstraat 12', zip: '9000', city: 'Gent', remark: 'Graag een terugbelactie.' });
		await page.locator('#contact-goal-sale').check();
		await page.locator('#contact-contactSlots-morning').check();
		await page.locator('#contact-newsletter').check();
		await expect(page.locator('#contact-privacy').locator('xpath=ancestor::div[1]').getByRole('link')).toHaveAttribute('href', lang === 'nl' ? '/privacy-statement/' : '/fr/declaration-de-confidentialite/');
		// The optional CV (spec §3): labelled, with its hint; a file that is no document is refused
		// at once, in the page language.
		const cv = page.locator('#contact-cv');
		await expect(page.getByLabel(dict[lang]['form.field.cv']!)).toHaveAttribute('type', 'file');
		await expect(page.locator('#contact-cv-hint')).toHaveText(dict[lang]['form.contact.cvHint']!);
		await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') });
		await expect(page.locator('#contact-cv-error')).toHaveText(dict[lang]['form.error.fileType']!);
		const cvBytes = Buffer.concat([Buffer.from(`%PDF-1.7\n% contact ${lang} ${Date.now()}\n%`), Buffer.from(Array.from({ length: 256 }, (_, i) => 255 - i)), Buffer.from('\n%%EOF\n')]);
		await cv.setInputFiles({ name: 'mijn cv.pdf', mimeType: 'application/pdf', buffer: cvBytes });
		await expect(page.locator('#contact-cv-error')).toHaveCount(0);
		const request = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
		await agreeAndSubmit(page, form, 'contact');
		expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
		await expectThankYou(page, lang, 'site-contact');
		// Byte for byte: stored for this contact request, and attached to the agency's mail.
		const stored = await query<{ kind: string; reference: string; size_bytes: number; outbox_id: string }>(
			`SELECT r.kind, r.reference, u.size_bytes, o.id AS outbox_id FROM uploaded_files u JOIN requests r ON r.id = u.request_id
			 JOIN outbox o ON o.request_id = r.id AND o.attachments::text <> '[]' WHERE u.sha256 = $1`,
			[sha256(cvBytes)],
		);
		expect(stored).toHaveLength(1);
		const [{ kind, reference, size_bytes, outbox_id }] = stored as [(typeof stored)[number]];
		expect({ kind, size_bytes }).toEqual({ kind: 'contact', size_bytes: cvBytes.length });
		expect(attachmentOf(await writtenMail(Number(outbox_id)), `cv-${reference}.pdf`).equals(cvBytes)).toBe(true);
	});

	test(`demand register (${lang}): at least one type and zone, budget range, thank-you page`, async ({ page }) => {
		await open(page, '/demand-register/', lang);
		const form = await formOf(page, 'demand-register');
		await submitEmpty(page, form, 'demand-register', lang, { goal: 'form.error.goalRequired', types: 'form.error.typeRequired', zones: 'form.error.zoneRequired' });
		await fillPerson(page, 'demand-register');
		await page.locator('#demand-register-goal-rent').check();
		await page.locator('#demand-register-types-1').check();
		await page.locator('#demand-register-zones-brussels').check();
		await fill(page, 'demand-register', { budgetMin: '1.500', budgetMax: '900' });
		await page.locator('#demand-register-budgetMax').blur();
		await expect(page.locator('#demand-register-budgetMax-error')).toHaveText(dict[lang]['form.error.budgetRange']!);
		await fill(page, 'demand-register', { budgetMax: '2.000' });
		await agreeAndSubmit(page, form, 'demand-register');
		await expectThankYou(page, lang, 'demand-register');
	});

	test(`free valuation (${lang}): the property address is required, thank-you page`, async ({ page }) => {
		await open(page, '/contact-demand/', lang);
		const form = await formOf(page, 'valuation');
		await submitEmpty(page, form, 'valuation', lang, { propertyStreet: 'form.error.valuationAddressRequired', propertyZip: 'form.error.valuationAddressRequired', purpose: 'form.error.purposeRequired' });
		await fillPerson(page, 'valuation');
		await fill(page, 'valuation', { propertyStreet: 'Veldstraat 3', propertyZip: '1050', propertyCity: 'Elsene' });
		await page.locator('#valuation-propertyType').selectOption('2');
		await page.locator('#valuation-purpose-sell').check();
		await agreeAndSubmit(page, form, 'valuation');
		await expectThankYou(page, lang, 'contact-demand');
	});

	test(`property contact and send to a friend (${lang}): thank-you pages`, async ({ page }) => {
		await open(page, `/property/${sale.ID}/`, lang);
		const contact = await formOf(page, 'contact-property');
		await expect(page.locator('#contact-property-reason-visit')).toBeChecked();
		await submitEmpty(page, contact, 'contact-property', lang, { email: 'form.error.emailRequired' });
		await fillPerson(page, 'contact-property');
		await page.locator('#contact-property-reason-information').check();
		await agreeAndSubmit(page, contact, 'contact-property');
		await expectThankYou(page, lang, 'contact-me');

		await open(page, `/property/${sale.ID}/`, lang);
		const sentPage = new URL(page.url()).pathname;
		await openRequest(page, 'send-to-friend');
		const friend = await formOf(page, 'send-to-friend');
		await submitEmpty(page, friend, 'send-to-friend', lang, { friendEmail: 'form.error.friendEmailRequired' });
		await fillPerson(page, 'send-to-friend', { title: false, phone: false });
		await expect(page.locator('#send-to-friend-remark')).toHaveAccessibleDescription(dict[lang]['form.friend.remarkHint']!.replace('{{max}}', '300'));
		await fill(page, 'send-to-friend', { friendName: 'Piet', friendEmail: 'piet' });
		await page.locator('#send-to-friend-friendEmail').blur();
		await expect(page.locator('#send-to-friend-friendEmail-error')).toHaveText(dict[lang]['form.error.friendEmailInvalid']!);
		const friendEmail = `piet-${lang}-${Date.now()}@example.be`;
		await fill(page, 'send-to-friend', { friendEmail });
		await agreeAndSubmit(page, friend, 'send-to-friend');
		await expectThankYou(page, lang, 'send-to-friend');
		// The friend's link opens the page that was sent, in its language.
		const [mail] = await query<{ text_body: string }>('SELECT text_body FROM outbox WHERE to_address = $1', [friendEmail]);
		expect(mail?.text_body).toMatch(new RegExp(`https?://[^\\s/]+${sentPage}(\\s|$)`));
	});

	test(`documents (${lang}): will be sent by email, then already requested`, async ({ page }, info) => {
		await open(page, `/property/${sale.ID}/`, lang);
		for (const expected of ['request.documents.willBeSent', 'request.documents.alreadyRequested'] as const) {
			await page.reload();
			await openRequest(page, 'documents');
			const form = await formOf(page, 'documents');
			await fillPerson(page, 'documents');
			// An address of this try: a retry of the test starts again from a first request.
			await page.locator('#documents-email').fill(`docs-${lang}-${info.retry}@example.be`);
			await agreeAndSubmit(page, form, 'documents');
			if (expected === 'request.documents.willBeSent') {
				await expect(page.locator('#request-documents .form-done')).toHaveText(dict[lang][expected]!, { timeout: 60_000 });
				await expect(page.locator('#request-documents .form-done')).toBeFocused();
			} else {
				await expect(form.locator('.form-summary')).toContainText(dict[lang][expected]!, { timeout: 60_000 });
			}
		}
	});

	const binding: Record<'nl' | 'fr', string> = { nl: 'dan is de koop gesloten', fr: 'la vente est conclue' };
	test(`purchase offer (${lang}): the 10 % advance shown live, an accepted offer binds both, thank-you page`, async ({ page }) => {
		await open(page, `/property/${sale.ID}/`, lang);
		await expect(page.locator('#request-rental-application')).toHaveCount(0);
		await openRequest(page, 'offer');
		const form = await formOf(page, 'offer');
		// Belgian law: an offer the seller accepts in writing concludes the sale; the form says so beside the advance.
		await expect(form.locator('[data-binding-hint]')).toHaveText(dict[lang]['form.offer.bindingHint']!);
		await expect(form.locator('[data-binding-hint]')).toContainText(binding[lang]);
		await submitEmpty(page, form, 'offer', lang, { amount: 'form.error.amountRequired' });
		await page.locator('#offer-amount').fill('350.000');
		await expect(form.locator('[data-advance]')).toHaveText(formatEuro(35000));
		await fillPerson(page, 'offer');
		await fill(page, 'offer', { street: 'Kerkstraat 12', zip: '9000', city: 'Gent' });
		await page.locator('#offer-financingCondition').check();
		// A date typed in part (the input's value is then '') is not "no date": the form says so
		// under the field and in the summary, whose link leads to it, and sends nothing (spec §5).
		const validUntil = page.locator('#offer-validUntil');
		await validUntil.focus();
		await page.keyboard.type('12');
		await validUntil.blur();
		await expect(page.locator('#offer-validUntil-error')).toHaveText(dict[lang]['form.error.dateInvalid']!);
		await expect(validUntil).toHaveAttribute('aria-invalid', 'true');
		let posts = 0;
		page.on('request', (r) => void (r.url().endsWith('/api/offer') && (posts += 1)));
		await agreeAndSubmit(page, form, 'offer');
		await expect(form.locator('.form-summary')).toBeFocused();
		const link = form.locator('.form-summary a', { hasText: dict[lang]['form.error.dateInvalid']! });
		await link.focus();
		await page.keyboard.press('Enter');
		await expect(validUntil).toBeFocused();
		// A validity in the past is refused too, in Belgian time.
		await validUntil.fill('2020-01-01');
		await validUntil.blur();
		await expect(page.locator('#offer-validUntil-error')).toHaveText(dict[lang]['form.error.datePast']!);
		// Nor may it lie more than a year ahead (a date in 9999 is a slip of the keyboard).
		await validUntil.fill('9999-12-31');
		await validUntil.blur();
		await expect(page.locator('#offer-validUntil-error')).toHaveText(dict[lang]['form.error.validUntilTooFar']!);
		expect(posts).toBe(0);
		await validUntil.fill(addDays(agencyDay(new Date()), 60));
		await expect(page.locator('#offer-validUntil-error')).toHaveCount(0);
		await form.locator('button[type="submit"]').click();
		await expectThankYou(page, lang, 'contact-me');
	});

	test(`construction contact on a project page (${lang}): thank-you page`, async ({ page }) => {
		await open(page, `/project/${project.ID}/`, lang);
		const form = await formOf(page, 'construction');
		await submitEmpty(page, form, 'construction', lang, { title: 'form.error.titleRequired', phone: 'form.error.phoneRequired' });
		await fillPerson(page, 'construction');
		await page.locator('#construction-contactSlots-evening').check();
		await agreeAndSubmit(page, form, 'construction');
		await expectThankYou(page, lang, 'contact-construction');
	});

	test(`testimonial (${lang}): too short, the consent to publish required apart from the privacy agreement, then thanked in the form`, async ({ page }) => {
		await open(page, '/testimonials/', lang);
		const form = await formOf(page, 'testimonial');
		await submitEmpty(page, form, 'testimonial', lang, { text: 'form.error.testimonialRequired', publication: 'form.error.publicationRequired', privacy: 'form.error.privacyRequired' });
		// GDPR art. 7: its own box, labelled with what is published, its message read with it and linked from the summary.
		const publication = page.getByRole('checkbox', { name: dict[lang]['form.field.publication']! });
		await expect(publication).toHaveAttribute('id', 'testimonial-publication');
		await expect(publication).toHaveAttribute('aria-invalid', 'true');
		await expect(publication).toHaveAttribute('aria-describedby', 'testimonial-publication-error');
		await expect(publication).toHaveAccessibleDescription(dict[lang]['form.error.publicationRequired']!);
		await form.locator('.form-summary a', { hasText: dict[lang]['form.error.publicationRequired']! }).focus();
		await page.keyboard.press('Enter');
		await expect(publication).toBeFocused();
		await publication.check();
		await expect(page.locator('#testimonial-publication-error')).toHaveCount(0);
		await fillPerson(page, 'testimonial', { title: false, phone: false });
		await page.locator('#testimonial-text').fill('Top');
		await page.locator('#testimonial-text').blur();
		await expect(page.locator('#testimonial-text-error')).toHaveText(dict[lang]['form.error.tooShort']!);
		// The limit is named beside the message, and read with it.
		await expect(page.locator('#testimonial-text-hint')).toHaveText(dict[lang]['form.testimonial.textHint']!.replace('{{min}}', '20'));
		await expect(page.locator('#testimonial-text')).toHaveAccessibleDescription(new RegExp(dict[lang]['form.testimonial.textHint']!.replace('{{min}}', '20').replace('.', '\\.')));
		await page.locator('#testimonial-text').fill('Een vlotte en eerlijke begeleiding van begin tot eind.');
		await page.locator('#testimonial-rating').selectOption('5');
		await agreeAndSubmit(page, form, 'testimonial');
		await expect(page.locator('.request-testimonial .form-done')).toHaveText(dict[lang]['request.testimonial.success']!, { timeout: 60_000 });
	});

	test(`newsletter in the footer (${lang}): the captcha script loads only once the form is shown; thank-you page asks to confirm; the mailed link confirms by keyboard (double opt-in)`, async ({ page }) => {
		const widget: string[] = [];
		page.on('request', (r) => void (/\/_astro\/altcha\.[\w-]+\.js$/.test(new URL(r.url()).pathname) && widget.push(r.url())));
		await open(page, '/', lang);
		await page.waitForLoadState('networkidle');
		expect(widget).toEqual([]);
		// The newsletter form is drawn as the footer scrolls near.
		await page.locator('[data-request="newsletter"]').scrollIntoViewIfNeeded();
		const form = await formOf(page, 'newsletter');
		expect(widget).toHaveLength(1);
		await submitEmpty(page, form, 'newsletter', lang, { email: 'form.error.emailRequired', privacy: 'form.error.privacyRequired' });
		const email = `anne.${lang}.${Date.now()}@example.be`;
		await fill(page, 'newsletter', { email, firstName: 'Anne' });
		await agreeAndSubmit(page, form, 'newsletter');
		await expectThankYou(page, lang, 'sign-newsletter');
		await expect(page.locator('[data-thanks-text]')).toHaveText(dict[lang]['feedback.sign-newsletter.text']!);

		// Only the confirmation mail was written, to the visitor; its link opens the page in the language.
		const [signUp] = await query<{ id: string; reference: string }>("SELECT id, reference FROM requests WHERE kind = 'newsletter' AND email = $1", [email]);
		const mails = await query<{ id: string; to_address: string }>('SELECT id, to_address FROM outbox WHERE request_id = $1 ORDER BY id', [signUp!.id]);
		expect(mails.map((m) => m.to_address)).toEqual([email]);
		const text = textOf(await writtenMail(Number(mails[0]!.id)));
		const confirmPath = lang === 'nl' ? '/nieuwsbrief-bevestigen/' : '/fr/confirmer-newsletter/';
		const link = new RegExp(`https?://[^/\\s]+(${confirmPath.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]{43})`).exec(text);
		expect(link, text).not.toBeNull();
		await page.goto(link![1]!);
		await expect(page.locator('html')).toHaveAttribute('lang', hreflang[lang]);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict[lang]['newsletter.confirm.title']!);
		const button = page.getByRole('button', { name: dict[lang]['newsletter.confirm.button']! });
		await expect(button).toBeVisible();
		// Opening the link confirmed nothing.
		const pending = await query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM newsletter_confirmations WHERE request_id = $1', [signUp!.id]);
		expect(pending).toEqual([{ confirmed_at: null }]);
		expect(await axeViolations(page)).toEqual([]);

		// Tab to the button and press Enter: the answer is written where the focus goes.
		for (let i = 0; i < 80 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
		await expect(button).toBeFocused();
		await page.keyboard.press('Enter');
		const result = page.locator('[data-confirm-result]');
		await expect(result).toHaveText(dict[lang]['newsletter.confirm.confirmed']!, { timeout: 60_000 });
		await expect(result).toBeFocused();
		await expect(button).toBeHidden();
		// "Click the button to confirm" goes with the button: the page no longer asks for what is done.
		await expect(page.getByText(dict[lang]['newsletter.confirm.intro']!)).toBeHidden();
		const confirmed = await query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM newsletter_confirmations WHERE request_id = $1', [signUp!.id]);
		expect(confirmed[0]!.confirmed_at).not.toBeNull();
		const after = await query<{ to_address: string }>('SELECT to_address FROM outbox WHERE request_id = $1 ORDER BY id', [signUp!.id]);
		expect(after.map((m) => m.to_address)).toEqual([email, 'info@immo-drieland.example']);

		// The same link again says it is already confirmed; a damaged link says it is not valid, at once.
		await page.reload();
		await button.press('Enter');
		await expect(result).toHaveText(dict[lang]['newsletter.confirm.already']!, { timeout: 60_000 });
		await page.goto(`${confirmPath}?token=broken`);
		await expect(result).toHaveText(dict[lang]['newsletter.confirm.invalid']!);
		await expect(button).toBeHidden();
		await expect(page.getByText(dict[lang]['newsletter.confirm.intro']!)).toBeHidden();
		expect((await query('SELECT id FROM outbox WHERE request_id = $1', [signUp!.id])).length).toBe(2);
	});

	test(`newsletter withdrawal (${lang}): the second link of the confirmation mail opens the page in the language, withdraws nothing by itself, and the button withdraws by keyboard`, async ({ page }) => {
		// A confirmed sign-up: the form, the mail's confirmation link and its button.
		await open(page, '/', lang);
		await page.locator('[data-request="newsletter"]').scrollIntoViewIfNeeded();
		const form = await formOf(page, 'newsletter');
		const email = `wim.${lang}.${Date.now()}@example.be`;
		await fill(page, 'newsletter', { email });
		await agreeAndSubmit(page, form, 'newsletter');
		await expectThankYou(page, lang, 'sign-newsletter');
		const [signUp] = await query<{ id: string }>("SELECT id FROM requests WHERE kind = 'newsletter' AND email = $1", [email]);
		const [mail] = await query<{ id: string }>('SELECT id FROM outbox WHERE request_id = $1 ORDER BY id', [signUp!.id]);
		const text = textOf(await writtenMail(Number(mail!.id)));
		const paths = lang === 'nl' ? { confirm: '/nieuwsbrief-bevestigen/', withdraw: '/nieuwsbrief-uitschrijven/' } : { confirm: '/fr/confirmer-newsletter/', withdraw: '/fr/desinscription-newsletter/' };
		const linkOf = (path: string) => new RegExp(`https?://[^/\\s]+(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]{43})`).exec(text)?.[1];
		const confirmLink = linkOf(paths.confirm);
		const withdrawLink = linkOf(paths.withdraw);
		expect(confirmLink, text).toBeDefined();
		expect(withdrawLink, text).toBe(confirmLink!.replace(paths.confirm, paths.withdraw));
		await page.goto(confirmLink!);
		await page.getByRole('button', { name: dict[lang]['newsletter.confirm.button']! }).click();
		const result = page.locator('[data-confirm-result]');
		await expect(result).toHaveText(dict[lang]['newsletter.confirm.confirmed']!, { timeout: 60_000 });

		await page.goto(withdrawLink!);
		await expect(page.locator('html')).toHaveAttribute('lang', hreflang[lang]);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict[lang]['newsletter.withdraw.title']!);
		const button = page.getByRole('button', { name: dict[lang]['newsletter.withdraw.button']! });
		await expect(button).toBeVisible();
		// Opening the link withdrew nothing.
		expect(await query('SELECT withdrawn_at FROM newsletter_confirmations WHERE request_id = $1', [signUp!.id])).toEqual([{ withdrawn_at: null }]);
		expect(await axeViolations(page)).toEqual([]);

		for (let i = 0; i < 80 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
		await expect(button).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(result).toHaveText(dict[lang]['newsletter.withdraw.withdrawn']!, { timeout: 60_000 });
		await expect(result).toBeFocused();
		await expect(button).toBeHidden();
		const [withdrawn] = await query<{ withdrawn_at: Date | null }>('SELECT withdrawn_at FROM newsletter_confirmations WHERE request_id = $1', [signUp!.id]);
		expect(withdrawn!.withdrawn_at).not.toBeNull();
		// The agency's mails: the confirmation, then the withdrawal.
		const after = await query<{ to_address: string }>('SELECT to_address FROM outbox WHERE request_id = $1 ORDER BY id', [signUp!.id]);
		expect(after.map((m) => m.to_address)).toEqual([email, 'info@immo-drieland.example', 'info@immo-drieland.example']);

		// Again: already withdrawn; the confirmation link now says the subscription was withdrawn.
		await page.reload();
		await button.press('Enter');
		await expect(result).toHaveText(dict[lang]['newsletter.withdraw.already']!, { timeout: 60_000 });
		await page.goto(confirmLink!);
		await page.getByRole('button', { name: dict[lang]['newsletter.confirm.button']! }).press('Enter');
		await expect(result).toHaveText(dict[lang]['newsletter.confirm.withdrawn']!, { timeout: 60_000 });
		expect((await query('SELECT id FROM outbox WHERE request_id = $1', [signUp!.id])).length).toBe(3);
	});

	test(`rental application (${lang}): deposit, income and persons rules, CV refused when too big or not a document, thank-you page`, async ({ page }) => {
		await open(page, `/property/${rent.ID}/`, lang);
		await expect(page.locator('#request-offer')).toHaveCount(0);
		await openRequest(page, 'rental-application');
		const form = await formOf(page, 'rental-application');
		const price = rent.Price as number;
		await expect(form.locator('[data-fact="form.field.deposit"]')).toHaveText(formatEuro(price * 3));
		await submitEmpty(page, form, 'rental-application', lang, { monthlyIncome: 'form.error.incomeRequired', persons: 'form.error.personsRequired', moveInDate: 'form.error.moveInRequired' });
		await fillPerson(page, 'rental-application');
		await fill(page, 'rental-application', { street: 'Kerkstraat 12', zip: '9000', city: 'Gent', monthlyIncome: String(price), persons: '9' });
		await page.locator('#rental-application-persons').blur();
		await expect(page.locator('#rental-application-persons-error')).toHaveText(dict[lang]['form.error.personsTooMany']!);
		await expect(page.locator('#rental-application-monthlyIncome-error')).toHaveText(dict[lang]['form.error.incomeTooLow']!);
		await fill(page, 'rental-application', { persons: '2', monthlyIncome: String(price * 4) });
		await expect(page.locator('#rental-application-persons-error')).toHaveCount(0);
		await expect(page.locator('#rental-application-monthlyIncome-error')).toHaveCount(0);
		// The wished rental period (spec §5 start and end dates): the move-in date is required, an end date comes after it.
		const [moveIn, moveOut] = [addDays(agencyDay(new Date()), 60), addDays(agencyDay(new Date()), 60 + 364)];
		await fill(page, 'rental-application', { moveOutDate: moveOut });
		await page.locator('#rental-application-moveOutDate').blur();
		await expect(page.locator('#rental-application-moveInDate-error')).toHaveText(dict[lang]['form.error.moveInRequired']!);
		await fill(page, 'rental-application', { moveInDate: moveOut, moveOutDate: moveIn });
		await page.locator('#rental-application-moveOutDate').blur();
		await expect(page.locator('#rental-application-moveOutDate-error')).toHaveText(dict[lang]['form.error.periodInvalid']!);
		await fill(page, 'rental-application', { moveInDate: moveIn, moveOutDate: moveOut });
		await page.locator('#rental-application-moveOutDate').blur();
		await expect(page.locator('#rental-application-moveOutDate-error')).toHaveCount(0);
		const cv = page.locator('#rental-application-cv');
		await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4 * 1024 * 1024)]) });
		await expect(page.locator('#rental-application-cv-error')).toHaveText(dict[lang]['form.error.fileTooLarge']!);
		await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') });
		await expect(page.locator('#rental-application-cv-error')).toHaveText(dict[lang]['form.error.fileType']!);
		let posts = 0;
		page.on('request', (r) => void (r.url().endsWith('/api/rental-application') && (posts += 1)));
		await agreeAndSubmit(page, form, 'rental-application');
		await expect(form.locator('.form-summary')).toBeFocused();
		expect(posts).toBe(0);
		// A CV of this test alone, with bytes that are no text (as in any real PDF): they must reach
		// the function exactly as the browser sends them, in a multipart body.
		const cvBytes = Buffer.concat([
			Buffer.from(`%PDF-1.7\n% ${lang} ${Date.now()}\n%`),
			Buffer.from(Array.from({ length: 256 }, (_, i) => 255 - i)),
			Buffer.from('\n%%EOF\n'),
		]);
		await cv.setInputFiles({ name: 'mijn cv.pdf', mimeType: 'application/pdf', buffer: cvBytes });
		await expect(page.locator('#rental-application-cv-error')).toHaveCount(0);
		const request = page.waitForRequest((r) => r.url().endsWith('/api/rental-application') && r.method() === 'POST');
		await form.locator('button[type="submit"]').click();
		expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
		await expectThankYou(page, lang, 'contact-me');
		// Byte for byte: the function stored a CV with this digest and size, and the agency's mail
		// carries it as read back from the Blobs store.
		const stored = await query<{ reference: string; size_bytes: number; outbox_id: string }>(
			`SELECT r.reference, u.size_bytes, o.id AS outbox_id FROM uploaded_files u JOIN requests r ON r.id = u.request_id
			 JOIN outbox o ON o.request_id = r.id AND o.attachments::text <> '[]' WHERE u.sha256 = $1`,
			[sha256(cvBytes)],
		);
		expect(stored).toHaveLength(1);
		const [{ reference, size_bytes, outbox_id }] = stored as [(typeof stored)[number]];
		const [period] = await query<{ payload: { moveInDate?: string; moveOutDate?: string } }>('SELECT payload FROM requests WHERE reference = $1', [reference]);
		expect([period?.payload.moveInDate, period?.payload.moveOutDate]).toEqual([moveIn, moveOut]);
		expect(size_bytes).toBe(cvBytes.length);
		expect(attachmentOf(await writtenMail(Number(outbox_id)), `cv-${reference}.pdf`).equals(cvBytes)).toBe(true);
	});

	test(`appointment (${lang}): no visit planned or full without open slots; a slot the server does not know; a real slot booked`, async ({ page }) => {
		await open(page, `/property/${noSlots.ID}/`, lang);
		await openRequest(page, 'appointment');
		// A listing that never had slots: the real endpoint answers an empty list and no visit planned,
		// so the form points to the visit request and the phone instead of saying "full".
		const noneText = dict[lang]['form.appointment.none']!;
		await expect(page.locator('#request-appointment')).toContainText(noneText.slice(0, noneText.indexOf('{{phone}}')), { timeout: 60_000 });
		await expect(page.locator('#request-appointment')).toContainText(formatPhone(site.agency.phone));
		await expect(page.locator('#request-appointment')).not.toContainText(dict[lang]['request.appointment.full']!);
		await expect(page.locator('#request-appointment').getByRole('link', { name: dict[lang]['form.appointment.askVisit']! })).toHaveAttribute('href', '#request-contact-property');
		// Every planned slot booked: "full", as an answer without a state (from before it had one) also reads.
		let answer: object = {};
		const slotAnswer = (url: URL) => url.pathname === '/api/appointment-slots';
		await page.route(slotAnswer, (r) => r.fulfill({ json: answer }));
		for (const body of [{ ok: true, slots: [], state: 'full' }, { ok: true, slots: [] }]) {
			answer = body;
			await page.reload();
			await openRequest(page, 'appointment');
			await expect(page.locator('#request-appointment')).toContainText(dict[lang]['request.appointment.full']!, { timeout: 60_000 });
		}
		await page.unroute(slotAnswer);

		const unknown = { id: 987654, propertyId: null, startsAt: '2030-06-03T08:00:00.000Z', endsAt: '2030-06-03T08:30:00.000Z', remaining: 1 };
		const slotList = (url: URL) => url.pathname === '/api/appointment-slots';
		await page.route(slotList, (r) => r.fulfill({ json: { ok: true, slots: [unknown] } }));
		await page.reload();
		await openRequest(page, 'appointment');
		const form = await formOf(page, 'appointment');
		await submitEmpty(page, form, 'appointment', lang, { slotId: 'form.error.slotRequired' });
		await page.locator(`#appointment-slotId-${unknown.id}`).check();
		await fillPerson(page, 'appointment');
		// The real function does not know this slot: its 422 shows under the slots.
		await agreeAndSubmit(page, form, 'appointment');
		await expect(page.locator('#appointment-slotId-error')).toHaveText(dict[lang]['form.error.slotRequired']!, { timeout: 60_000 });
		await expect(form.locator('.form-summary')).toBeFocused();
		await page.unroute(slotList);

		// A listing with the slots the local server seeds: the first open one is booked for real.
		await open(page, `/property/${bookable[lang]}/`, lang);
		await openRequest(page, 'appointment');
		const booking = await formOf(page, 'appointment');
		const slot = booking.locator('input[type="radio"][name="appointment-slotId"]').first();
		await expect(slot).toBeVisible({ timeout: 60_000 });
		const slotId = Number(await slot.getAttribute('value'));
		const when = (await slot.locator('xpath=ancestor::label[1]').innerText()).trim();
		const listing = `${(await page.locator('[data-reference]').first().innerText()).trim()} – ${(await page.getByRole('heading', { level: 1 }).innerText()).trim()}`;
		await slot.check();
		await fillPerson(page, 'appointment');
		await agreeAndSubmit(page, booking, 'appointment');
		await expectThankYou(page, lang, 'contact-appointment');
		// The thank-you page says which day and hours were booked, for which property, as text; a
		// reload keeps it; the same page opened anew shows the plain thank-you.
		const booked = page.locator('[data-booked]');
		await expect(booked).toBeVisible();
		await expect(booked).toContainText(dict[lang]['request.appointment.confirmed']!);
		await expect(booked.getByRole('definition')).toHaveText([when, listing]);
		await expect(page.getByText(dict[lang]['feedback.contact-appointment.text']!)).toBeHidden();
		expect(await axeViolations(page, { include: '[data-booked]', impact: 'any' })).toEqual([]);
		await page.reload();
		await expect(booked.getByRole('definition')).toHaveText([when, listing]);
		const fresh = await page.context().newPage();
		await fresh.goto(new URL(page.url()).pathname);
		await expect(fresh.getByText(dict[lang]['feedback.contact-appointment.text']!)).toBeVisible();
		await expect(fresh.locator('[data-booked]')).toBeHidden();
		await fresh.close();
		const stored = await query<{ property_id: number; booked: number; kind: string; locale: string }>(
			'SELECT s.property_id, s.booked, r.kind, r.locale FROM appointment_bookings b JOIN requests r ON r.id = b.request_id JOIN appointment_slots s ON s.id = b.slot_id WHERE b.slot_id = $1',
			[slotId],
		);
		expect(stored).toEqual([{ property_id: bookable[lang], booked: 1, kind: 'appointment', locale: lang }]);
		// The visitor's receipt, in the page's language, carries the booked slot as an .ics.
		const [receipt] = await query<{ id: string; reference: string; subject: string; text_body: string; starts_at: Date }>(
			`SELECT o.id, r.reference, o.subject, o.text_body, s.starts_at FROM appointment_bookings b JOIN requests r ON r.id = b.request_id
			 JOIN appointment_slots s ON s.id = b.slot_id JOIN outbox o ON o.request_id = r.id AND o.to_address = 'anne.peeters@example.be' WHERE b.slot_id = $1`,
			[slotId],
		);
		// The listing as the build's facts name it, read by the function from the served site.
		expect(receipt!.text_body).toContain(listing);
		expect(receipt!.subject).toBe(dict[lang]['receipt.subject.appointment']!.replace('{{agency}}', 'Immo Drieland').replace('{{reference}}', receipt!.reference));
		const ics = attachmentOf(await writtenMail(Number(receipt!.id)), `${receipt!.reference}.ics`).toString('utf8');
		expect(ics.replace(/\r\n /g, '')).toContain(`DTSTART:${new Date(receipt!.starts_at).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')}`);
		const left = (await (await page.request.get(`/api/appointment-slots?propertyId=${bookable[lang]}`)).json()) as { slots: { id: number }[] };
		expect(left.slots.map((s) => s.id)).not.toContain(slotId);
	});
}

test('after "appointments are full" the slots are read again and the full one is let go: the form asks for a slot and does not send it again', async ({ page }) => {
	const slot = (id: number, hour: string) => ({ id, propertyId: null, startsAt: `2030-06-03T${hour}:00:00.000Z`, endsAt: `2030-06-03T${hour}:30:00.000Z`, remaining: 1 });
	const [full, free] = [slot(987101, '08'), slot(987102, '09')];
	let listed = [full, free];
	await page.route((url) => url.pathname === '/api/appointment-slots', (r) => r.fulfill({ json: { ok: true, slots: listed } }));
	const sent: { slotId: number }[] = [];
	await page.route(
		(url) => url.pathname === '/api/appointment',
		(r) => {
			sent.push(r.request().postDataJSON() as { slotId: number });
			listed = [free];
			return r.fulfill({ status: 409, json: { ok: false, error: 'request.appointment.full' } });
		},
	);
	await open(page, `/property/${noSlots.ID}/`, 'nl');
	await openRequest(page, 'appointment');
	const form = await formOf(page, 'appointment');
	await page.locator(`#appointment-slotId-${full.id}`).check();
	await fillPerson(page, 'appointment');
	await agreeAndSubmit(page, form, 'appointment');
	await expect(form.locator('.form-summary')).toContainText(dict.nl['request.appointment.full']!, { timeout: 60_000 });
	await expect(page.locator(`#appointment-slotId-${full.id}`)).toHaveCount(0);
	await expect(page.locator(`#appointment-slotId-${free.id}`)).toBeVisible();
	await expect(form.locator('input[name="appointment-slotId"]:checked')).toHaveCount(0);
	await form.locator('button[type="submit"]').click();
	await expect(page.locator('#appointment-slotId-error')).toHaveText(dict.nl['form.error.slotRequired']!);
	await expect(form.locator('.form-summary')).toBeFocused();
	expect(sent.map((body) => body.slotId)).toEqual([full.id]);
});

/** One free slot, which another visitor books first: the booking answers 409 full, the slots read again none. */
async function lastSlotGoesOnSend(page: Page, id: number) {
	const last = { id, propertyId: noSlots.ID, startsAt: '2030-06-03T08:00:00.000Z', endsAt: '2030-06-03T08:30:00.000Z', remaining: 1 };
	let listed = [last];
	await page.route((url) => url.pathname === '/api/appointment-slots', (r) => r.fulfill({ json: { ok: true, slots: listed, state: listed.length > 0 ? 'open' : 'full' } }));
	await page.route(
		(url) => url.pathname === '/api/appointment',
		(r) => {
			listed = [];
			return r.fulfill({ status: 409, json: { ok: false, error: 'request.appointment.full' } });
		},
	);
	return last;
}

test('the last slot goes while the visitor sends: the form keeps what was typed, says the slots are gone, and its link fills the visit request with it', async ({ page }) => {
	const last = await lastSlotGoesOnSend(page, 987111);
	await open(page, `/property/${noSlots.ID}/`, 'nl');
	await openRequest(page, 'appointment');
	const form = await formOf(page, 'appointment');
	await page.locator(`#appointment-slotId-${last.id}`).check();
	await fillPerson(page, 'appointment');
	await fill(page, 'appointment', { remark: 'Liefst na 17 uur.' });
	await agreeAndSubmit(page, form, 'appointment');
	await expect(form.locator('.form-summary')).toContainText(dict.nl['request.appointment.full']!, { timeout: 60_000 });
	// The form stays with what was typed; the slots are said to be gone, with the way to ask for a visit.
	const disclosure = page.locator('#request-appointment');
	await expect(disclosure).toContainText(dict.nl['form.appointment.gone']!);
	await expect(page.locator(`#appointment-slotId-${last.id}`)).toHaveCount(0);
	const typed = { firstName: 'Anne', lastName: 'Peeters', email: 'anne.peeters@example.be', phone: await page.locator('#appointment-phone').inputValue(), remark: 'Liefst na 17 uur.' };
	for (const [name, value] of Object.entries(typed)) await expect(page.locator(`#appointment-${name}`)).toHaveValue(value);
	await expect(page.locator('#appointment-title-ms')).toBeChecked();
	const ask = disclosure.getByRole('link', { name: dict.nl['form.appointment.askVisit']! });
	await expect(ask).toHaveAttribute('href', '#request-contact-property');
	// The visit request, closed by the visitor, opens and takes over the person and the remark.
	await page.locator('details#request-contact-property > summary').click();
	await expect(page.locator('details#request-contact-property')).not.toHaveAttribute('open', '');
	await ask.click();
	await expect(page.locator('details#request-contact-property')).toHaveAttribute('open', '');
	await formOf(page, 'contact-property');
	for (const [name, value] of Object.entries(typed)) await expect(page.locator(`#contact-property-${name}`)).toHaveValue(value, { timeout: 30_000 });
	await expect(page.locator('#contact-property-title-ms')).toBeChecked();
	await expect(page.locator('#contact-property-reason-visit')).toBeChecked();
});

test('a form drawn already takes what the booking hands over only into the fields not typed there', async ({ page }) => {
	const last = await lastSlotGoesOnSend(page, 987112);
	await open(page, `/property/${noSlots.ID}/`, 'nl');
	await formOf(page, 'contact-property');
	await fill(page, 'contact-property', { email: 'eigen@example.be' });
	await openRequest(page, 'appointment');
	const form = await formOf(page, 'appointment');
	await page.locator(`#appointment-slotId-${last.id}`).check();
	await fillPerson(page, 'appointment');
	await agreeAndSubmit(page, form, 'appointment');
	const ask = page.locator('#request-appointment').getByRole('link', { name: dict.nl['form.appointment.askVisit']! });
	await expect(ask).toBeVisible({ timeout: 60_000 });
	await ask.click();
	await expect(page.locator('#contact-property-firstName')).toHaveValue('Anne');
	await expect(page.locator('#contact-property-lastName')).toHaveValue('Peeters');
	await expect(page.locator('#contact-property-email')).toHaveValue('eigen@example.be');
});

test('an office slot says it is at the office, beside the visits on site; the thank-you page of an office booking names the agency address', async ({ page }) => {
	const office = { id: 987121, propertyId: null, startsAt: '2030-06-03T08:00:00.000Z', endsAt: '2030-06-03T08:30:00.000Z', remaining: 1 };
	const visit = { id: 987122, propertyId: noSlots.ID, startsAt: '2030-06-03T09:00:00.000Z', endsAt: '2030-06-03T09:30:00.000Z', remaining: 1 };
	await page.route((url) => url.pathname === '/api/appointment-slots', (r) => r.fulfill({ json: { ok: true, slots: [office, visit], state: 'open' } }));
	await open(page, `/property/${noSlots.ID}/`, 'nl');
	await openRequest(page, 'appointment');
	const label = (id: number) => page.locator(`#appointment-slotId-${id}`).locator('xpath=ancestor::label[1]');
	await expect(label(office.id)).toHaveText(`maandag 3 juni 2030, 10:00–10:30 – ${dict.nl['appointment.place.office']!}`, { timeout: 60_000 });
	await expect(label(visit.id)).toHaveText(`maandag 3 juni 2030, 11:00–11:30 – ${dict.nl['appointment.place.visit']!}`);

	// The thank-you page, as the booking form leaves an office booking for it.
	await page.goto('/feedback/contact-appointment/');
	await page.evaluate((booked) => sessionStorage.setItem('agency:booked-appointment', JSON.stringify(booked)), { startsAt: office.startsAt, endsAt: office.endsAt, listing: { reference: 'IDL-1004', title: 'Kantoor' }, office: true });
	await page.reload();
	const booked = page.locator('[data-booked]');
	await expect(booked).toBeVisible();
	await expect(booked.getByRole('term')).toHaveText([dict.nl['feedback.booked.when']!, dict.nl['appointment.place']!, dict.nl['form.field.propertyId']!]);
	await expect(booked.getByRole('definition')).toHaveText(['maandag 3 juni 2030, 10:00–10:30', 'Op ons kantoor, Baljuwstraat 42, 1050 Elsene', 'IDL-1004 – Kantoor']);
});

test('an English page writes its slots day first with 24-hour times in the browser (en-GB dates), its language staying en', async ({ page }) => {
	const slot = { id: 987201, propertyId: null, startsAt: '2030-06-03T08:00:00.000Z', endsAt: '2030-06-03T08:30:00.000Z', remaining: 1 };
	await page.route((url) => url.pathname === '/api/appointment-slots', (r) => r.fulfill({ json: { ok: true, slots: [slot] } }));
	await page.goto(`/property/${noSlots.ID}/`);
	const href = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
	await page.goto(new URL(href!).pathname);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await openRequest(page, 'appointment');
	const radio = page.locator(`#appointment-slotId-${slot.id}`);
	await expect(radio).toBeVisible({ timeout: 60_000 });
	// An office slot (propertyId null) says where it takes place.
	await expect(radio.locator('xpath=ancestor::label[1]')).toHaveText('Monday, 3 June 2030, 10:00–10:30 – at our office');
});

test('the open slots are asked again when the server could not answer: a 503, then the real answer', async ({ page }) => {
	const asked: number[] = [];
	await page.route('**/api/appointment-slots?*', async (r) => {
		asked.push(Date.now());
		if (asked.length === 1) return r.fulfill({ status: 503, json: { ok: false, error: 'request.error.unavailable' } });
		return r.continue();
	});
	await open(page, `/property/${noSlots.ID}/`, 'nl');
	await openRequest(page, 'appointment');
	await expect(page.locator('#request-appointment').getByRole('link', { name: dict.nl['form.appointment.askVisit']! })).toBeVisible({ timeout: 60_000 });
	expect(asked).toHaveLength(2);
	expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(900);
	await expect(page.locator('#request-appointment')).not.toContainText(dict.nl['form.appointment.unavailable']!);
});

test('slots that could not be loaded after three tries: the form says so and offers to try again; the button, pressed by keyboard, loads them', async ({ page }) => {
	const slot = { id: 987301, propertyId: null, startsAt: '2030-06-03T08:00:00.000Z', endsAt: '2030-06-03T08:30:00.000Z', remaining: 1 };
	let down = true;
	let asked = 0;
	await page.route('**/api/appointment-slots?*', (r) => {
		asked += 1;
		return down ? r.fulfill({ status: 503, json: { ok: false, error: 'request.error.unavailable' } }) : r.fulfill({ json: { ok: true, slots: [slot] } });
	});
	await open(page, `/property/${noSlots.ID}/`, 'nl');
	await openRequest(page, 'appointment');
	const disclosure = page.locator('#request-appointment');
	await expect(disclosure).toContainText(dict.nl['form.appointment.unavailable']!, { timeout: 60_000 });
	expect(asked).toBe(3);
	const retry = disclosure.getByRole('button', { name: dict.nl['form.appointment.retry']! });
	await retry.focus();
	down = false;
	await page.keyboard.press('Enter');
	await expect(page.locator(`#appointment-slotId-${slot.id}`)).toBeVisible({ timeout: 60_000 });
	await expect(retry).toHaveCount(0);
	expect(asked).toBe(4);
});

test('the captcha challenge is asked again after 1 s and 3 s when the server could not answer: two 502s, then a real challenge, and the request is sent', async ({ page }) => {
	const asked: number[] = [];
	await page.route('**/api/captcha', async (r) => {
		asked.push(Date.now());
		if (asked.length <= 2) return r.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' });
		return r.continue();
	});
	await open(page, '/contact/', 'nl');
	const form = await formOf(page, 'contact');
	await fillPerson(page, 'contact');
	await fill(page, 'contact', { street: 'Kerkstraat 12', zip: '9000', city: 'Gent' });
	await page.locator('#contact-goal-rent').check();
	await agreeAndSubmit(page, form, 'contact');
	await expectThankYou(page, 'nl', 'site-contact');
	expect(asked).toHaveLength(3);
	expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(900);
	expect(asked[2]! - asked[1]!).toBeGreaterThanOrEqual(2900);
});

test('the first focus in a form loads the captcha and starts solving at once, without a script error', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await open(page, '/contact/', 'nl');
	const form = page.locator('form[data-kind="contact"]');
	await reachFor(page, 'contact');
	await expect(async () => {
		await page.locator('#contact-firstName').focus();
		await expect(form.locator('altcha-widget')).toBeAttached({ timeout: 2_000 });
	}).toPass({ timeout: 30_000 });
	// Solving started on that focus: nobody pressed the widget or the submit button.
	await expect.poll(() => form.locator('altcha-widget').evaluate((el) => (el as HTMLElement & { getState(): string }).getState()), { timeout: 30_000 }).toBe('verified');
	expect(errors).toEqual([]);
});

test('a single checkbox (newsletter, privacy) keeps its label beside it with a gap, as a checkbox of a group does', async ({ page }) => {
	await open(page, '/contact/', 'nl');
	const form = await formOf(page, 'contact');
	for (const id of ['contact-newsletter', 'contact-privacy', 'contact-contactSlots-morning']) {
		const label = form.locator(`label:has(#${id})`);
		await expect(label, id).toHaveCSS('display', 'flex');
		// From the box's right edge to the first letter of its label.
		const gap = await label.evaluate((el, boxId) => {
			const box = el.querySelector(`#${boxId}`)!.getBoundingClientRect();
			const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (n.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP) });
			const range = document.createRange();
			range.selectNodeContents(walker.nextNode()!);
			return range.getClientRects()[0]!.left - box.right;
		}, id);
		expect(gap, id).toBeGreaterThanOrEqual(7.5);
	}
});

test('a field checked on blur does not eat the press that blurred it: a click on the privacy box under a wrong amount ticks the box, then the message shows', async ({ page }) => {
	await open(page, `/property/${sale.ID}/`, 'nl');
	await openRequest(page, 'offer');
	const form = await formOf(page, 'offer');
	await page.setViewportSize({ width: 360, height: 640 });
	await page.locator('#offer-amount').fill('350.000,5');
	await form.locator('#offer-privacy').check();
	await expect(form.locator('#offer-privacy')).toBeChecked();
	await expect(page.locator('#offer-amount-error')).toHaveText(dict.nl['form.error.numberInvalid']!);
});

test('the contact form keeps what the visitor typed when the server answers 503, then sends it', async ({ page }) => {
	await page.route('**/api/contact', (r) => r.fulfill({ status: 503, headers: { 'Retry-After': '30' }, json: { ok: false, error: 'request.error.mailNotSent' } }));
	await open(page, '/contact/', 'nl');
	const form = await formOf(page, 'contact');
	await fillPerson(page, 'contact');
	await fill(page, 'contact', { street: 'Kerkstraat 12', zip: '9000', city: 'Gent', remark: 'Bel mij na 17 uur.' });
	await page.locator('#contact-goal-rent').check();
	await agreeAndSubmit(page, form, 'contact');
	await expect(form.locator('.form-summary')).toHaveText(dict.nl['request.error.mailNotSent']!, { timeout: 60_000 });
	await expect(form.locator('.form-summary')).toBeFocused();
	await expect(page).toHaveURL(/\/contact\/$/);
	await expect(page.locator('#contact-firstName')).toHaveValue('Anne');
	await expect(page.locator('#contact-remark')).toHaveValue('Bel mij na 17 uur.');
	await expect(page.locator('#contact-goal-rent')).toBeChecked();
	await expect(page.locator('#contact-privacy')).toBeChecked();
	await page.unroute('**/api/contact');
	await form.locator('button[type="submit"]').click();
	await expectThankYou(page, 'nl', 'site-contact');
});

test('a rate-limited request (429) tells the visitor, in the page language, how long to wait (its Retry-After), not to retry, and keeps the form', async ({ page }) => {
	let retryAfter = '60';
	await page.route('**/api/contact', (r) => r.fulfill({ status: 429, headers: { 'Retry-After': retryAfter }, json: { ok: false, error: 'request.error.tooManyRequests' } }));
	await open(page, '/contact/', 'fr');
	const form = await formOf(page, 'contact');
	await fillPerson(page, 'contact');
	await fill(page, 'contact', { street: 'Kerkstraat 12', zip: '9000', city: 'Gent', remark: 'Appelez-moi après 17 h.' });
	await page.locator('#contact-goal-rent').check();
	await agreeAndSubmit(page, form, 'contact');
	await expect(form.locator('.form-summary')).toHaveText(dict.fr['request.error.tooManyRequests']!, { timeout: 60_000 });
	await expect(form.locator('.form-summary')).toBeFocused();
	await expect(page.locator('#contact-remark')).toHaveValue('Appelez-moi après 17 h.');
	// The sliding window of the functions' limit can ask for up to two minutes.
	retryAfter = '95';
	await form.locator('button[type="submit"]').click();
	await expect(form.locator('.form-summary')).toHaveText('Trop de demandes, veuillez réessayer dans 2 minutes', { timeout: 60_000 });
	await expect(page.locator('#contact-remark')).toHaveValue('Appelez-moi après 17 h.');
});

test('spec §8 "Property Not Found": a listing the function no longer knows is said in the summary, not "check the fields in red" with no field in red', async ({ page }) => {
	// The function's answer for a listing that left the export after the build (requests-listing-rules).
	const notFound = { ok: false, error: 'request.error.checkFields', issues: { propertyId: ['form.error.propertyNotFound'] } };
	await page.route('**/api/contact-property', (r) => r.fulfill({ status: 422, json: notFound }));
	await open(page, `/property/${sale.ID}/`, 'fr');
	const form = await formOf(page, 'contact-property');
	await fillPerson(page, 'contact-property');
	await agreeAndSubmit(page, form, 'contact-property');
	const summary = form.locator('.form-summary');
	await expect(summary).toBeFocused({ timeout: 60_000 });
	await expect(summary).toHaveText(dict.fr['form.error.propertyNotFound']!);
	await expect(form.locator('.form-error')).toHaveCount(0);
	await expect(page.locator('#contact-property-firstName')).toHaveValue('Anne');
});

test('an email domain with no ASCII form (right-to-left letters beside Latin ones) gets the field message on blur; the form stays', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await open(page, '/contact/', 'fr');
	const form = await formOf(page, 'contact');
	await page.locator('#contact-email').fill('jan@a\u05D0b.be');
	await page.locator('#contact-email').blur();
	await expect(page.locator('#contact-email-error')).toHaveText(dict.fr['form.error.emailInvalid']!);
	await expect(form).toBeVisible();
	expect(errors).toEqual([]);
});

test('what a visitor types, ticks and sends before the contact form’s script is ready is kept, never sent by the browser itself, and sent once it is', async ({ page }) => {
	await islandScriptLate(page, 'ContactForm', 3_000);
	const documents: string[] = [];
	page.on('request', (r) => {
		if (r.resourceType() === 'document' || r.method() === 'POST') documents.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
	});
	await open(page, '/contact/', 'nl');
	const form = page.locator('form[data-kind="contact"]');
	await form.scrollIntoViewIfNeeded();
	const email = `vroeg-${Date.now()}@example.be`;
	await fillPerson(page, 'contact');
	await fill(page, 'contact', { email, street: 'Kerkstraat 12', zip: '9000', city: 'Gent', remark: 'Bel mij na 17 uur.' });
	await page.locator('#contact-goal-rent').check();
	await page.locator('#contact-contactSlots-morning').check();
	await page.locator('#contact-privacy').check();
	await expect(page.locator('astro-island[ssr] form[data-kind="contact"]'), 'the script is still on its way').toHaveCount(1);
	await form.locator('button[type="submit"]').click();
	await expectThankYou(page, 'nl', 'site-contact');
	expect(documents.filter((d) => !d.startsWith('GET /feedback/'))).toEqual(['GET /contact/', 'POST /api/contact']);
	const [stored] = await query<{ payload: Record<string, unknown> }>("SELECT payload FROM requests WHERE kind = 'contact' AND email = $1", [email]);
	expect(stored?.payload).toMatchObject({ firstName: 'Anne', lastName: 'Peeters', street: 'Kerkstraat 12', remark: 'Bel mij na 17 uur.', goal: 'rent', contactSlots: ['morning'] });
});

test('a reload keeps what the visitor typed (not the consents), per form and page; the accepted request clears it', async ({ page }) => {
	await open(page, '/contact/', 'nl');
	await formOf(page, 'contact');
	await fillPerson(page, 'contact');
	await fill(page, 'contact', { street: 'Kerkstraat 12', zip: '9000', city: 'Gent', remark: 'Bel mij na 17 uur.' });
	await page.locator('#contact-goal-rent').check();
	await page.locator('#contact-newsletter').check();
	await page.locator('#contact-privacy').check();
	await page.reload();
	await formOf(page, 'contact');
	await expect(page.locator('#contact-firstName')).toHaveValue('Anne');
	await expect(page.locator('#contact-phone')).toHaveValue('0475 12 34 56');
	await expect(page.locator('#contact-remark')).toHaveValue('Bel mij na 17 uur.');
	await expect(page.locator('#contact-goal-rent')).toBeChecked();
	await expect(page.locator('#contact-title-ms')).toBeChecked();
	await expect(page.locator('#contact-newsletter')).not.toBeChecked();
	await expect(page.locator('#contact-privacy')).not.toBeChecked();
	// A listing's rental application keeps its own draft, and the same kind on another page starts empty.
	await open(page, `/property/${rent.ID}/`, 'nl');
	await openRequest(page, 'rental-application');
	await formOf(page, 'rental-application');
	await expect(page.locator('#rental-application-firstName')).toHaveValue('');
	await fill(page, 'rental-application', { firstName: 'Bram', monthlyIncome: '4.200' });
	await page.reload();
	await openRequest(page, 'rental-application');
	await formOf(page, 'rental-application');
	await expect(page.locator('#rental-application-firstName')).toHaveValue('Bram');
	await expect(page.locator('#rental-application-monthlyIncome')).toHaveValue('4.200');
	// Sent and accepted: the contact page's draft is gone.
	await open(page, '/contact/', 'nl');
	const form = await formOf(page, 'contact');
	await expect(page.locator('#contact-firstName')).toHaveValue('Anne');
	await agreeAndSubmit(page, form, 'contact');
	await expectThankYou(page, 'nl', 'site-contact');
	await open(page, '/contact/', 'nl');
	await formOf(page, 'contact');
	await expect(page.locator('#contact-firstName')).toHaveValue('');
	await expect(page.locator('#contact-remark')).toHaveValue('');
});

test('spec §3 icons by WebID: each type checkbox of the demand register shows its decorative icon before its label, its name unchanged', async ({ page }) => {
	await open(page, '/demand-register/', 'nl');
	const form = page.locator('astro-island:not([ssr]) form[data-kind="demand-register"]');
	await reachFor(page, 'demand-register');
	for (const webId of webIds) {
		const box = form.getByRole('checkbox', { name: dict.nl[`form.propertyType.${webId}`]!, exact: true });
		await expect(box).toHaveId(`demand-register-types-${webId}`);
		const img = form.locator(`label:has(#demand-register-types-${webId}) > img`);
		await expect(img).toHaveAttribute('src', webIdToIconSrc(webId)!);
		await expect(img).toHaveAttribute('alt', '');
		await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
	}
	await form.locator('#demand-register-types-3').focus();
	await page.keyboard.press('Space');
	await expect(form.locator('#demand-register-types-3')).toBeChecked();
});

test('a listing that is sold offers no request form', async ({ page }) => {
	await page.goto(`/property/${closed.ID}/`);
	await expect(page.locator('[data-accepts-requests="false"]')).toBeVisible();
	await expect(page.locator('[data-requests]')).toHaveCount(0);
});

test('the forms are usable by keyboard only: tab order reaches every control and the submit button', async ({ page }) => {
	await open(page, '/contact/', 'fr');
	await formOf(page, 'contact');
	await page.locator('#contact-title-mr').focus();
	await page.keyboard.press('ArrowRight');
	await expect(page.locator('#contact-title-ms')).toBeChecked();
	const seen = new Set<string>();
	for (let i = 0; i < 40 && !seen.has('submit'); i++) {
		await page.keyboard.press('Tab');
		seen.add(await page.evaluate(() => (document.activeElement?.getAttribute('type') === 'submit' ? 'submit' : (document.activeElement?.id ?? ''))));
	}
	for (const id of ['contact-firstName', 'contact-email', 'contact-phone', 'contact-street', 'contact-zip', 'contact-city', 'contact-remark', 'contact-privacy', 'submit']) {
		expect(seen, id).toContain(id);
	}
	expect(seen).not.toContain('contact-website');
	const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
	expect(outline).toBe('solid');
});

test('axe finds no violation in the forms with their messages shown (contact page fr, rental application nl)', async ({ page }) => {
	const violations = () => axeViolations(page, { include: 'form.request-form', impact: 'any' });
	await open(page, '/contact/', 'fr');
	const contact = await formOf(page, 'contact');
	await contact.locator('button[type="submit"]').click();
	await expect(contact.locator('.form-summary')).toBeFocused();
	expect(await violations()).toEqual([]);

	await open(page, `/property/${rent.ID}/`, 'nl');
	await openRequest(page, 'rental-application');
	const rental = await formOf(page, 'rental-application');
	await rental.locator('button[type="submit"]').click();
	await expect(rental.locator('.form-summary')).toBeFocused();
	expect(await violations()).toEqual([]);
});

test('a listing form whose code could not be loaded at first is asked for again and appears', async ({ page }) => {
	let asked = 0;
	await page.route('**/_astro/mount-deferred.*.js', (r) => (asked++ === 0 ? r.abort() : r.continue()));
	await open(page, `/property/${sale.ID}/`, 'nl');
	// The first request of a listing is open: its form loads when it comes near, with no click.
	await expect(page.locator('details#request-contact-property')).toHaveAttribute('open', '');
	const form = await formOf(page, 'contact-property');
	await expect(form.locator('button[type="submit"]')).toBeVisible();
	expect(asked).toBe(2);
});

test('a listing form whose strings file cannot be fetched says so in the page language, and its button tries again', async ({ page }) => {
	let refused = 0;
	await page.route('**/form-strings/fr.json', (route) => (refused++ === 0 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
	await open(page, `/property/${sale.ID}/`, 'fr');
	await page.locator('details#request-contact-property').scrollIntoViewIfNeeded();
	const retry = page.locator('#request-contact-property [role="alert"] button');
	await expect(retry).toHaveText(dict.fr['request.error.server']!);
	await expect(page.locator('form[data-kind="contact-property"]')).toHaveCount(0);
	await retry.click();
	await expect(page.locator('form[data-kind="contact-property"]')).toBeVisible();
	await expect(page.locator('form[data-kind="contact-property"]')).toContainText(dict.fr['form.field.email']!);
	expect(refused).toBe(2);
});

/** The French reload notice of a form's box after a deploy: the agency's phone and email as links, and the reload button, which does not take the focus; returns the button. */
async function expectReloadNotice(notice: Locator): Promise<Locator> {
	const agency = read<{ agency: { phone: string; email: string } }>('site.json').agency;
	await expect(notice.getByRole('link', { name: formatPhone(agency.phone) })).toHaveAttribute('href', /^tel:\+/);
	await expect(notice.getByRole('link', { name: agency.email })).toHaveAttribute('href', `mailto:${agency.email}`);
	const reload = notice.getByRole('button', { name: dict.fr['form.reload.button']! });
	await expect(reload).toBeVisible();
	await expect(reload).not.toBeFocused();
	return reload;
}

test('a listing form whose code is gone after a deploy (404) says in the page language that the page was updated, gives the agency phone and email, and its button reloads the page', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	const gone = '**/_astro/mount-deferred.*.js';
	let asked = 0;
	await page.route(gone, (r) => (asked++, r.fulfill({ status: 404, body: '' })));
	await open(page, `/property/${sale.ID}/`, 'fr');
	await page.locator('details#request-contact-property').scrollIntoViewIfNeeded();
	// Asked three times (after 1 s and 3 s), then the slot says what happened instead of staying busy.
	const notice = page.locator('#request-contact-property [role="alert"]');
	await expect(notice).toContainText(dict.fr['form.reload.text']!, { timeout: 15_000 });
	await expect(notice).not.toHaveAttribute('aria-busy');
	expect(asked).toBeGreaterThanOrEqual(3); // three tries of this form (the footer's, if near, asks too)
	const reload = await expectReloadNotice(notice);
	// The new deploy's code answers once the page is loaded again: the button, by keyboard, reloads it.
	await page.unroute(gone);
	await reload.focus();
	await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
	await expect(page.locator('html')).toHaveAttribute('lang', hreflang.fr);
	const form = await formOf(page, 'contact-property');
	await expect(form.locator('button[type="submit"]')).toBeVisible();
	await expect(page.locator('#request-contact-property [role="alert"]')).toHaveCount(0);
	expect(errors).toEqual([]);
});

test('a listing form whose own code is gone after a deploy (404) while the first form was drawn before it: the page language\'s reload notice, not a try button', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await open(page, `/property/${sale.ID}/`, 'fr');
	// The first form was drawn before the deploy: the code that mounts the forms is loaded.
	const first = await formOf(page, 'contact-property');
	await expect(first.locator('button[type="submit"]')).toBeVisible();
	// Then the deploy: the appointment form's own chunk answers 404 from now on.
	const gone = '**/_astro/AppointmentForm.*.js';
	let asked = 0;
	await page.route(gone, (r) => (asked++, r.fulfill({ status: 404, body: '' })));
	await openRequest(page, 'appointment');
	await page.locator('details#request-appointment').scrollIntoViewIfNeeded();
	const notice = page.locator('#request-appointment [role="alert"]');
	await expect(notice).toContainText(dict.fr['form.reload.text']!, { timeout: 15_000 });
	expect(asked).toBeGreaterThanOrEqual(3); // asked after 1 s and 3 s too
	await expect(notice).not.toHaveAttribute('aria-busy');
	await expect(notice.getByRole('button', { name: dict.fr['request.error.server']! })).toHaveCount(0);
	const reload = await expectReloadNotice(notice);
	// The first form stays as it was.
	await expect(first.locator('button[type="submit"]')).toBeVisible();
	// The new deploy's code answers once the page is loaded again: the button reloads it.
	await page.unroute(gone);
	await Promise.all([page.waitForEvent('load'), reload.click()]);
	await openRequest(page, 'appointment');
	await expect(page.locator('#request-appointment [role="alert"]')).toHaveCount(0);
	await expect(page.locator('form[data-kind="appointment"]')).toBeAttached({ timeout: 30_000 });
	expect(errors).toEqual([]);
});

test('a listing form whose own code and strings file do not answer (offline): its try button, which draws the form once online', async ({ page, context }) => {
	await open(page, `/property/${sale.ID}/`, 'nl');
	await formOf(page, 'contact-property');
	await context.setOffline(true);
	await openRequest(page, 'appointment');
	const retry = page.locator('#request-appointment [role="alert"]').getByRole('button');
	await expect(retry).toBeVisible({ timeout: 15_000 });
	await expect(page.locator('#request-appointment')).not.toContainText(dict.nl['form.reload.text']!);
	await context.setOffline(false);
	await retry.click();
	await expect(page.locator('#request-appointment form[data-kind="appointment"]')).toBeAttached({ timeout: 30_000 });
});

/** A page's island props with one string of the form made an object, as a broken deploy could serve them: the form throws as it draws. */
const brokenNote = (html: string) => html.replace(/(form\.requiredNote&quot;:\[0,)&quot;[^&]*&quot;/, '$1{&quot;x&quot;:[0,1]}');

test('a form that fails as it draws leaves a retry button in the page language where it was, not a blank; the focus goes to the new button after a retry', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await page.route('**/contact/', async (route) => {
		const response = await route.fetch();
		const html = await response.text();
		expect(brokenNote(html)).not.toBe(html);
		await route.fulfill({ response, body: brokenNote(html) });
	});
	await page.goto('/contact/');
	const island = page.locator('.request-island[data-carry-query]');
	await island.scrollIntoViewIfNeeded();
	await island.locator('form').dispatchEvent('pointerover'); // the visitor reaches for it: it draws
	const retry = island.locator('[role="alert"] button');
	await expect(retry).toHaveText(dict.nl['request.error.server']!);
	await expect(island.locator('form')).toHaveCount(0);
	await expect(page.locator('h1')).toBeVisible();
	await retry.focus();
	await page.keyboard.press('Enter');
	// Drawn again with the same broken strings, it fails again: the new button has the focus, not the page.
	await expect(retry).toBeFocused();
	await expect(retry).toHaveText(dict.nl['request.error.server']!);
	expect(errors).toEqual([]);
});

test('a footer form whose strings file is broken leaves the retry button in the footer, in the page language', async ({ page }) => {
	await page.route('**/form-strings/fr.json', async (route) => {
		const strings = (await (await route.fetch()).json()) as Record<string, unknown>;
		await route.fulfill({ json: { ...strings, 'form.newsletter.intro': { x: 1 } } });
	});
	await open(page, '/', 'fr');
	const slot = page.locator('[data-request="newsletter"]');
	await slot.scrollIntoViewIfNeeded();
	await expect(slot.locator('[role="alert"] button')).toHaveText(dict.fr['request.error.server']!);
	await expect(slot.locator('form')).toHaveCount(0);
});

test('a form first sent offline, before its security check could load, says the request did not go, and is sent once back online', async ({ page, context }) => {
	await open(page, '/contact/', 'nl');
	const form = page.locator('form[data-kind="contact"]');
	await form.scrollIntoViewIfNeeded();
	await reachFor(page, 'contact');
	await context.setOffline(true);
	await fillPerson(page, 'contact');
	await fill(page, 'contact', { street: 'Kerkstraat 12', zip: '9000', city: 'Gent' });
	await page.locator('#contact-goal-rent').check();
	await agreeAndSubmit(page, form, 'contact');
	await expect(form.locator('.form-summary')).toHaveText(dict.nl['request.error.mailNotSent']!, { timeout: 60_000 });
	await expect(form.locator('altcha-widget')).toHaveCount(0);
	await context.setOffline(false);
	await form.locator('button[type="submit"]').click();
	await expectThankYou(page, 'nl', 'site-contact');
});

test('without JavaScript no request form is shown, since none could be sent: the page says so in its language and the footer has no sign-up', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	const base = test.info().project.use.baseURL;
	// Playwright's text locators skip <noscript>: the notice is found by its element.
	const notice = page.locator('noscript > p');
	const pages = [
		['/contact/', 'nl', 'shell.noscript'],
		['/fr/contact/', 'fr', 'shell.noscript'],
		['/project/501/', 'nl', 'shell.noscript'],
		['/login/', 'nl', 'shell.noscript'],
		// The portal's frame would say "loading" for ever and offer a password form that cannot be sent.
		['/owner/', 'nl', 'shell.portal.noscript'],
		['/fr/proprietaire/', 'fr', 'shell.portal.noscript'],
	] as const;
	for (const [path, lang, key] of pages) {
		await page.goto(`${base}${path}`);
		// No field a visitor could fill in and lose (hidden fields are not in the accessibility tree).
		await expect(page.getByRole('textbox')).toHaveCount(0);
		await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
		await expect(notice).toHaveCount(1);
		await expect(notice).toHaveText(dict[lang][key]!);
		await expect(page.getByRole('heading', { name: dict[lang]['form.heading.newsletter'] })).toBeHidden();
	}

	// A listing's map, video or tour loads in the page by script; without one its button is a link
	// to the same address, still opened only when the visitor asks.
	await page.goto(`${base}/property/${sale.ID}/`);
	await expect(page.getByRole('button', { name: dict.nl['detail.map.show'] })).toHaveCount(0);
	await expect(page.getByRole('link', { name: dict.nl['detail.map.show'] })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
	await context.close();
});

test('a required group of checkboxes says it is required to screen readers, in the page language (the legend\'s * is not read)', async ({ page }) => {
	await page.goto('/demand-register/');
	await expect(page.getByRole('group', { name: 'Types pand (verplicht)', exact: true })).toBeVisible();
	await expect(page.getByRole('group', { name: 'Regio’s (verplicht)', exact: true })).toBeVisible();
	await page.goto('/de/suchauftrag/');
	await expect(page.getByRole('group', { name: 'Immobilienarten (Pflichtfeld)', exact: true })).toBeVisible();
	await expect(page.getByRole('group', { name: 'Regionen (Pflichtfeld)', exact: true })).toBeVisible();
});
