import { describe, expect, test } from 'vitest';
import {
	descriptionLimit,
	slugMaxLength,
	slugify,
	truncateDescription,
	truncateTitle,
} from '../../../src/lib/domain/text.ts';

describe('spec §5 description: kept whole up to the limit', () => {
	const cases = [
		{ input: '', expected: '' },
		{ input: 'abcdefghij', expected: 'abcdefghij' },
		{ input: 'abc def gh', expected: 'abc def gh' },
	];
	test.each(cases)('limit 10: $input -> $expected', ({ input, expected }) => {
		expect(truncateDescription(input, 10)).toBe(expected);
	});
});

// Limit 10: 80 % is 8, so a space must sit at index 9 or 10 (strictly beyond 8) to be used.
describe('spec §5 description: cut at the limit, or at the last space if beyond 80 %, with ellipsis', () => {
	const cases = [
		{ input: 'abcdefghijk', expected: 'abcdefghij…' },
		{ input: 'abcdefgh ijk', expected: 'abcdefgh i…' },
		{ input: 'abcdefghi jk', expected: 'abcdefghi…' },
		{ input: 'abcdefghij k', expected: 'abcdefghij…' },
		{ input: 'abc defghijkl', expected: 'abc defghi…' },
		{ input: 'abcdefg hi jklm', expected: 'abcdefg hi…' },
		{ input: 'abcdefghi\njk', expected: 'abcdefghi…' },
		{ input: 'abcdefg   jk', expected: 'abcdefg…' },
		// The emoji is the 10th character (code point), so it is kept whole.
		{ input: 'abcdefghi😀x', expected: 'abcdefghi😀…' },
	];
	test.each(cases)('limit 10: $input -> $expected', ({ input, expected }) => {
		expect(truncateDescription(input, 10)).toBe(expected);
	});
});

// Limit 250: 80 % is 200; a space at index 200 is not beyond it, one at 201 is.
describe('spec §5 description: default limit 250', () => {
	const cases = [
		{ input: 'a'.repeat(250), expected: 'a'.repeat(250) },
		{ input: 'a'.repeat(251), expected: `${'a'.repeat(250)}…` },
		{
			input: `${'a'.repeat(200)} ${'b'.repeat(60)}`,
			expected: `${'a'.repeat(200)} ${'b'.repeat(49)}…`,
		},
		{ input: `${'a'.repeat(201)} ${'b'.repeat(60)}`, expected: `${'a'.repeat(201)}…` },
		{
			input: `${'a'.repeat(199)} ${'b'.repeat(60)}`,
			expected: `${'a'.repeat(199)} ${'b'.repeat(50)}…`,
		},
	];
	test.each(cases)('length $input.length -> $expected.length', ({ input, expected }) => {
		expect(descriptionLimit).toBe(250);
		expect(truncateDescription(input)).toBe(expected);
	});
});

describe('spec §2 search dropdown: property titles truncated to 100 characters', () => {
	const cases = [
		{ input: 'x'.repeat(100), expected: 'x'.repeat(100) },
		{ input: 'x'.repeat(101), expected: `${'x'.repeat(99)}…` },
		{ input: 'x'.repeat(130), expected: `${'x'.repeat(99)}…` },
		// The last space at or before 99 lies beyond 80 % of it (79.2): the cut moves back to it.
		{ input: `${'x'.repeat(81)} ${'y'.repeat(30)}`, expected: `${'x'.repeat(81)}…` },
		{ input: `${'x'.repeat(80)} ${'y'.repeat(30)}`, expected: `${'x'.repeat(80)}…` },
		{
			input: `${'x'.repeat(79)} ${'y'.repeat(30)}`,
			expected: `${'x'.repeat(79)} ${'y'.repeat(19)}…`,
		},
		{
			input: `${'x'.repeat(78)} ${'y'.repeat(30)}`,
			expected: `${'x'.repeat(78)} ${'y'.repeat(20)}…`,
		},
	];
	test.each(cases)('length $input.length -> $expected.length', ({ input, expected }) => {
		expect(truncateTitle(input)).toBe(expected);
		expect(truncateTitle(input).length).toBeLessThanOrEqual(100);
	});
});

describe('spec §5 description: cut only at a breaking space, never at a no-break space inside a number', () => {
	// Limit 20: 80 % is 16; each input has its last breaking space at index 17.
	const cases = [
		{ name: 'U+00A0', input: `${'x'.repeat(17)} 22\u00a0275\u00a0m²`, expected: `${'x'.repeat(17)}…` },
		{ name: 'U+202F', input: `${'x'.repeat(17)} 35\u202f000\u00a0€`, expected: `${'x'.repeat(17)}…` },
		{ name: 'U+2007', input: `${'x'.repeat(17)} 1\u2007250\u2007000`, expected: `${'x'.repeat(17)}…` },
		{ name: 'no breaking space past 80 %: cut at the limit', input: `${'x'.repeat(15)} a\u00a0b\u00a0cdefgh`, expected: `${'x'.repeat(15)} a\u00a0b…` },
		{ name: 'a tab or line break is breaking', input: `${'x'.repeat(17)}\t22\u00a0275`, expected: `${'x'.repeat(17)}…` },
	];
	test.each(cases)('limit 20, $name', ({ input, expected }) => {
		expect(truncateDescription(input, 20)).toBe(expected);
	});
});

describe('spec §5 description: the 250 characters are code points, not UTF-16 units', () => {
	const cases = [
		{ name: '250 emoji are kept whole', input: '🏡'.repeat(250), expected: '🏡'.repeat(250) },
		{ name: '251 emoji are cut after 250', input: '🏡'.repeat(251), expected: `${'🏡'.repeat(250)}…` },
		{ name: 'astral letters count one each', input: `${'𝐀'.repeat(5)} ${'x'.repeat(244)}`, expected: `${'𝐀'.repeat(5)} ${'x'.repeat(244)}` },
		{ name: 'a word cut counts the emoji before it as one', input: `${'🌳'.repeat(210)} ${'x'.repeat(60)}`, expected: `${'🌳'.repeat(210)}…` },
	];
	test.each(cases)('$name', ({ input, expected }) => {
		expect(truncateDescription(input)).toBe(expected);
		expect(Array.from(truncateDescription(input)).length).toBeLessThanOrEqual(251);
	});
});

describe('spec §2 search dropdown: 100 characters are code points, the ellipsis included', () => {
	const cases = [
		{ name: '100 emoji are shown whole', input: '🏡'.repeat(100), expected: '🏡'.repeat(100) },
		{ name: '101 emoji are cut to 99 and the ellipsis', input: '🏡'.repeat(101), expected: `${'🏡'.repeat(99)}…` },
		{ name: 'a title of 94 characters with emoji is whole', input: 'Prachtige villa 🏡🌳 '.repeat(5).trim(), expected: 'Prachtige villa 🏡🌳 '.repeat(5).trim() },
	];
	test.each(cases)('$name', ({ input, expected }) => {
		expect(truncateTitle(input)).toBe(expected);
		expect(Array.from(truncateTitle(input)).length).toBeLessThanOrEqual(100);
	});
});

describe('spec §5 description: no punctuation or space left before the ellipsis', () => {
	// Limit 10: each input is cut at the limit or at a space past 80 %, ending in the listed punctuation.
	const cases = [
		{ input: 'abcdefgh, ijkl', expected: 'abcdefgh…' },
		{ input: 'abcdefgh; ijkl', expected: 'abcdefgh…' },
		{ input: 'abcdefgh: ijkl', expected: 'abcdefgh…' },
		{ input: 'abcdefgh. Ijkl', expected: 'abcdefgh…' },
		{ input: 'abcdefgh - ijkl', expected: 'abcdefgh…' },
		{ input: 'abcdefgh – ijkl', expected: 'abcdefgh…' },
		{ input: 'abcdefghi.jkl', expected: 'abcdefghi…' },
		{ input: 'abcdefg..., ijkl', expected: 'abcdefg…' },
		{ input: 'abcdefgh! ijkl', expected: 'abcdefgh!…' },
	];
	test.each(cases)('limit 10: $input -> $expected', ({ input, expected }) => {
		expect(truncateDescription(input, 10)).toBe(expected);
	});
});

describe('spec §2 paths: lowercased, no diacritics or punctuation, spaces become hyphens', () => {
	const cases = [
		{ input: 'Qui sommes-nous?', expected: 'qui-sommes-nous' },
		{ input: 'Appartement de 68 m² avec terrasse', expected: 'appartement-de-68-m2-avec-terrasse' },
		{ input: 'Liège', expected: 'liege' },
		{ input: 'Sint-Jans-Molenbeek', expected: 'sint-jans-molenbeek' },
		{ input: "L'Île", expected: 'lile' },
		{ input: 'Rue de l’Église', expected: 'rue-de-leglise' },
		{ input: '  Privacy   statement  ', expected: 'privacy-statement' },
		{ input: 'A -- B', expected: 'a-b' },
		{ input: '-Tervuren-', expected: 'tervuren' },
		{ input: 'Ça & là, 2024!', expected: 'ca-la-2024' },
		{ input: 'Œuvre Straße Ærø Łódź', expected: 'oeuvre-strasse-aero-lodz' },
		{ input: 'Überseestraße 5a', expected: 'uberseestrasse-5a' },
		{ input: 'a_b', expected: 'ab' },
		{ input: '?!', expected: '' },
		{ input: '', expected: '' },
	];
	test.each(cases)('slug of $input -> $expected', ({ input, expected }) => {
		expect(slugify(input)).toBe(expected);
	});
});

describe('paths stay within file-system limits: a slug is at most 80 characters, cut after a whole word', () => {
	const a40 = 'a'.repeat(40);
	const cases = [
		{ name: 'a short title is unchanged', input: 'Kantoorruimte van 221 m²', expected: 'kantoorruimte-van-221-m2' },
		{ name: 'exactly 80 characters is unchanged', input: `${a40} ${'b'.repeat(39)}`, expected: `${a40}-${'b'.repeat(39)}` },
		{ name: 'one character over drops the last word', input: `${a40} ${'b'.repeat(40)}`, expected: a40 },
		{ name: 'a word ending at character 80 is kept', input: `${'a'.repeat(78)} b c`, expected: `${'a'.repeat(78)}-b` },
		{ name: 'a hyphen at character 80 is not kept', input: `${'a'.repeat(79)} b c`, expected: 'a'.repeat(79) },
		{ name: 'a first word longer than 80 is cut at 80', input: 'x'.repeat(300), expected: 'x'.repeat(80) },
		{
			name: 'a 292-character title',
			input: `${'A'.repeat(40)}${' lange titel'.repeat(21)}`,
			expected: `${'a'.repeat(40)}-lange-titel-lange-titel-lange-titel`,
		},
		{
			name: 'punctuation removed before counting',
			input: `${'Villa! '.repeat(20)}`,
			expected: Array.from({ length: 13 }, () => 'villa').join('-'),
		},
		{
			name: 'Greek letters (2 bytes each) count as characters',
			input: 'αβγδεζηθικ '.repeat(12),
			expected: Array.from({ length: 7 }, () => 'αβγδεζηθικ').join('-'),
		},
		{
			name: 'astral letters (4 bytes each) stop at 240 bytes',
			input: '𠀀'.repeat(70),
			expected: '𠀀'.repeat(60),
		},
	];
	test.each(cases)('$name', ({ input, expected }) => {
		const slug = slugify(input);
		expect(slug).toBe(expected);
		expect(Array.from(slug).length).toBeLessThanOrEqual(slugMaxLength);
		expect(Buffer.byteLength(slug, 'utf8')).toBeLessThanOrEqual(240);
	});
});
