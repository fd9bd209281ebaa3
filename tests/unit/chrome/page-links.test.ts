import { describe, expect, test } from 'vitest';
import { pathTable } from '../../../i18n/paths.ts';
import { resolveMenu } from '../../../src/lib/chrome/menu.ts';
import { deadMenuIssues, draftChromeLinkIssues } from '../../../src/lib/chrome/page-links.ts';
import { siteLinkKey } from '../../../src/lib/chrome/site-link.ts';
import { parseDataSet } from '../../../src/lib/data/parse-data.ts';
import { draftPagesOf } from '../../../src/routing/published.ts';
import { demoExport, type RawRecord } from '../data/support/demo-export.ts';

const draft = new Set(['/services/']);

describe('spec §4 "Pages: Published": a Published menu entry that leads to a Draft page stops the build, naming the entry and the page', () => {
	test.each([
		{
			rule: 'an entry to a Draft page is named as leading to a Draft page',
			dead: [{ at: 'menu[4]', path: 'services', key: '/services/' }],
			expected: [{ file: 'site.json', record: 'site config', path: 'menu[4].path', message: 'Published menu entry "services" leads to /services/, a Draft page of pages.json, which is not built; publish that page or set the entry to Draft' }],
		},
		{
			rule: 'an entry to no page at all keeps its message',
			dead: [{ at: 'menu[5].childMenus[1]', path: 'Vacatures', key: '/qui-sommes-nous/vacatures/' }],
			expected: [
				{
					file: 'site.json',
					record: 'site config',
					path: 'menu[5].childMenus[1].path',
					message: `Published menu entry "Vacatures" leads to /qui-sommes-nous/vacatures/, which is no page of the site (neither a page of the path table nor an article's page); publish that page or set the entry to Draft`,
				},
			],
		},
	])('$rule', ({ dead, expected }) => {
		expect(deadMenuIssues(dead, draft)).toEqual(expected);
	});

	test('the demo menu with its services page set to Draft: the services entry is dead and named as a Draft page', () => {
		const raw = demoExport();
		(raw.pages as RawRecord[]).find((p) => p['path'] === '/services/')!['status'] = 'Draft';
		const data = parseDataSet(raw);
		const hidden = draftPagesOf(data.pages);
		const { dead } = resolveMenu(data.site.menu, (key) => key in pathTable && !hidden.has(key as keyof typeof pathTable));
		expect(deadMenuIssues(dead, hidden).map((i) => [i.path, i.message.includes('a Draft page of pages.json')])).toEqual([['menu[4].path', true]]);
	});
});

describe('spec §4 "Pages: Published": a Published header link or a public footer image link to a Draft page stops the build', () => {
	const header = (link: string, status = 'Published') => ({ headerLinks: [{ link, status }], footerColumns: [] });
	const footer = (link: string | null, isPublic = true) => ({ headerLinks: [], footerColumns: [{ images: [] }, { images: [{ link: '/contact/', public: true }, { link, public: isPublic }] }] });
	test.each([
		{ rule: 'a header link to a Draft page', site: header('/services/'), expected: ['headerLinks[0].link'] },
		{ rule: 'written without its slash, in capitals, with a fragment', site: header('/Services#team'), expected: ['headerLinks[0].link'] },
		{ rule: 'a Draft header link is not shown: no error', site: header('/services/', 'Draft'), expected: [] },
		{ rule: 'a header link to a Published page', site: header('/contact/'), expected: [] },
		{ rule: 'an external link', site: header('https://example.be/services/'), expected: [] },
		{ rule: 'a public footer image link to a Draft page', site: footer('/services/?x=1'), expected: ['footerColumns[1].images[1].link'] },
		{ rule: 'a footer image that is not public: no error', site: footer('/services/', false), expected: [] },
		{ rule: 'a footer image without a link', site: footer(null), expected: [] },
	])('$rule', ({ site, expected }) => {
		expect(draftChromeLinkIssues(site, draft).map((i) => i.path)).toEqual(expected);
	});

	test.each([
		{ link: '/Contact#form', expected: '/contact/' },
		{ link: '/services/?a=1', expected: '/services/' },
		{ link: 'mailto:info@immo.example', expected: undefined },
		{ link: 'https://example.be/', expected: undefined },
	])('siteLinkKey maps $link to $expected', ({ link, expected }) => {
		expect(siteLinkKey(link)).toBe(expected);
	});
});
