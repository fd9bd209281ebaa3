import { describe, expect, test } from 'vitest';
import { locales } from '../../i18n/locales.ts';
import { legacyPaths, pathTable, type PageKey } from '../../i18n/paths.ts';

const rows = Object.entries(pathTable) as [PageKey, Record<'fr' | 'en' | 'de', string>][];

describe('the path table (spec §2)', () => {
	test.each(rows)('%s has a path in every language under its prefix, ending with /', (key, row) => {
		expect(key).toMatch(/^\/([a-z0-9-]+\/)*$/);
		for (const locale of locales.filter((l) => l !== 'nl')) {
			const path = row[locale];
			expect(path.startsWith(`/${locale}/`)).toBe(true);
			expect(path).toMatch(/^\/([a-z0-9-]+\/)*$/);
		}
	});

	test('paths are unique per language and reverse look-up round-trips', () => {
		for (const locale of locales) {
			const paths = rows.map(([key, row]) => (locale === 'nl' ? key : row[locale]));
			expect(new Set(paths).size).toBe(paths.length);
			const back = new Map(paths.map((p, i) => [p, rows[i]![0]]));
			rows.forEach(([key], i) => expect(back.get(paths[i]!)).toBe(key));
		}
	});

	test('every legacy CRM path redirects to a page of the table', () => {
		for (const target of Object.values(legacyPaths)) expect(target in pathTable).toBe(true);
	});
});
