/**
 * Marquee badge of a listing (spec §3: Marquee 1 to 4, meaning not shown, plus MarqueeName).
 *
 * The spec does not say what 1 to 4 mean, so they are not guessed (sold and rented come from the
 * availability state, spec §4, not from here). Each number maps to a neutral badge kind
 * (`marquee-1` … `marquee-4`) that styles can refer to. The text is the agency's own: the
 * listing's MarqueeName, else the Dutch record's (the original language, as a title falls back),
 * marked as a fallback so that the page can give it Dutch's `lang`. Without either there is no
 * badge: a UI string per kind would guess a meaning ("Prijsdaling" where the agency wrote
 * "Verkocht"), and a badge without text says nothing. Any other Marquee value (0, 5, missing)
 * means no badge, even when a name is present, because the name alone gives no kind to style.
 */

/** Neutral badge kinds for Marquee 1 to 4. */
export const marqueeKinds = ['marquee-1', 'marquee-2', 'marquee-3', 'marquee-4'] as const;

/** A badge kind. */
export type MarqueeKind = (typeof marqueeKinds)[number];

/** A badge to show on a listing: its kind, its text and whether the text is the Dutch record's. */
export type MarqueeBadge = { kind: MarqueeKind; text: string; fallback: boolean };

/**
 * Converts Marquee and MarqueeName (with the Dutch record's MarqueeName to fall back on) to a
 * badge, or null when there is none.
 * @example marqueeBadge(2, 'Verkocht') // => { kind: 'marquee-2', text: 'Verkocht', fallback: false }
 * @example marqueeBadge(2, '', 'Verkocht') // => { kind: 'marquee-2', text: 'Verkocht', fallback: true }
 * @example marqueeBadge(2, '', '') // => null
 * @example marqueeBadge(0, 'Nieuw') // => null
 */
export function marqueeBadge(
	marquee: number | null | undefined,
	marqueeName?: string | null,
	dutchName?: string | null,
): MarqueeBadge | null {
	if (marquee === null || marquee === undefined || !Number.isInteger(marquee)) return null;
	const kind = marqueeKinds[marquee - 1];
	if (kind === undefined) return null;
	const own = marqueeName?.trim() ?? '';
	if (own !== '') return { kind, text: own, fallback: false };
	const dutch = dutchName?.trim() ?? '';
	return dutch === '' ? null : { kind, text: dutch, fallback: true };
}
