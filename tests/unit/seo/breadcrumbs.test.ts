import { describe, expect, test } from 'vitest';
import { breadcrumbList } from '../../../src/lib/seo/breadcrumbs.ts';

describe('design: breadcrumbs emit a schema.org BreadcrumbList', () => {
	const cases = [
		{
			items: [{ label: 'Accueil', href: '/fr/' }, { label: 'À vendre', href: '/fr/a-vendre/' }, { label: 'Maison' }],
			expected: [
				{ '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://x.be/fr/' },
				{ '@type': 'ListItem', position: 2, name: 'À vendre', item: 'https://x.be/fr/a-vendre/' },
				{ '@type': 'ListItem', position: 3, name: 'Maison' },
			],
		},
		{ items: [{ label: 'Home', href: '/' }], expected: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.be/' }] },
		{ items: [], expected: [] },
	];
	test.each(cases)('builds $items.length items', ({ items, expected }) => {
		expect(breadcrumbList('https://x.be/', items)).toEqual({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: expected });
	});
});
