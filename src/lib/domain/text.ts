/**
 * Text rules: description and title truncation (spec §5, §2) and path slugs (spec §2).
 *
 * Choices where the spec is silent:
 * - Lengths count characters as code points (an emoji is one, as a reader counts it), never UTF-16
 *   units; a cut never splits a surrogate pair. A letter and its combining accent written apart
 *   (`e` + U+0301) are two code points; the exports write accented letters precomposed.
 * - Truncation looks for the last breaking whitespace at or before `limit` (a word ending exactly
 *   at the limit is kept whole). The no-break spaces (U+00A0, U+202F, U+2007, U+FEFF) are not
 *   breaking: French writes them inside numbers and before units (`22 275 m²`), and a cut there
 *   would leave "22…". It cuts there only if that position is strictly beyond 80 % of the limit
 *   (`> 0.8 * limit`), otherwise at `limit` itself. Trailing whitespace and the punctuation that
 *   would stand before the ellipsis (`, ; : . - –`) are dropped and `…` (one character, U+2026)
 *   is appended, so a description is at most `limit + 1` characters long; a dropdown title, which
 *   the spec truncates "to 100 characters", is cut one sooner and is at most 100 with its ellipsis.
 * - Slugs strip punctuation without leaving a separator (`L'Île` → `lile`, as the spec says
 *   "stripped of punctuation"); hyphens and whitespace are the only word separators. Compatibility
 *   forms are decomposed first (NFKD: `m²` → `m2`, `ﬁ` → `fi`), so no path segment holds a
 *   character browsers percent-encode. Letters that Unicode does not decompose are folded by hand
 *   (`œ` → `oe`, `æ` → `ae`, `ß` → `ss`, `ø` → `o`, `ł` → `l`); other letters and digits of any
 *   script are kept.
 * - A slug is at most `slugMaxLength` (80) characters, counted in code points, and at most
 *   `slugMaxBytes` (240) bytes of UTF-8, so that no path segment reaches the file systems' limit of
 *   255 bytes per name (a Greek or Hebrew letter takes two bytes, a CJK one three or four). A longer
 *   slug is cut after its last whole word that fits; a first word longer than the limit is cut at
 *   the limit itself. The cut comes last, so a slug never ends with a hyphen.
 */

/** Default length limit of property descriptions (spec §5). */
export const descriptionLimit = 250;

/** Length limit of property titles in the search dropdown (spec §2). */
export const dropdownTitleLimit = 100;

/** Share of the limit beyond which a cut moves back to the last space (spec §5: 80 %). */
export const wordCutThreshold = 0.8;

/** Whitespace a line may break at: any but the no-break spaces (U+00A0, U+2007, U+202F, U+FEFF). */
const breakingSpace = /[^\S\u00A0\u2007\u202F\uFEFF]/u;

/** Whitespace and the punctuation that should not stand before an ellipsis (`,…` `.…` `-…`). */
const endBeforeEllipsis = /[\s,;:.\-–]+$/u;

/** Finds the index of the last breaking whitespace character at or before `from`, or -1. */
function lastWhitespaceAtOrBefore(chars: readonly string[], from: number): number {
	for (let i = Math.min(from, chars.length - 1); i >= 0; i--) {
		if (breakingSpace.test(chars[i]!)) return i;
	}
	return -1;
}

/**
 * Shortens a text to `limit` characters (code points), preferring a breaking space past 80 %, and
 * adds `…` after the last word, without the punctuation or spaces before it.
 * @example truncateDescription('Ruime woning met tuin', 12) // => 'Ruime woning…'
 * @example truncateDescription('Ruim, licht huis', 5) // => 'Ruim…'
 */
export function truncateDescription(text: string, limit: number = descriptionLimit): string {
	// UTF-16 units are never fewer than code points: a text that short needs no counting.
	if (text.length <= limit) return text;
	// Nor more than twice as many: only the head a cut can fall in is split into code points
	// (a listing's description runs to thousands of characters, and is cut on every card).
	const head = 2 * limit + 2;
	const chars = Array.from(text.length > head ? text.slice(0, head) : text);
	if (chars.length <= limit) return text;
	let cut = limit;
	const space = lastWhitespaceAtOrBefore(chars, limit);
	if (space > limit * wordCutThreshold) cut = space;
	return `${chars.slice(0, cut).join('').replace(endBeforeEllipsis, '')}…`;
}

/**
 * Shortens a property title for the search dropdown to at most 100 characters (code points), the
 * ellipsis included (spec §2 "truncated to 100 characters"): the description's rule with the cut
 * one character sooner, so a title of 100 characters or fewer is shown whole.
 * @example truncateTitle('Villa'.repeat(30)).length // => 100
 */
export function truncateTitle(text: string, limit: number = dropdownTitleLimit): string {
	return text.length <= limit || Array.from(text).length <= limit ? text : truncateDescription(text, limit - 1);
}

/** Longest slug, in characters (code points); see the module's choices. */
export const slugMaxLength = 80;

/** Longest slug, in bytes of UTF-8: three bytes for each of 80 characters of most scripts. */
export const slugMaxBytes = 240;

/** Bytes of one code point in UTF-8. */
const utf8Bytes = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Cuts a slug to `slugMaxLength` characters and `slugMaxBytes` bytes, after a whole word.
 * @example cutSlug(`${'a'.repeat(40)}-${'b'.repeat(40)}`) // => 'a'.repeat(40)
 */
export function cutSlug(slug: string): string {
	// At most 80 UTF-16 units are at most 80 code points and 240 bytes (3 per unit at most).
	if (slug.length <= slugMaxLength) return slug;
	const chars = Array.from(slug);
	let fit = 0;
	let bytes = 0;
	while (fit < chars.length && fit < slugMaxLength) {
		const next = bytes + utf8Bytes(chars[fit]!.codePointAt(0)!);
		if (next > slugMaxBytes) break;
		bytes = next;
		fit += 1;
	}
	if (fit === chars.length) return slug;
	const head = chars.slice(0, fit).join('');
	if (chars[fit] === '-') return head;
	const hyphen = head.lastIndexOf('-');
	return hyphen > 0 ? head.slice(0, hyphen) : head;
}

const unfoldedLetters: Readonly<Record<string, string>> = {
	œ: 'oe',
	æ: 'ae',
	ß: 'ss',
	ø: 'o',
	ł: 'l',
};

/**
 * Turns a title into a path segment: lowercase, no diacritics or punctuation, hyphens for spaces,
 * at most 80 characters (`cutSlug`).
 * @example slugify('Qui sommes-nous?') // => 'qui-sommes-nous'
 * @example slugify("L'Île") // => 'lile'
 */
export function slugify(text: string): string {
	const slug = text
		.toLowerCase()
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.replace(/[œæßøł]/g, (c) => unfoldedLetters[c] ?? c)
		.replace(/[^\p{L}\p{N}\s-]/gu, '')
		.trim()
		.replace(/[\s-]+/g, '-')
		.replace(/^-+|-+$/g, '');
	return cutSlug(slug);
}
