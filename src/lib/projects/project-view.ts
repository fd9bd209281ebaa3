/**
 * Project list and detail rules (spec §3 project: PriceMin, PriceMax, units with floor, price and
 * sold status).
 *
 * Choices where the spec is silent:
 * - The price range is `PriceMin – PriceMax` in the Belgian euro format; equal bounds show one
 *   amount; both zero (or not numbers) give null so the page shows "price on request". A project
 *   for rent adds the per-month label.
 * - A unit's price follows the listing price rule (spec §5) with the unit's own price and the unit
 *   listing's PublishPrice and PriceUnit (unpublished: "on request"; PriceUnit 7: "starting from").
 *   A unit without a listing record is shown with its price published. A unit of a project for rent
 *   adds the per-month label to an amount, as the range above it does.
 * - A unit's state: Sold → sold (or rented for a project for rent); else the unit listing's
 *   availability, where for sale / for rent mean available.
 * - Units are ordered by floor, then price, then listing id.
 * - The range a visitor sees (`projectPrice`, on the project's page and card) is that of the units
 *   still on offer, the prices the JSON-LD's aggregate offer gives (`offeredPrices`): a sold
 *   unit's price is not the top of the offer. Units on offer whose prices are all private read
 *   "price on request"; a project with no unit on offer shows no price (its unit count already
 *   says none is available). A project whose export lists no units keeps its PriceMin–PriceMax.
 */
import { isForSale } from '../domain/goal.ts';
import { formatEuro, shownPrice, startingFromPriceUnit, type PriceLabels } from '../domain/price.ts';
import { rentChargesText } from '../detail/rent-charges.ts';
import type { Property } from '../../schemas/property.ts';

/** State of a unit as shown in the units table. */
export type UnitState = 'available' | 'sold' | 'rented' | 'under_offer' | 'sold_out';

/** The fields of a unit listing the table reads. */
export type UnitListing = { ID: number; PublishPrice: boolean; PriceUnit?: number | null | undefined; Availability: { Status: string }; Financial?: Property['Financial'] };

/** One row of the units table. */
export type UnitRow = {
	propertyId: number;
	floor: number;
	price: string;
	/** A shown rent's monthly charges ("+ € 145 lasten per maand"), when the unit has any. */
	charges: string | null;
	state: UnitState;
	hasListing: boolean;
};

/**
 * Formats a project's price range, or null when it has no price.
 * @example priceRange({ PriceMin: 220000, PriceMax: 570000, Goal: 0 }, { perMonth: 'per maand' }) // => '€\u00a0220.000 – €\u00a0570.000'
 */
export function priceRange(project: { PriceMin: number; PriceMax: number; Goal: number }, labels: { perMonth: string }): string | null {
	const min = Number.isFinite(project.PriceMin) ? project.PriceMin : 0;
	const max = Number.isFinite(project.PriceMax) ? project.PriceMax : 0;
	if (min <= 0 && max <= 0) return null;
	return rangeText(Math.min(min > 0 ? min : max, max > 0 ? max : min), Math.max(min, max), project.Goal, labels);
}

/**
 * The text of a range from `low` to `high` (one amount when equal), per month for a project for
 * rent; after the "starting from" label when `startingFrom` is given (spec §5 PriceUnit 7).
 */
function rangeText(low: number, high: number, goal: number, labels: { perMonth: string }, startingFrom?: string): string {
	const amounts = low === high ? formatEuro(low) : `${formatEuro(low)} – ${formatEuro(high)}`;
	const text = startingFrom === undefined ? amounts : `${startingFrom} ${amounts}`;
	return isForSale(goal) ? text : `${text} ${labels.perMonth}`;
}

/** The price a project shows: a range, "price on request", or none (no unit on offer). */
export type ProjectPrice = { kind: 'range'; text: string } | { kind: 'onRequest' } | { kind: 'none' };

/** The fields of a project its shown price reads. */
type PricedProject = { PriceMin: number; PriceMax: number; Goal: number; Units: readonly { PropertyID: number; Price: number; Sold: boolean }[] };

/**
 * The price a project's page and card show: the range of its units still on offer, as its JSON-LD.
 * When one of those units' prices is a minimum (PriceUnit 7, "starting from" on its row, card and
 * page), so is the range: "vanaf € 250.000 – € 300.000".
 * @example projectPrice({ PriceMin: 220000, PriceMax: 570000, Goal: 0, Units: [{ PropertyID: 1, Price: 570000, Sold: true }, { PropertyID: 2, Price: 220000, Sold: false }] }, () => undefined, { perMonth: 'per maand', startingFrom: 'Vanaf' }) // => { kind: 'range', text: '€\u00a0220.000' }
 */
export function projectPrice(
	project: PricedProject,
	listingOf: (propertyId: number) => Pick<UnitListing, 'PublishPrice' | 'PriceUnit' | 'Availability'> | undefined,
	labels: { perMonth: string; startingFrom: string },
): ProjectPrice {
	if (project.Units.length === 0) {
		const text = priceRange(project, labels);
		return text === null ? { kind: 'onRequest' } : { kind: 'range', text };
	}
	const offered = offeredUnits(project.Units, listingOf);
	if (offered.length > 0) {
		const prices = offered.map((u) => u.Price);
		const minimum = offered.some((u) => listingOf(u.PropertyID)?.PriceUnit === startingFromPriceUnit);
		return { kind: 'range', text: rangeText(Math.min(...prices), Math.max(...prices), project.Goal, labels, minimum ? labels.startingFrom : undefined) };
	}
	return availableUnits(project.Units, (id) => listingOf(id)?.Availability.Status) > 0 ? { kind: 'onRequest' } : { kind: 'none' };
}

/** Converts a listing availability to the unit state. */
function stateOf(status: string | undefined): UnitState {
	if (status === 'sold' || status === 'rented' || status === 'under_offer' || status === 'sold_out') return status;
	return 'available';
}

/**
 * The rows of a project's units table.
 * @example unitRows({ Goal: 0, Units: [{ PropertyID: 7, Floor: 1, Price: 250000, Sold: true }] }, new Map(), labels)[0]?.state // => 'sold'
 */
export function unitRows(
	project: { Goal: number; Units: readonly { PropertyID: number; Floor: number; Price: number; Sold: boolean }[] },
	listings: ReadonlyMap<number, UnitListing>,
	labels: Required<PriceLabels> & { perMonth: string; charges?: string },
): UnitRow[] {
	const monthly = !isForSale(project.Goal);
	/** A shown rent's monthly charges, as a rental advert states them beside it. */
	const chargesOf = (listing: UnitListing | undefined) =>
		labels.charges && listing ? rentChargesText({ Goal: project.Goal, Financial: listing.Financial }, labels.charges) : null;
	return [...project.Units]
		.sort((a, b) => a.Floor - b.Floor || a.Price - b.Price || a.PropertyID - b.PropertyID)
		.map((unit) => {
			const listing = listings.get(unit.PropertyID);
			const sold: UnitState = monthly ? 'rented' : 'sold';
			// As on the unit's own card and page: an unpublished, unreadable or zero price is "on request".
			const fields = { publishPrice: listing?.PublishPrice ?? true, price: unit.Price, priceUnit: listing?.PriceUnit ?? null };
			const shown = shownPrice(fields, labels);
			const shownRent = monthly && !shown.onRequest;
			return {
				propertyId: unit.PropertyID,
				floor: unit.Floor,
				price: shownRent ? `${shown.text} ${labels.perMonth}` : shown.text,
				charges: shownRent ? chargesOf(listing) : null,
				state: unit.Sold ? sold : stateOf(listing?.Availability.Status),
				hasListing: listing !== undefined,
			};
		});
}

/**
 * Counts the units still on offer: not sold in the project, and available by their own listing's
 * status (a unit under option is not), so the count agrees with the units table.
 * @example availableUnits([{ PropertyID: 1, Sold: true }, { PropertyID: 2, Sold: false }, { PropertyID: 3, Sold: false }], (id) => (id === 3 ? 'under_offer' : 'for_sale')) // => 1
 */
export function availableUnits(units: readonly { PropertyID: number; Sold: boolean }[], statusOf: (propertyId: number) => string | undefined): number {
	return units.filter((u) => !u.Sold && stateOf(statusOf(u.PropertyID)) === 'available').length;
}

/**
 * The published prices of the units `availableUnits` counts (not sold, available by their listing),
 * for the project's aggregate offer: a unit whose listing keeps its price private gives none.
 * @example offeredPrices([{ PropertyID: 1, Price: 680000, Sold: true }, { PropertyID: 2, Price: 380000, Sold: false }], () => ({ PublishPrice: true, Availability: { Status: 'for_sale' } })) // => [380000]
 */
export function offeredPrices(
	units: readonly { PropertyID: number; Price: number; Sold: boolean }[],
	listingOf: (propertyId: number) => Pick<UnitListing, 'PublishPrice' | 'Availability'> | undefined,
): number[] {
	return offeredUnits(units, listingOf).map((u) => u.Price);
}

/** The units whose prices `offeredPrices` gives. */
function offeredUnits<U extends { PropertyID: number; Price: number; Sold: boolean }>(
	units: readonly U[],
	listingOf: (propertyId: number) => Pick<UnitListing, 'PublishPrice' | 'Availability'> | undefined,
): U[] {
	return units.filter((u) => {
		const listing = listingOf(u.PropertyID);
		const offered = !u.Sold && stateOf(listing?.Availability.Status) === 'available' && (listing?.PublishPrice ?? true);
		return offered && Number.isFinite(u.Price) && u.Price > 0;
	});
}

/** The UI string that counts a project's available units: a wording of its own for none and for one, and for a project of one unit. */
export type UnitCountKey =
	| 'project.unitCount.none'
	| 'project.unitCount.one'
	| 'project.unitCount.other'
	| 'project.unitCount.single.available'
	| 'project.unitCount.single.taken';

/**
 * Picks the unit count's string by the number available and the number of units ("1 unité
 * disponible sur 4", "Aucune unité"); a project of one unit says whether it is available ("1 unit,
 * available", not "1 of 1 units"), and one without units has no count to give: null.
 * @example unitCountKey(1, 4) // => 'project.unitCount.one'
 * @example unitCountKey(0, 0) // => null
 */
export function unitCountKey(available: number, total: number): UnitCountKey | null {
	if (total === 0) return null;
	if (total === 1) return available === 1 ? 'project.unitCount.single.available' : 'project.unitCount.single.taken';
	return available === 0 ? 'project.unitCount.none' : available === 1 ? 'project.unitCount.one' : 'project.unitCount.other';
}
