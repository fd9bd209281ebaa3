import { describe, expect, test } from 'vitest';
import { bodyToBlocks } from '../../../src/lib/content/body.ts';

describe('legal pages: long text with headings from the Body paragraphs', () => {
	const cases = [
		{ name: 'plain paragraphs', input: ['Een.', 'Twee.'], expected: [{ kind: 'paragraph', text: 'Een.' }, { kind: 'paragraph', text: 'Twee.' }] },
		{ name: '## is a heading with an id', input: ['## Uw rechten', 'Tekst.'], expected: [{ kind: 'heading', depth: 1, text: 'Uw rechten', id: 'uw-rechten' }, { kind: 'paragraph', text: 'Tekst.' }] },
		{ name: '### is a sub-heading', input: ['### Bewaring'], expected: [{ kind: 'heading', depth: 2, text: 'Bewaring', id: 'bewaring' }] },
		{ name: 'repeated headings get unique ids', input: ['## Cookies', '## Cookies'], expected: [{ kind: 'heading', depth: 1, text: 'Cookies', id: 'cookies' }, { kind: 'heading', depth: 1, text: 'Cookies', id: 'cookies-2' }] },
		{ name: 'consecutive - items form one list', input: ['- a', '- b', 'Na.'], expected: [{ kind: 'list', items: ['a', 'b'] }, { kind: 'paragraph', text: 'Na.' }] },
		{ name: 'blank paragraphs are dropped', input: ['', '  ', 'Iets.'], expected: [{ kind: 'paragraph', text: 'Iets.' }] },
		{ name: '#hashtag without space stays text', input: ['#immo'], expected: [{ kind: 'paragraph', text: '#immo' }] },
	];
	test.each(cases)('$name', ({ input, expected }) => {
		expect(bodyToBlocks(input)).toEqual(expected);
	});
});
