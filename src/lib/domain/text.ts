/**
 * Text rules: description and title truncation (spec §5, §2) and path slugs (spec §2).
 *
 * Choices where the spec is silent:
 * - Truncation looks for the last whitespace at or before `limit` (a word ending exactly at the
 *   limit is kept whole). It cuts there only if that position is strictly beyond 80 % of the limit
 *   (`> 0.8 * limit`), otherwise at `limit` itself. Trailing whitespace is dropped and `…` (one
 *   character, U+2026) is appended, so a description is at most `limit + 1` characters long; a
 *   dropdown title, which the spec truncates "to 100 characters", is cut one sooner and is at most
 *   100 with its ellipsis.
 * - A cut never splits a surrogate pair (emoji and other astral characters).
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

/** Returns true for a UTF-16 high surrogate (first half of an astral character). */
function isHighSurrogate(code: number): boolean {
	return code >= 0xd800 && code <= 0xdbff;
}

/** Finds the index of the last whitespace character at or before `from`, or -1. */
function lastWhitespaceAtOrBefore(text: string, from: number): number {
	for (let i = Math.min(from, text.length - 1); i >= 0; i--) {
		if (/\s/.test(text.charAt(i))) return i;
	}
	return -1;
}

/**
 * Shortens a text to `limit` characters, preferring a word boundary past 80 %, and adds `…`.
 * @example truncateDescription('Ruime woning met tuin', 12) // => 'Ruime woning…'
 */
export function truncateDescription(text: string, limit: number = descriptionLimit): string {
	if (text.length <= limit) return text;
	let cut = limit;
	const space = lastWhitespaceAtOrBefore(text, limit);
	if (space > limit * wordCutThreshold) cut = space;
	if (cut > 0 && isHighSurrogate(text.charCodeAt(cut - 1))) cut -= 1;
	return `${text.slice(0, cut).trimEnd()}…`;
}

/**
 * Shortens a property title for the search dropdown to at most 100 characters, the ellipsis
 * included (spec §2 "truncated to 100 characters"): the description's rule with the cut one
 * character sooner, so a title of 100 characters or fewer is shown whole.
 * @example truncateTitle('Villa'.repeat(30)).length // => 100
 */
export function truncateTitle(text: string, limit: number = dropdownTitleLimit): string {
	return text.length <= limit ? text : truncateDescription(text, limit - 1);
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
