import { describe, expect, test } from 'vitest';
import { colClasses, copyrightLine, footerColumnView, telHref, type FooterColumnSource } from '../../../src/lib/chrome/footer.ts';
import { siteLinkIn } from '../../../src/lib/chrome/site-link.ts';
import { topBarLinks, type HeaderLinkSource } from '../../../src/lib/chrome/top-bar.ts';
import { pathTable, type OtherLocale } from '../../../i18n/paths.ts';

/** No page of the site has another language (the tests whose links are not about that). */
const noPage = () => undefined;
/** The path table's page in a language, as the chrome looks it up. */
const tablePathIn = (locale: OtherLocale) => (key: string) => (key in pathTable ? pathTable[key as keyof typeof pathTable][locale] : undefined);

const text = (nl: string, fr = nl, de = '') => ({ nl, fr, en: nl, de });
const column = (flags: [boolean, boolean, boolean], images: FooterColumnSource['images'] = []): FooterColumnSource => ({
	title: { text: text('Titel', 'Titre'), public: flags[0] },
	introText: { text: text('Intro', 'Intro fr'), public: flags[1] },
	fullText: { text: text('Vol', 'Complet'), public: flags[2] },
	images,
	col: { sm: 12, md: 6, lg: 4 },
});

describe('spec §3 footer column: each text shown only when its public flag is true', () => {
	const cases = [
		{ flags: [true, true, true] as [boolean, boolean, boolean], expected: ['Titre', 'Intro fr', 'Complet'] },
		{ flags: [true, true, false] as [boolean, boolean, boolean], expected: ['Titre', 'Intro fr', undefined] },
		{ flags: [false, true, false] as [boolean, boolean, boolean], expected: [undefined, 'Intro fr', undefined] },
		{ flags: [false, false, false] as [boolean, boolean, boolean], expected: [undefined, undefined, undefined] },
	];
	test.each(cases)('flags $flags show $expected', ({ flags, expected }) => {
		const view = footerColumnView(column(flags), 'fr', { host: null }, noPage);
		expect([view.title?.text, view.intro?.text, view.full?.text]).toEqual(expected);
	});

	test('an empty German text falls back to Dutch with lang nl', () => {
		expect(footerColumnView(column([true, true, true]), 'de', { host: null }, noPage).intro).toEqual({ text: 'Intro', lang: 'nl' });
	});

	test('only public images are kept, with their URL and localized alt', () => {
		const photo = { Url: 'badge', Width: 500, Height: 200 };
		const view = footerColumnView(
			column([true, true, true], [
				{ photo, alt: text('Keurmerk', 'Label'), public: true, link: '/x/' },
				{ photo, alt: text('Intern', 'Interne'), public: false },
			]),
			'fr',
			{ host: null },
			noPage,
		);
		expect(view.images).toEqual([{ src: '/demo-images/badge-250.jpg', width: 250, height: 100, alt: { text: 'Label', lang: 'fr' }, link: '/x/' }]);
	});
});

describe('spec §3 footer column: col sizes sm/md/lg on a 12-column grid', () => {
	const cases = [
		{ col: { sm: 12, md: 6, lg: 4 }, expected: 'col-sm-12 col-md-6 col-lg-4' },
		{ col: { sm: 6, md: 12, lg: 3 }, expected: 'col-sm-6 col-md-12 col-lg-3' },
	];
	test.each(cases)('maps $col to $expected', ({ col, expected }) => {
		expect(colClasses(col)).toBe(expected);
	});
});

describe('spec §2 footer: copyright line with the year', () => {
	const cases = [
		{ text: '© {year} Immo BV', expected: '© 2027 Immo BV' },
		{ text: '© {YEAR} Immo BV', expected: '© 2027 Immo BV' },
		{ text: '© 2026 Immo BV. Alle rechten voorbehouden.', expected: '© 2026 Immo BV. Alle rechten voorbehouden.' },
		{ text: 'Immo BV', expected: '© 2027 Immo BV' },
		{ text: '© Immo BV', expected: '© 2027 Immo BV' },
		{ text: '  ', expected: '© 2027 Fallback BV' },
	];
	test.each(cases)('writes "$text" as "$expected"', ({ text, expected }) => {
		expect(copyrightLine(text, 2027, '© 2027 Fallback BV')).toBe(expected);
	});
});

describe('spec §3 header link: top bar shows only Published links, on their side', () => {
	const link = (label: string, side: 'left' | 'right', status: string): HeaderLinkSource => ({ label: text(label, `${label} fr`), link: `https://x/${label}`, side, status });
	test('filters by status and splits by side in order', () => {
		const sides = topBarLinks(
			[link('tel', 'left', 'Published'), link('fb', 'right', 'Published'), link('yt', 'right', 'Draft'), link('mail', 'left', 'Published'), link('old', 'left', 'Archived')],
			'fr',
			noPage,
		);
		expect(sides.left.map((l) => l.label.text)).toEqual(['tel fr', 'mail fr']);
		expect(sides.right.map((l) => l.label.text)).toEqual(['fb fr']);
	});
});

describe('spec §2 path table: a configured link to a page of the site leads to that page in the page language', () => {
	const cases = [
		{ link: '/contact/', locale: 'fr', expected: '/fr/contact/' },
		{ link: '/contact/', locale: 'de', expected: '/de/kontakt/' },
		{ link: '/contact-demand/?ref=topbar#form', locale: 'en', expected: '/en/free-valuation/?ref=topbar#form' },
		{ link: '/Qui-sommes-nous', locale: 'en', expected: '/en/about-us/' },
		{ link: '/demo-documents/brochure.pdf', locale: 'fr', expected: '/demo-documents/brochure.pdf' },
		{ link: 'https://www.facebook.com/immo', locale: 'de', expected: 'https://www.facebook.com/immo' },
		{ link: 'tel:+3226401234', locale: 'fr', expected: 'tel:+3226401234' },
		{ link: 'mailto:info@immo.example', locale: 'en', expected: 'mailto:info@immo.example' },
	] as const;
	test.each(cases)('$link on a $locale page is $expected', ({ link, locale, expected }) => {
		expect(siteLinkIn(link, tablePathIn(locale))).toBe(expected);
	});

	test('the top bar and the footer images use it', () => {
		const header: HeaderLinkSource = { label: text('Contact'), link: '/contact/', side: 'left', status: 'Published' };
		expect(topBarLinks([header], 'de', tablePathIn('de')).left[0]?.href).toBe('/de/kontakt/');
		const photo = { Url: 'badge', Width: 500, Height: 200 };
		const view = footerColumnView(column([true, true, true], [{ photo, alt: text('Keurmerk'), public: true, link: '/services/' }]), 'de', { host: null }, tablePathIn('de'));
		expect(view.images[0]?.link).toBe('/de/dienstleistungen/');
	});
});

describe('footer identity: the agency phone links in international form (Belgium +32)', () => {
	const cases = [
		{ phone: '026401234', expected: 'tel:+3226401234' },
		{ phone: '0475/12.34.56', expected: 'tel:+32475123456' },
		{ phone: '+352 26 12 34', expected: 'tel:+352261234' },
		{ phone: '0032 2 640 12 34', expected: 'tel:+3226401234' },
	];
	test.each(cases)('links $phone as $expected', ({ phone, expected }) => {
		expect(telHref(phone)).toBe(expected);
	});
});

describe('spec §5 phone rule in tel: links: no trunk (0) after the country code, an extension as ;ext= (RFC 3966)', () => {
	const cases = [
		{ phone: '+32 (0)2 640 12 34', expected: 'tel:+3226401234' },
		{ phone: '+32 (0)475 12 34 56', expected: 'tel:+32475123456' },
		{ phone: '+32 0475 12 34 56', expected: 'tel:+32475123456' },
		{ phone: '0032 (0)2 640 12 34', expected: 'tel:+3226401234' },
		{ phone: '0032 0475 12 34 56', expected: 'tel:+32475123456' },
		{ phone: '+352 (0)26 12 34', expected: 'tel:+352261234' },
		{ phone: '0475 12 34 56 ext 2', expected: 'tel:+32475123456;ext=2' },
		{ phone: '02 640 12 34 toestel 12', expected: 'tel:+3226401234;ext=12' },
		{ phone: '+32 (0)2 640 12 34 x5', expected: 'tel:+3226401234;ext=5' },
	];
	test.each(cases)('links $phone as $expected', ({ phone, expected }) => {
		expect(telHref(phone)).toBe(expected);
	});
});
