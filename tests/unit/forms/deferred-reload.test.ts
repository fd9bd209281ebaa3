import { afterEach, describe, expect, test, vi } from 'vitest';
import { locales } from '../../../i18n/locales.ts';
import { dictionaries, type UiKey } from '../../../src/i18n/t.ts';
import { loadRetrying } from '../../../src/lib/fetch-retry.ts';
import { deferredFormStrings } from '../../../src/lib/forms/deferred-strings.ts';
import { mountPlaceholder, type MountOptions } from '../../../src/scripts/deferred-forms.ts';
import { FakeDocument, h, type FakeElement } from '../support/fake-dom.ts';

const rental = { minimumIncomeFactor: 3, maximumPersons: 4 };

/**
 * A listing page as the build gives it: the requests section with the props its forms share, one
 * placeholder, and (unless `footer` is false) the footer's address with the agency's phone and email.
 */
function listingPage(locale: string, footer = true) {
	const doc = new FakeDocument();
	const shared = { locale, privacyHref: '/privacy-statement/', propertyId: 1001, rental, failText: `fail-${locale}` };
	const placeholder = h(doc, 'div', { class: 'form-pending', 'aria-busy': 'true', 'data-deferred-form': JSON.stringify({ kind: 'appointment' }) });
	doc.body.append(h(doc, 'section', { 'data-deferred-shared': JSON.stringify(shared) }, placeholder));
	if (footer)
		doc.body.append(
			h(doc, 'footer', { class: 'site-foot' }, h(doc, 'address', { class: 'identity' }, 'Immo ', h(doc, 'a', { href: 'tel:+3226401234' }, '02 640 12 34'), ' · ', h(doc, 'a', { href: 'mailto:info@immo.example' }, 'info@immo.example'))),
		);
	return { doc, placeholder };
}

/** The form's code as after a deploy: every try answers 404; counts the tries (waits skipped). */
function goneCode() {
	let tries = 0;
	const load: MountOptions['load'] = () =>
		loadRetrying(
			async () => {
				tries += 1;
				throw new TypeError('Failed to fetch dynamically imported module: /_astro/mount-deferred.abc123.js');
			},
			[1000, 3000],
			async () => undefined,
		);
	return { load, tries: () => tries };
}

/** The site's answer for `/form-strings/{locale}.json`: the new deploy's file. */
const stringsFile = (url: string) => {
	const locale = /\/form-strings\/(\w+)\.json$/.exec(url)?.[1] as (typeof locales)[number];
	return Promise.resolve(Response.json(deferredFormStrings(locale)));
};

/** A UI string of a language, Dutch where it has none (as the strings file gives it). */
const ui = (locale: (typeof locales)[number], key: UiKey): string => dictionaries[locale][key] ?? dictionaries.nl[key] ?? '';

const mount = (placeholder: FakeElement, options: MountOptions) => mountPlaceholder(placeholder as unknown as HTMLElement, options);

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('a deferred form whose code is gone after a deploy says to reload the page', () => {
	test.each(locales)('%s: after three tries, the slot is no longer busy and says so with a reload button', async (locale) => {
		const { placeholder } = listingPage(locale);
		const { load, tries } = goneCode();
		await expect(mount(placeholder, { load, fetcher: stringsFile })).resolves.toBeUndefined();
		expect(tries()).toBe(3);
		expect(placeholder.hasAttribute('aria-busy')).toBe(false);
		expect(placeholder.getAttribute('role')).toBe('alert');
		const t = (key: UiKey) => ui(locale, key);
		expect(placeholder.textContent).toContain(t('form.reload.text'));
		const button = placeholder.querySelector('button');
		expect(button?.getAttribute('type')).toBe('button');
		expect(button?.textContent).toBe(t('form.reload.button'));
		expect(placeholder.textContent).toContain(`${t('form.reload.contact')} 02 640 12 34 · info@immo.example`);
	});

	test('the button reloads the page; nothing reloads by itself, and the focus stays where it was', async () => {
		const reload = vi.fn();
		vi.stubGlobal('window', { location: { reload } });
		const { doc, placeholder } = listingPage('nl');
		const elsewhere = h(doc, 'a', { href: '#' });
		doc.body.append(elsewhere);
		elsewhere.focus();
		await mount(placeholder, { load: goneCode().load, fetcher: stringsFile });
		expect(reload).not.toHaveBeenCalled();
		expect(doc.activeElement).toBe(elsewhere);
		placeholder.querySelector('button')?.click();
		expect(reload).toHaveBeenCalledTimes(1);
	});

	test('the agency contact line is a phone and an email link, copied from the footer', async () => {
		const { doc, placeholder } = listingPage('fr');
		await mount(placeholder, { load: goneCode().load, fetcher: stringsFile });
		expect(placeholder.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(['tel:+3226401234', 'mailto:info@immo.example']);
		expect(doc.querySelectorAll('footer a')).toHaveLength(2); // copied, not moved
	});

	test('a page without the footer address: the text and the button, no contact line', async () => {
		const { placeholder } = listingPage('de', false);
		await mount(placeholder, { load: goneCode().load, fetcher: stringsFile });
		expect(placeholder.textContent).toBe(ui('de', 'form.reload.text') + ui('de', 'form.reload.button'));
	});
});

describe('a deferred form whose code and strings file both fail (offline) offers to try again', () => {
	test('the page’s error text as a button that tries again, and then mounts the form', async () => {
		const { placeholder } = listingPage('nl');
		let online = false;
		const mountDeferredForm = vi.fn();
		const load: MountOptions['load'] = () => (online ? Promise.resolve({ mountDeferredForm }) : goneCode().load!());
		const fetcher = (url: string) => (online ? stringsFile(url) : Promise.reject(new TypeError('Failed to fetch')));
		await mount(placeholder, { load, fetcher });
		expect(placeholder.hasAttribute('aria-busy')).toBe(false);
		expect(placeholder.getAttribute('role')).toBe('alert');
		expect(placeholder.textContent).toBe('fail-nl');
		online = true;
		placeholder.querySelector('button')?.click();
		expect(placeholder.getAttribute('aria-busy')).toBe('true');
		expect(placeholder.hasAttribute('role')).toBe(false);
		await vi.waitFor(() => expect(mountDeferredForm).toHaveBeenCalledTimes(1));
	});

	test('a retry that fails again keeps its button and the focus on it', async () => {
		const { doc, placeholder } = listingPage('en');
		const fetcher = () => Promise.reject(new TypeError('Failed to fetch'));
		await mount(placeholder, { load: goneCode().load, fetcher });
		const button = placeholder.querySelector('button')!;
		button.focus();
		button.click();
		await vi.waitFor(() => expect(placeholder.hasAttribute('aria-busy')).toBe(false));
		expect(placeholder.querySelector('button')).toBe(button);
		expect(doc.activeElement).toBe(button);
	});
});
