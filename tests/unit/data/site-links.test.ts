import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { LinkSchema } from '../../../src/schemas/index.ts';
import { demoExport, issuesOf, type RawRecord } from './support/demo-export.ts';

const message = 'Expected an http(s) URL, a mailto: or tel: link, or a path of the site starting with /';

describe('header and footer links (spec §3 header link, footer column images)', () => {
	test.each([
		{ link: 'https://www.facebook.com/immodrieland', valid: true },
		{ link: 'http://example.be/page', valid: true },
		{ link: 'mailto:info@immo-drieland.example', valid: true },
		{ link: 'tel:+3226401234', valid: true },
		{ link: 'tel:+32 2 640 12 34', valid: true },
		{ link: '/contact/', valid: true },
		{ link: '/', valid: true },
		{ link: 'javascript:alert(document.domain)', valid: false },
		{ link: 'JavaScript:alert(1)', valid: false },
		{ link: ' javascript:alert(1)', valid: false },
		{ link: 'data:text/html,<script>alert(1)</script>', valid: false },
		{ link: '//evil.example/x', valid: false },
		{ link: '/\\evil.example/x', valid: false },
		{ link: 'https://', valid: false },
		{ link: 'mailto:', valid: false },
		{ link: 'tel:call-me', valid: false },
		{ link: 'contact', valid: false },
		{ link: '', valid: false },
	])('$link', ({ link, valid }) => {
		const result = v.safeParse(LinkSchema, link);
		expect(result.success).toBe(valid);
		if (!result.success) expect(result.issues[0].message).toBe(message);
	});
});

function siteIssues(change: (site: RawRecord) => void) {
	const raw = demoExport();
	change(raw.site as RawRecord);
	return issuesOf(raw);
}

test('a javascript: header link stops the build, named by its place in site.json', () => {
	const issues = siteIssues((site) => (((site['headerLinks'] as RawRecord[])[1]!)['link'] = 'javascript:alert(document.domain)'));
	expect(issues).toEqual([{ file: 'site.json', record: 'site config', path: 'headerLinks[1].link', message }]);
});

test('a javascript: footer image link stops the build, named by its place in site.json', () => {
	const issues = siteIssues((site) => {
		const column = (site['footerColumns'] as RawRecord[])[0]!;
		column['images'] = [
			{
				photo: { ID: 1, Url: '/logo.svg', Width: 100, Height: 40, Name: 'logo' },
				alt: { nl: 'Logo', fr: 'Logo', en: 'Logo', de: 'Logo' },
				link: 'javascript:alert(7)',
				public: true,
			},
		];
	});
	expect(issues).toEqual([{ file: 'site.json', record: 'site config', path: 'footerColumns[0].images[0].link', message }]);
});
