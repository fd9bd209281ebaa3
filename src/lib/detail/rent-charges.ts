/**
 * The renter's charges beside a rent (Belgian rental adverts state the rent and the common
 * charges together: Flanders' Woninghuurdecreet art. 9, Brussels' CBL art. 218, Wallonia alike).
 *
 * Choices where the spec is silent:
 * - `Financial.ChargesRenter` is a monthly amount, as the rent is: the header's rent line adds
 *   "+ € 245 lasten per maand" and the charges row of the financial block reads per month.
 * - The line goes with a rent the page shows: a rent on request, a sale, or no (or a zero) charge
 *   adds nothing. The financial block keeps its charges row in every case.
 * - `Financial.ChargesOwner` (a sale's charges) keeps its plain amount: neither the spec nor the
 *   export says over which period it runs.
 */
import type { Property } from '../../schemas/property.ts';
import { isForRent } from '../domain/goal.ts';
import { formatEuro } from '../domain/price.ts';
import type { Translate } from './format.ts';

/**
 * The renter's monthly charges of a rental, or null when it has none to state.
 * @example rentChargesOf({ Goal: 1, Financial: { ChargesRenter: 245 } }) // => 245
 */
export function rentChargesOf(p: Pick<Property, 'Goal' | 'Financial'>): number | null {
	const charges = p.Financial?.ChargesRenter;
	return isForRent(p.Goal) && typeof charges === 'number' && Number.isFinite(charges) && charges > 0 ? charges : null;
}

/**
 * The text that follows a shown rent in the page header, or null when there is none.
 * @example rentChargesLine({ Goal: 1, Financial: { ChargesRenter: 245 } }, t) // => '+ € 245 lasten per maand'
 */
export function rentChargesLine(p: Pick<Property, 'Goal' | 'Financial'>, t: Translate): string | null {
	return rentChargesText(p, t('detail.rent.charges', { charges: '{{charges}}' }));
}

/**
 * The same line from its text in a language (`detail.rent.charges`, with `{{charges}}` for the
 * amount), for a card, a map marker or a project's unit row whose rent is shown; null when the
 * rental has no charges to state.
 * @example rentChargesText({ Goal: 1, Financial: { ChargesRenter: 245 } }, '+ {{charges}} lasten per maand') // => '+ € 245 lasten per maand'
 */
export function rentChargesText(p: Pick<Property, 'Goal' | 'Financial'>, text: string): string | null {
	const charges = rentChargesOf(p);
	return charges === null ? null : text.replace('{{charges}}', formatEuro(charges));
}
