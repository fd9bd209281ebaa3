/**
 * Marquee badge of a listing (spec §3: Marquee 1 to 4, meaning not shown, plus MarqueeName).
 *
 * The spec does not say what 1 to 4 mean, so they are not guessed (sold and rented come from the
 * availability state, spec §4, not from here). Each number maps to a neutral badge kind
 * (`marquee-1` … `marquee-4`) that styles and UI-string keys can refer to. The text is the
 * listing's MarqueeName when it has one; otherwise `text` is null and the caller shows the UI
 * string for the kind. Any other Marquee value (0, 5, missing) means no badge, even when a name is
 * present, because the name alone gives no kind to style.
 */

/** Neutral badge kinds for Marquee 1 to 4. */
export const marqueeKinds = ['marquee-1', 'marquee-2', 'marquee-3', 'marquee-4'] as const;

/** A badge kind. */
export type MarqueeKind = (typeof marqueeKinds)[number];

/** A badge to show on a listing: its kind and the listing's own text, if any. */
export type MarqueeBadge = { kind: MarqueeKind; text: string | null };

/**
 * Converts Marquee and MarqueeName to a badge, or null when there is none.
 * @example marqueeBadge(2, 'Verkocht') // => { kind: 'marquee-2', text: 'Verkocht' }
 * @example marqueeBadge(0, 'Nieuw') // => null
 */
export function marqueeBadge(
	marquee: number | null | undefined,
	marqueeName?: string | null,
): MarqueeBadge | null {
	if (marquee === null || marquee === undefined || !Number.isInteger(marquee)) return null;
	const kind = marqueeKinds[marquee - 1];
	if (kind === undefined) return null;
	const text = marqueeName?.trim() ?? '';
	return { kind, text: text === '' ? null : text };
}
