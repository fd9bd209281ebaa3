import { describe, expect, test } from 'vitest';
import { withFrenchSpacing } from '../../../src/lib/data/french-spacing.ts';
import { parseDataSet } from '../../../src/lib/data/parse-data.ts';
import { demoExport, type RawRecord } from './support/demo-export.ts';

/** The demo export with one listing's and one project's French and Dutch texts typed as the CRM types them. */
function spaced() {
	const raw = demoExport();
	const listing = (language: string) => (raw.properties as RawRecord[]).find((p) => p['ID'] === 1005 && p['Language'] === language)!;
	const project = (language: string) => (raw.projects as RawRecord[]).find((p) => p['Language'] === language)!;
	for (const record of [listing('fr'), listing('nl'), project('fr'), project('nl')]) {
		record['Title'] = 'Coup de cœur ! Vue : « mer »';
		record['Description'] = 'Prix : sur demande ; libre ?';
	}
	return withFrenchSpacing(parseDataSet(raw));
}

describe('French listing and project texts are written with no-break spaces before : ; ? ! » and after «, as every French text of the site', () => {
	const data = spaced();
	const listing = (language: string) => data.properties.find((p) => p.ID === 1005 && p.Language === language)!;
	const project = (language: string) => data.projects.find((p) => p.Language === language)!;

	test.each([
		{ record: 'listing', of: () => listing('fr') },
		{ record: 'project', of: () => project('fr') },
	])('the French $record: title and description', ({ of }) => {
		expect([of().Title, of().Description]).toEqual(['Coup de cœur\u00a0! Vue\u00a0: «\u00a0mer\u00a0»', 'Prix\u00a0: sur demande\u00a0; libre\u00a0?']);
	});

	test.each([
		{ record: 'listing', of: () => listing('nl') },
		{ record: 'project', of: () => project('nl') },
	])('the Dutch $record keeps its plain spaces', ({ of }) => {
		expect([of().Title, of().Description]).toEqual(['Coup de cœur ! Vue : « mer »', 'Prix : sur demande ; libre ?']);
	});

	test('a French text without such a space is the very same string', () => {
		const plain = parseDataSet(demoExport());
		const before = plain.properties.filter((p) => p.Language === 'fr' && !/[ \t][:;?!»]|«[ \t]/.test(p.Description)).map((p) => p.Description);
		const after = withFrenchSpacing(plain).properties.filter((p) => p.Language === 'fr' && before.includes(p.Description));
		expect(after.length).toBe(before.length);
		expect(before.length).toBeGreaterThan(0);
	});
});
