import { describe, expect, test } from 'vitest';
import { bullets, mark, markdownTable } from '../../../src/bench/markdown.ts';

describe('report Markdown', () => {
	test('a table with a header line; pipes and newlines in cells cannot break it', () => {
		expect(
			markdownTable(
				['a', 'b'],
				[
					['1', 'x|y'],
					['2\n3', ''],
				],
			),
		).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |\n| 2 3 |  |');
	});
	test('marks and bullets', () => {
		expect([mark(true), mark(false)]).toEqual(['pass', 'FAIL']);
		expect(bullets(['a', 'b'])).toBe('- a\n- b');
		expect(bullets([])).toBe('');
	});
});
