import { brusselsAbatementPriceCap } from '../../lib/detail/cost-note.ts';
import type { Region } from './municipalities.ts';

/**
 * Registration duties of a sale in the demo data (2025-2026 rates), by region and kind of property.
 *
 * The demo figures assume the buyer's purchase of their sole own home for an apartment or a house
 * (WebID 1 and 2); every other kind (offices, shops, land, investment, semi-industrial, business
 * takeover, exceptional property) pays the full rate:
 * - Flanders: 2 % on the sole own home, 12 % otherwise;
 * - Wallonia: 3 % on the own home, 12.5 % otherwise;
 * - Brussels: 12.5 %, and on an own home of at most €600,000 none on its first €200,000 (abatement);
 * - Luxembourg: 7 % (6 % registration and 1 % transcription) for every kind.
 * A home sold as an occupied life annuity (the seller keeps the right to live in it) pays the full
 * rate too: the own-home rates and the abatement need the buyer to acquire full ownership and live
 * there within the legal term, which the seller's right of occupancy rules out.
 * A new build pays VAT instead (`newBuildVat`): the developer sells land and building under VAT,
 * as Belgium has it since 2011, so the standard rate of the whole price and no registration duties.
 */

/** The WebIDs the demo data treats as the buyer's own home. */
export const ownHomeWebIds: readonly number[] = [1, 2];

/** Full and own-home rates per region. */
const rates: Record<Region, { home: number; full: number }> = {
	flanders: { home: 0.02, full: 0.12 },
	wallonia: { home: 0.03, full: 0.125 },
	brussels: { home: 0.125, full: 0.125 },
	luxembourg: { home: 0.07, full: 0.07 },
};

/** Brussels' own-home abatement: the first €200,000 is free of duty when the price is at most €600,000. */
export const brusselsAbatement = { amount: 200_000, priceCap: brusselsAbatementPriceCap } as const;

/**
 * The registration duties of a sale in euro, rounded to the euro. `occupied` is a life annuity whose
 * seller keeps living in the home: no own-home rate then.
 * @example registrationDuty({ price: 490_000, region: 'brussels', webId: 2, occupied: false }) // => 36250
 * @example registrationDuty({ price: 395_000, region: 'wallonia', webId: 1, occupied: true }) // => 49375
 * @example registrationDuty({ price: 710_000, region: 'flanders', webId: 4, occupied: false }) // => 85200
 */
export function registrationDuty(sale: { price: number; region: Region; webId: number; occupied: boolean }): number {
	const home = ownHomeWebIds.includes(sale.webId) && !sale.occupied;
	const rate = home ? rates[sale.region].home : rates[sale.region].full;
	const abated = home && sale.region === 'brussels' && sale.price <= brusselsAbatement.priceCap;
	const taxed = abated ? Math.max(0, sale.price - brusselsAbatement.amount) : sale.price;
	return Math.round(taxed * rate);
}

/** The standard VAT rate on a new build, land included, by region: Belgium 21 %, Luxembourg 17 %. */
export const newBuildVatRates: Readonly<Record<Region, number>> = {
	flanders: 0.21,
	wallonia: 0.21,
	brussels: 0.21,
	luxembourg: 0.17,
};

/**
 * The VAT of a new build in euro: the standard rate of its country on the whole price (land and
 * building sold under VAT), rounded to the euro. The reduced rates that depend on the buyer
 * (Belgium's 6 % on a rebuilt sole own home since 1 July 2025, Luxembourg's 3 % on an own home on
 * application) are not assumed, nor Luxembourg's registration duties on the land.
 * @example newBuildVat(220_000, 'flanders') // => 46200
 * @example newBuildVat(560_000, 'luxembourg') // => 95200
 */
export function newBuildVat(price: number, region: Region): number {
	return Math.round(price * newBuildVatRates[region]);
}
