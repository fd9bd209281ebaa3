import { describe, expect, test } from 'vitest';
import { generateDataSet } from '../../../../src/cli/data-gen/generate.ts';
import { frenchTexts, straightApostrophes } from '../../../../src/lib/data/french-texts.ts';

describe('the generator writes the French typographic apostrophe (’, as the UI strings) in every French text', () => {
	test.each([
		{ properties: 150, seed: 2026 },
		{ properties: 300, seed: 'typography' },
	])('$properties listings, seed $seed: descriptions, titles, options, places, projects, pages and site', (options) => {
		const data = generateDataSet(options);
		const wrong = Object.entries(data).flatMap(([file, value]) =>
			frenchTexts(value).flatMap(([path, text]) => straightApostrophes(text).map((at) => `${file} ${path}: …${at}…`)),
		);
		expect(wrong).toEqual([]);
		// The check reads the texts it is meant for: French descriptions, with their elided ’.
		expect(frenchTexts(data.properties).filter(([path, text]) => path.endsWith('Description') && text.includes('’')).length).toBeGreaterThan(100);
	});
});
