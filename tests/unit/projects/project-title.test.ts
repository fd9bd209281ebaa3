import { describe, expect, test } from 'vitest';
import { projectTitleOf } from '../../../src/lib/projects/project-title.ts';

describe('a project title: a blank French, English or German title falls back on the Dutch one (README, data export)', () => {
	const dutch = { Title: 'Residentie Parkzicht' };
	test.each([
		{ rule: 'its own title', locale: 'de' as const, own: { Title: 'Residenz Parkblick' }, expected: { text: 'Residenz Parkblick', fallback: false } },
		{ rule: 'a blank German title: the Dutch one, marked as a fallback', locale: 'de' as const, own: { Title: '' }, expected: { text: 'Residentie Parkzicht', fallback: true } },
		{ rule: 'a whitespace-only French title: the Dutch one', locale: 'fr' as const, own: { Title: '  ' }, expected: { text: 'Residentie Parkzicht', fallback: true } },
		{ rule: 'no English record: the Dutch one', locale: 'en' as const, own: undefined, expected: { text: 'Residentie Parkzicht', fallback: true } },
		{ rule: 'the Dutch page: its own, no fallback', locale: 'nl' as const, own: dutch, expected: { text: 'Residentie Parkzicht', fallback: false } },
		{ rule: 'spaces around a title are trimmed', locale: 'en' as const, own: { Title: ' Parkzicht Residence ' }, expected: { text: 'Parkzicht Residence', fallback: false } },
	])('$rule', ({ locale, own, expected }) => {
		expect(projectTitleOf(own, dutch, locale)).toEqual(expected);
	});

	test('no title in either record: null', () => {
		expect(projectTitleOf({ Title: '' }, { Title: ' ' }, 'de')).toBeNull();
	});
});
