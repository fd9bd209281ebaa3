/**
 * Money rules: price display (spec §5) and the purchase-offer advance and rental deposit (spec §9).
 *
 * Choices where the spec is silent:
 * - Format is `Intl.NumberFormat('nl-BE', EUR, no decimals)`. In Node 24 (full ICU) this prints the
 *   euro sign, a no-break space (U+00A0) and dots as thousands separators: `€ 350.000`. Amounts are
 *   rounded half away from zero (`99.5` → `€ 100`).
 * - "Failure yields NaN": a price that is not a finite number formats to the plain string `'NaN'`
 *   (not `'€ NaN'`), without the "starting from" prefix. Strings are read with JavaScript number
 *   syntax (`'350000'`, `'1250.5'`); `null`, `undefined`, `''` and words are failures.
 * - `signDisplay: 'negative'` keeps amounts that round to zero from printing as `€ -0`.
 * - A price that is not published returns `labels.onRequest` when given, else `null`, so the caller
 *   decides what to show ("price on request").
 */

import { isForRent } from './goal.ts';

/** Price fields of a property as they come from the data (`PublishPrice`, `Price`, `PriceUnit`). */
export type PriceFields = {
	publishPrice: boolean;
	price: number | string | null | undefined;
	priceUnit?: number | null;
};

/** Already translated labels used around a price. */
export type PriceLabels = { startingFrom: string; onRequest?: string };

/** PriceUnit value that means the price is a minimum ("starting from"). */
export const startingFromPriceUnit = 7;

/** Share of the price a buyer pays as an advance with a purchase offer (spec §9: 10 %). */
export const offerAdvanceRate = 0.1;

/** Number of monthly rents a tenant pays as a deposit (spec §9: 3 months). */
export const depositMonths = 3;

const euro = new Intl.NumberFormat('nl-BE', {
	style: 'currency',
	currency: 'EUR',
	maximumFractionDigits: 0,
	signDisplay: 'negative',
});

/** Reads a number from a number or a plain numeric string; anything else gives NaN. */
function toAmount(value: number | string | null | undefined): number {
	if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
	if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
	const n = Number(value.trim());
	return Number.isFinite(n) ? n : Number.NaN;
}

/** Rounds to whole cents. */
function toCents(value: number): number {
	return Math.round(value * 100) / 100;
}

/**
 * Formats an amount in euros the Belgian Dutch way; a non-numeric amount gives `'NaN'`.
 * @example formatEuro(350000) // => '€\u00a0350.000'
 * @example formatEuro('abc') // => 'NaN'
 */
export function formatEuro(amount: number | string | null | undefined): string {
	const n = toAmount(amount);
	return Number.isNaN(n) ? 'NaN' : euro.format(n);
}

/** Euros with cents, the cents left out of a whole amount (`trailingZeroDisplay`). */
const euroCents = new Intl.NumberFormat('nl-BE', {
	style: 'currency',
	currency: 'EUR',
	minimumFractionDigits: 2,
	maximumFractionDigits: 2,
	trailingZeroDisplay: 'stripIfInteger',
	signDisplay: 'negative',
});

/**
 * Formats an amount that can have cents (the 10 % advance of an offer of whole euros) the Belgian
 * Dutch way: its cents when it has any, none when it is whole; a non-numeric amount gives `'NaN'`.
 * @example formatEuroCents(9999.9) // => '€\u00a09.999,90'
 * @example formatEuroCents(35000) // => '€\u00a035.000'
 */
export function formatEuroCents(amount: number | string | null | undefined): string {
	const n = toAmount(amount);
	return Number.isNaN(n) ? 'NaN' : euroCents.format(n);
}

/**
 * Formats a property price for display, or returns the on-request label (or null) when unpublished.
 * @example formatPrice({ publishPrice: true, price: 350000, priceUnit: 7 }, { startingFrom: 'Vanaf' })
 * // => 'Vanaf €\u00a0350.000'
 */
export function formatPrice(fields: PriceFields, labels: PriceLabels): string | null {
	if (!fields.publishPrice) return labels.onRequest ?? null;
	const formatted = formatEuro(fields.price);
	if (formatted === 'NaN') return formatted;
	return fields.priceUnit === startingFromPriceUnit
		? `${labels.startingFrom} ${formatted}`
		: formatted;
}

/**
 * The amount a price shows: published, readable and at least € 1 once rounded to whole euros as it
 * is shown (0.4 would read "€ 0"); null where a visitor reads "on request" (`shownPrice`), so the
 * structured data and the maps give no amount either.
 * @example publishedAmount({ publishPrice: true, price: 350000 }) // => 350000
 * @example publishedAmount({ publishPrice: true, price: 0.4 }) // => null
 */
export function publishedAmount(fields: PriceFields): number | null {
	const amount = toAmount(fields.price);
	// Math.round and the formatter agree on positive amounts (half up: 0.5 shows as € 1).
	return fields.publishPrice && Math.round(amount) > 0 ? amount : null;
}

/**
 * The price a visitor reads: `formatPrice`'s text, or the on-request label where there is no
 * published amount to show (unpublished, a missing or unreadable price, or 0). Spec §5's NaN is
 * the formatter's answer for a failed price; a page never shows it.
 * @example shownPrice({ publishPrice: true, price: null }, { startingFrom: 'Vanaf', onRequest: 'Prijs op aanvraag' }) // => 'Prijs op aanvraag'
 */
export function shownPrice(fields: PriceFields, labels: Required<PriceLabels>): { text: string; onRequest: boolean } {
	const text = formatPrice(fields, labels);
	const onRequest = publishedAmount(fields) === null || text === null || text === 'NaN';
	return { text: onRequest ? labels.onRequest : text, onRequest };
}

/**
 * Computes the advance due with a purchase offer (10 % of the price, in cents); NaN for bad input.
 * @example advanceForOffer(350000) // => 35000
 */
export function advanceForOffer(price: number): number {
	return Number.isFinite(price) ? toCents(price * offerAdvanceRate) : Number.NaN;
}

/**
 * Computes the rental deposit (3 months of rent, in cents); NaN for bad input.
 * @example rentalDeposit(950) // => 2850
 */
export function rentalDeposit(monthlyRent: number): number {
	return Number.isFinite(monthlyRent) ? toCents(monthlyRent * depositMonths) : Number.NaN;
}

/**
 * The monthly rent a rental application is made against: a listing for rent whose price is
 * published and positive, rounded to whole euros; null for any other listing (no application form).
 * @example applicationRent({ Goal: 1, Price: 950, PublishPrice: true }) // => 950
 * @example applicationRent({ Goal: 1, Price: 950, PublishPrice: false }) // => null
 */
export function applicationRent(p: { Goal: number; Price?: number | null | undefined; PublishPrice: boolean }): number | null {
	return isForRent(p.Goal) && p.PublishPrice && typeof p.Price === 'number' && Number.isFinite(p.Price) && p.Price > 0 ? Math.round(p.Price) : null;
}
