import { describe, expect, test } from 'vitest';
import { withCarriedQuery } from '../../../src/lib/chrome/carry-query.ts';

const token = 'A'.repeat(43);

describe('the language switcher keeps what a page is about: shared favourites (ids) and newsletter links (token)', () => {
	test.each([
		{ rule: 'a shared list goes along', href: '/fr/favoris/', search: '?ids=1144,1116', names: ['ids'], expected: '/fr/favoris/?ids=1144,1116' },
		{ rule: 'ids are read as the page reads them', href: '/fr/favoris/', search: '?ids=1144,x,1144,1116', names: ['ids'], expected: '/fr/favoris/?ids=1144,1116' },
		{ rule: 'no readable id, nothing carried', href: '/fr/favoris/', search: '?ids=x', names: ['ids'], expected: '/fr/favoris/' },
		{ rule: 'other parameters stay behind', href: '/en/contact/', search: '?utm_source=mail&ids=1001', names: ['ids'], expected: '/en/contact/?ids=1001' },
		{ rule: 'a token of the right shape goes along', href: '/fr/confirmer-newsletter/', search: `?token=${token}`, names: ['token'], expected: `/fr/confirmer-newsletter/?token=${token}` },
		{ rule: 'a token of another shape stays behind', href: '/fr/confirmer-newsletter/', search: '?token=abc', names: ['token'], expected: '/fr/confirmer-newsletter/' },
		{ rule: 'only the names the page carries', href: '/fr/favoris/', search: `?token=${token}`, names: ['ids'], expected: '/fr/favoris/' },
		{ rule: 'an unknown name carries nothing', href: '/fr/favoris/', search: '?city=x', names: ['city'], expected: '/fr/favoris/' },
		{ rule: 'a hash stays last', href: '/fr/favoris/#top', search: '?ids=1', names: ['ids'], expected: '/fr/favoris/?ids=1#top' },
	])('$rule', ({ href, search, names, expected }) => {
		expect(withCarriedQuery(href, search, names)).toBe(expected);
	});
});
