import { describe, expect, test } from 'vitest';
import { withListFilter } from '../../../src/lib/listing/carry-filter.ts';

const choices = {
	cities: [
		{ name: 'Gent', zip: '9000' },
		{ name: 'Liège', zip: '4000' },
	],
	types: [{ webId: 1 }, { webId: 2 }],
};

describe('spec §2 language switcher on a list page: the links keep the valid city and type, nothing else', () => {
	const cases = [
		{ rule: 'city and type are carried', href: '/en/for-sale/', search: '?city=Gent|9000&type=2', expected: '/en/for-sale/?city=Gent|9000&type=2' },
		{ rule: 'a type alone is carried', href: '/fr/a-louer/', search: '?type=1', expected: '/fr/a-louer/?type=1' },
		{ rule: 'the city goes by the name the list reads', href: '/de/zu-verkaufen/', search: '?city=liege%7C4000', expected: '/de/zu-verkaufen/?city=Li%C3%A8ge|4000' },
		{ rule: 'the page number of the link is kept', href: '/en/for-sale/3/', search: '?type=2', expected: '/en/for-sale/3/?type=2' },
		{ rule: 'other parameters of the page stay behind', href: '/en/for-sale/', search: '?utm_source=x&type=2&page=4', expected: '/en/for-sale/?type=2' },
		{ rule: 'an unknown city is left behind', href: '/en/for-sale/', search: '?city=Atlantis|0000&type=2', expected: '/en/for-sale/?type=2' },
		{ rule: 'a type not offered is left behind', href: '/en/for-sale/', search: '?city=Gent|9000&type=7', expected: '/en/for-sale/?city=Gent|9000' },
		{ rule: 'a type that is not a number is left behind', href: '/en/for-sale/', search: '?type=2abc', expected: '/en/for-sale/' },
		{ rule: 'no query leaves the link as it is', href: '/en/for-sale/', search: '', expected: '/en/for-sale/' },
		{ rule: "the link's own query and hash are kept, its filter replaced", href: '/en/for-sale/?view=map&type=1#list', search: '?type=2', expected: '/en/for-sale/?view=map&type=2#list' },
	];
	test.each(cases)('$rule: $href with $search -> $expected', ({ href, search, expected }) => {
		expect(withListFilter(href, search, choices)).toBe(expected);
	});
});
