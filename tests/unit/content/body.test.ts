import { describe, expect, test } from 'vitest';
import { bodyToBlocks } from '../../../src/lib/content/body.ts';
import { createIdRegistry } from '../../../src/lib/content/page-ids.ts';

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

describe('heading ids unique on the page: the page registry hands them out', () => {
	test.each([
		{ rule: 'a second body with the same heading gets -2 (collapse view on /services/)', reserved: [], bodies: [['## Wat kost het?'], ['## Wat kost het?']], ids: [['wat-kost-het'], ['wat-kost-het-2']] },
		{ rule: 'a heading never takes a chrome id', reserved: ['cookie-settings', 'main'], bodies: [['## Cookie settings', '## Main']], ids: [['cookie-settings-2', 'main-2']] },
		{ rule: 'the first heading keeps its anchor', reserved: ['main'], bodies: [['## Uw rechten', '## Uw rechten']], ids: [['uw-rechten', 'uw-rechten-2']] },
		{ rule: 'a heading whose slug is a generated id does not repeat it', reserved: [], bodies: [['## Cookies', '## Cookies 2', '## Cookies']], ids: [['cookies', 'cookies-2', 'cookies-3']] },
	])('$rule', ({ reserved, bodies, ids }) => {
		const page = createIdRegistry(reserved);
		const got = bodies.map((body) => bodyToBlocks(body, page.claim).flatMap((b) => (b.kind === 'heading' ? [b.id] : [])));
		expect(got).toEqual(ids);
	});
});
