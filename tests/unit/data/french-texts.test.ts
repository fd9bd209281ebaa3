import { describe, expect, test } from 'vitest';
import { frenchTexts, straightApostrophes } from '../../../src/lib/data/french-texts.ts';

describe('frenchTexts: the French texts of an export value (French typography checks read them)', () => {
	const cases = [
		{ rule: 'every text of a French record', value: { Language: 'fr', Title: 'Vue', Details: { Kitchen: 'Équipée' } }, expected: [['Title', 'Vue'], ['Details.Kitchen', 'Équipée']] },
		{ rule: 'nothing of a Dutch record', value: { Language: 'nl', Title: "Villa's" }, expected: [] },
		{ rule: 'the fr value of a per-language text', value: { title: { nl: 'Uren', fr: 'Heures', en: 'Hours' } }, expected: [['title.fr', 'Heures']] },
		{ rule: 'no URL, file name or code', value: { Language: 'fr', Url: "/l'a.pdf", RecordFile: 'IDL-1', Documents: [{ Name: 'Plan.pdf', Url: '/p.pdf' }] }, expected: [['Documents[0].Name', 'Plan.pdf']] },
	] as const;
	test.each(cases)('$rule', ({ value, expected }) => {
		expect(frenchTexts(value)).toEqual(expected);
	});
});

describe('straightApostrophes: French writes ’ (U+2019), not a straight apostrophe', () => {
	test.each([
		{ text: "prêts à l'emploi", expected: [" à l'emplo"] },
		{ text: 'prêts à l’emploi', expected: [] },
		{ text: "Zone d'habitat, l'ouest", expected: ["ne d'habit", "t, l'ouest"] },
	])('$text', ({ text, expected }) => {
		expect(straightApostrophes(text)).toEqual(expected);
	});
});
