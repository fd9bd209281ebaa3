import { describe, expect, test } from 'vitest';
import { locales } from '../../../i18n/locales.ts';
import { dictionaries, type UiKey } from '../../../src/i18n/t.ts';
import { deferredFormStrings } from '../../../src/lib/forms/deferred-strings.ts';
import { loadDeferredForm } from '../../../src/islands/forms/load-deferred.ts';

/** A form kind's chunk: loads after `failures` tries (404s after a deploy); counts the tries. */
function chunk(failures: number) {
	let tries = 0;
	const load = async () => {
		tries += 1;
		if (tries <= failures) throw new TypeError('Failed to fetch dynamically imported module: /_astro/AppointmentForm.abc123.js');
		return { default: 'AppointmentForm' };
	};
	return { load, tries: () => tries };
}

/** The new deploy's strings file of a language, or a network failure when offline. */
const site = (online: boolean) => (url: string) => {
	if (!online) return Promise.reject(new TypeError('Failed to fetch'));
	const locale = /\/form-strings\/(\w+)\.json$/.exec(url)?.[1] as (typeof locales)[number];
	return Promise.resolve(Response.json(deferredFormStrings(locale)));
};

/** The strings of the page's forms as `fetchOnce` gives them: kept from before, or failing. */
const keptStrings = (ok: boolean) => (url: string) => (ok ? Promise.resolve({ url }) : Promise.reject(new Error(`${url}: HTTP 503`)));

const ui = (locale: (typeof locales)[number], key: UiKey): string => dictionaries[locale][key] ?? dictionaries.nl[key] ?? '';

describe("a deferred form's own code: after its tries, a deploy asks for a reload, offline offers a try", () => {
	test.each([
		{ name: 'code and strings load at once', failures: 0, strings: true, online: true, status: 'ready', tries: 1, waits: [] },
		{ name: 'code loads on the third try', failures: 2, strings: true, online: true, status: 'ready', tries: 3, waits: [1000, 3000] },
		{ name: 'code gone (404) while the strings file answers: a deploy', failures: 9, strings: true, online: true, status: 'reload', tries: 3, waits: [1000, 3000] },
		{ name: 'code gone and strings failed while the site answers: a deploy', failures: 9, strings: false, online: true, status: 'reload', tries: 3, waits: [1000, 3000] },
		{ name: 'code gone and the strings file does not answer: offline', failures: 9, strings: true, online: false, status: 'failed', tries: 3, waits: [1000, 3000] },
		{ name: 'code loads but the strings failed: no deploy, a try may mend it', failures: 0, strings: false, online: true, status: 'failed', tries: 1, waits: [] },
	])('$name → $status', async ({ failures, strings, online, status, tries, waits }) => {
		const code = chunk(failures);
		const waited: number[] = [];
		const result = await loadDeferredForm(code.load, 'nl', { strings: keptStrings(strings), fetcher: site(online), wait: async (ms) => void waited.push(ms) });
		expect(result.status).toBe(status);
		expect(code.tries()).toBe(tries);
		expect(waited).toEqual(waits);
		if (result.status === 'ready') expect(result).toEqual({ status: 'ready', Form: 'AppointmentForm', strings: { url: '/form-strings/nl.json' } });
	});

	test.each(locales)('%s: the reload texts come from that language’s strings file', async (locale) => {
		const asked: string[] = [];
		const fetcher = (url: string) => (asked.push(url), site(true)(url));
		const result = await loadDeferredForm(chunk(9).load, locale, { strings: keptStrings(true), fetcher, wait: async () => undefined });
		expect(asked).toEqual([`/form-strings/${locale}.json`]);
		expect(result).toEqual({ status: 'reload', texts: { text: ui(locale, 'form.reload.text'), button: ui(locale, 'form.reload.button'), contact: ui(locale, 'form.reload.contact') } });
	});

	test.each([
		{ name: 'a 404 for the strings file', answer: () => new Response('', { status: 404 }) },
		{ name: 'an old strings file without the reload texts', answer: () => Response.json({ 'form.submit': 'Send' }) },
		{ name: 'an answer that is no JSON (a captive portal)', answer: () => new Response('<html>', { status: 200 }) },
	])('$name: no reload notice, the try button', async ({ answer }) => {
		const result = await loadDeferredForm(chunk(9).load, 'fr', { strings: keptStrings(true), fetcher: () => Promise.resolve(answer()), wait: async () => undefined });
		expect(result).toEqual({ status: 'failed' });
	});
});
