import { describe, expect, test } from 'vitest';
import { locales } from '../../i18n/locales.ts';
import { dictionaries } from '../../src/i18n/t.ts';
import { readDataSet } from '../../src/lib/data/read-data.ts';
import { frenchTexts, straightApostrophes } from '../../src/lib/data/french-texts.ts';
import nl from '../../i18n/ui/nl.json';

const sourceKeys = Object.keys(nl).sort();

describe('UI strings: one key set in every language (German UI complete)', () => {
	test.each(locales.filter((l) => l !== 'nl'))('%s has exactly the keys of nl', (locale) => {
		const keys = Object.keys(dictionaries[locale]).sort();
		expect(sourceKeys.filter((k) => !keys.includes(k)), 'missing keys').toEqual([]);
		expect(keys.filter((k) => !sourceKeys.includes(k)), 'extra keys').toEqual([]);
	});

	test.each(locales)('%s has no empty string and keeps the {{variables}} of nl', (locale) => {
		const dict = dictionaries[locale] as Record<string, string>;
		for (const key of sourceKeys) {
			expect(dict[key]?.trim(), key).not.toBe('');
			const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
			expect(vars(dict[key] ?? ''), key).toEqual(vars((nl as Record<string, string>)[key]!));
		}
	});
});

describe('spec §3 Marquee 1 to 4, meaning not shown: no UI string guesses a marquee\'s meaning (the badge reads the agency\'s MarqueeName)', () => {
	test.each(locales)('%s has no marquee key', (locale) => {
		expect(Object.keys(dictionaries[locale]).filter((key) => /marquee/i.test(key))).toEqual([]);
	});
});

describe('French typography: a no-break space before : ; ? ! (src/lib/intl/punctuation.ts)', () => {
	const fr = dictionaries.fr as Record<string, string>;
	test.each(Object.keys(fr).filter((key) => /[:;?!]/.test(fr[key]!)))('%s', (key) => {
		expect(fr[key]).not.toMatch(/(^|[^\u00a0])[:;?!]/);
	});
});

describe('French typography: « » hold a no-break space inside, so neither mark is left alone at a line end', () => {
	const fr = dictionaries.fr as Record<string, string>;
	test.each(Object.keys(fr).filter((key) => /[«»]/.test(fr[key]!)))('%s', (key) => {
		expect(fr[key]).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
	});
});

describe('French typography: the apostrophe is the typographic one (l’accueil), as in the rest of the French texts', () => {
	const fr = dictionaries.fr as Record<string, string>;
	test.each(Object.keys(fr).filter((key) => /['’]/.test(fr[key]!)))('%s', (key) => {
		expect(fr[key]).not.toContain("'");
	});

	test('and so does every French text of the export in data/: listings, projects, types, cities, pages, site, articles, testimonials (never a URL or file name)', async () => {
		const data = await readDataSet('data');
		const wrong = Object.entries(data).flatMap(([file, value]) =>
			frenchTexts(value).flatMap(([path, text]) => straightApostrophes(text).map((at) => `${file} ${path}: …${at}…`)),
		);
		expect(wrong).toEqual([]);
	});
});

describe('A listing status has one name per language on its card, its page and its project (spec §4)', () => {
	const shownAs = ['card.status.', 'detail.status.', 'project.state.'];
	test.each(locales)('%s', (locale) => {
		const dict = dictionaries[locale] as Record<string, string>;
		const statuses = new Set(Object.keys(dict).flatMap((key) => shownAs.filter((prefix) => key.startsWith(prefix)).map((prefix) => key.slice(prefix.length))));
		expect(statuses.size).toBeGreaterThan(3);
		for (const status of statuses) {
			const names = new Set(shownAs.map((prefix) => dict[prefix + status]).filter((name) => name !== undefined));
			expect([...names], status).toHaveLength(1);
		}
	});
});

describe('One term per thing within each language', () => {
	const dict = (locale: (typeof locales)[number]) => dictionaries[locale] as Record<string, string>;

	test.each(locales)('%s: the box number has one postal word on cards, listing pages and mails', (locale) => {
		expect(dict(locale)['detail.boxLabel']).toBe(dict(locale)['card.box']);
	});

	test.each([
		{ locale: 'de', term: 'Immobilienart', keys: ['list.filter.type', 'form.field.propertyType', 'search.group.types', 'search.placeholder', 'detail.attr.type', 'project.type'], avoid: /Objektart/ },
		{ locale: 'en', term: 'city', keys: ['list.filter.city', 'form.field.city', 'detail.attr.municipality', 'search.label', 'search.placeholder'], avoid: /municipalit/i },
		{ locale: 'nl', term: 'units', keys: ['project.unitsLabel', 'detail.closed.sold_out'], avoid: /eenhe/i },
	] as const)('$locale says "$term" everywhere', ({ locale, term, keys, avoid }) => {
		for (const key of keys) expect(dict(locale)[key]?.toLowerCase(), key).toContain(term.toLowerCase());
		const found = Object.entries(dict(locale)).filter(([, text]) => avoid.test(text)).map(([key]) => key);
		expect(found).toEqual([]);
	});

	test('de never calls the property type "Art" nor the types "Arten" (the kind of an owner\'s history entry is one)', () => {
		const found = Object.entries(dict('de')).filter(([key, text]) => key !== 'portal.history.type' && /\bArt(en)?\b/.test(text)).map(([key]) => key);
		expect(found).toEqual([]);
	});
});

describe('Quotation marks: each language quotes with its typographic marks (nl and en “…”, fr «\u00a0…\u00a0», de „…“), mails too', () => {
	test.each(locales)('%s has no straight double quote', (locale) => {
		const found = Object.entries(dictionaries[locale] as Record<string, string>).filter(([, text]) => text.includes('"')).map(([key]) => key);
		expect(found).toEqual([]);
	});
});
