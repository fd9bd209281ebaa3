/** Markdown building blocks of the report. */

/**
 * A Markdown table; pipes in cells are escaped.
 * @example markdownTable(['a', 'b'], [['1', '2']]) // => '| a | b |\n| --- | --- |\n| 1 | 2 |'
 */
export function markdownTable(
	headers: readonly string[],
	rows: readonly (readonly string[])[],
): string {
	const line = (cells: readonly string[]) =>
		`| ${cells.map((c) => c.replace(/\|/g, '\\|').replace(/\n/g, ' ')).join(' | ')} |`;
	return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * A pass or fail mark for a target.
 * @example mark(true) // => 'pass'
 */
export const mark = (pass: boolean): string => (pass ? 'pass' : 'FAIL');

/**
 * Notes as a bullet list, or nothing when there are none.
 * @example bullets(['a']) // => '- a'
 */
export function bullets(notes: readonly string[]): string {
	return notes.map((n) => `- ${n}`).join('\n');
}
