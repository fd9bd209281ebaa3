/**
 * What a listing card shows (issue 3), computed once at build from a listing in the page
 * language. The same plain object renders the static cards and is written to the listing index
 * that the filter island reads, so both show the same card.
 *
 * Choices where the spec is silent:
 * - The title falls back to the Dutch record when the page language has none; `titleLang` then
 *   carries the Dutch language tag for a `lang` attribute.
 * - The type is TypeDescription (the specific type, e.g. 'Rijwoning'), else MainTypeName.
 * - The location line follows the address rule: a published street line gets the city after a
 *   comma; otherwise zip and city, or nothing when the site hides the city.
 * - A price that cannot be formatted (the rule's 'NaN') shows the 'price on request' text, like an
 *   unpublished one; a formatted rent gets the per-month suffix, and the renter's monthly charges
 *   under it (`charges`), as a rental advert states them (README, Costs beside the price).
 * - Only sold, rented, under offer and sold out get a status badge (spec §4); for sale and for
 *   rent are the normal state of a list. A marquee without MarqueeName shows the Dutch record's,
 *   marked with its `lang` as a fallback title is (`marquee.lang`, left out otherwise to keep the
 *   listing index small); without either there is no marquee badge (`marqueeBadge`).
 * - The EPC letter comes from the certificate label when the certificate is available, else from
 *   the energy rule (Belgian bands, Luxembourg label text); a requested or not applicable EPC shows none.
 */
import { formatAddress } from '../domain/address.ts';
import { listingEpcLabel } from '../detail/epc-view.ts';
import { rentChargesText } from '../detail/rent-charges.ts';
import { listingCertificateTerm } from '../domain/certificate-term.ts';
import { epcLetter } from '../domain/epc.ts';
import { isForRent } from '../domain/goal.ts';
import { marqueeBadge, type MarqueeKind } from '../domain/marquee.ts';
import { shownFilterFieldsOf } from './list-members.ts';
import { shownPrice } from '../domain/price.ts';
import type { Availability, Property } from '../../schemas/property.ts';

/** Availability states that get a status badge (spec §4). */
export const badgeStatuses = ['sold', 'rented', 'under_offer', 'sold_out'] as const;

/** A status with a badge. */
export type BadgeStatus = (typeof badgeStatuses)[number];

/** The photo of a card: the URL the image builder takes and the intrinsic size. */
export type CardPhoto = { url: string; width: number; height: number };

/** Everything a listing card shows, plus the keys the filter matches on (zip, webIds). */
export type CardView = {
	id: number;
	path: string;
	title: string;
	/** Language tag of the title when it is a fallback, else null. */
	titleLang: string | null;
	type: string;
	city: string;
	zip: string;
	webIds: number[];
	location: string;
	price: string;
	/** A shown rent's monthly charges ("+ € 245 lasten per maand"), when the rental has any. */
	charges?: string;
	status: BadgeStatus | null;
	/** The Marquee badge; `lang` is the language tag of a text that falls back to Dutch, absent otherwise. */
	marquee: { kind: MarqueeKind; text: string; lang?: string } | null;
	epc: string | null;
	/** Set when the listing's certificate is Brussels' or Wallonia's EPB rather than Flanders' EPC (`listingCertificateTerm`). */
	epb?: true;
	bedrooms: number | null;
	living: number | null;
	photo: CardPhoto | null;
};

/** The fields of a listing a card is made from. */
export type CardSource = Pick<
	Property,
	| 'ID' | 'Title' | 'Goal' | 'WebIDs' | 'City' | 'Zip' | 'TypeDescription' | 'MainTypeName' | 'SmallPictureItem' | 'Photos'
	| 'Marquee' | 'MarqueeName' | 'PublishPrice' | 'Price' | 'PriceUnit' | 'PublishAddress' | 'Street' | 'HouseNumber'
	| 'BoxNr' | 'CountryID' | 'EnergyPerformance' | 'EPCLabelText' | 'Availability' | 'Details' | 'Energy' | 'Financial'
>;

/** Translated texts a card is made with (already in the page language). */
export type CardTexts = {
	startingFrom: string;
	onRequest: string;
	perMonth: string;
	/** The charges beside a rent, with `{{charges}}` for the amount (`detail.rent.charges`). */
	charges: string;
	box: string;
};

/** Everything around the listing: its path, the Dutch record, texts and site options. */
export type CardContext = {
	path: string;
	fallback?: Pick<Property, 'Title' | 'MarqueeName'> | undefined;
	fallbackLang: string;
	texts: CardTexts;
	hideCity: boolean;
};

/**
 * The location line of a card by the address rule.
 * @example cardLocation({ PublishAddress: false, Street: 'Kerkstraat', HouseNumber: '1', Zip: '9000', City: 'Gent' }, { hideCity: false, box: 'bus' })
 * // => '9000 Gent'
 */
export function cardLocation(
	p: Pick<Property, 'PublishAddress' | 'Street' | 'HouseNumber' | 'BoxNr' | 'Zip' | 'City'>,
	options: { hideCity: boolean; box: string },
): string {
	const fields = { publishAddress: p.PublishAddress, street: p.Street, houseNumber: p.HouseNumber, boxNr: p.BoxNr, zip: p.Zip, city: p.City };
	const line = formatAddress(fields, { hideCity: options.hideCity, boxLabel: options.box });
	const isStreet = p.PublishAddress && p.Street.trim() !== '';
	return isStreet ? `${line}, ${p.City}` : line;
}

/**
 * The price text of a card: the price rule, 'on request' for unpublished or unreadable prices,
 * and the per-month suffix for rent.
 * @example cardPrice({ Goal: 1, PublishPrice: true, Price: 950 }, texts) // => '€\u00a0950/maand'
 */
export function cardPrice(p: Pick<Property, 'Goal' | 'PublishPrice' | 'Price' | 'PriceUnit'>, texts: CardTexts): string {
	const { text, onRequest } = shownPrice({ publishPrice: p.PublishPrice, price: p.Price, priceUnit: p.PriceUnit }, texts);
	return isForRent(p.Goal) && !onRequest ? `${text}${texts.perMonth}` : text;
}

/**
 * The charges line of a card: a rental's monthly charges under a rent it shows, else null.
 * @example cardCharges({ Goal: 1, PublishPrice: true, Price: 950, Financial: { ChargesRenter: 75 } }, texts) // => '+ €\u00a075 lasten per maand'
 */
export function cardCharges(p: Pick<Property, 'Goal' | 'PublishPrice' | 'Price' | 'PriceUnit' | 'Financial'>, texts: CardTexts): string | null {
	const { onRequest } = shownPrice({ publishPrice: p.PublishPrice, price: p.Price, priceUnit: p.PriceUnit }, texts);
	return onRequest ? null : rentChargesText(p, texts.charges);
}

/**
 * The EPC letter of a card, or null when unknown: the detail page's label (`listingEpcLabel`).
 * @example cardEpc({ Energy: { Status: 'available', Label: 'c_plus' }, CountryID: 10, Zip: '1000' }) // => 'C+'
 */
export function cardEpc(p: Pick<Property, 'Energy' | 'CountryID' | 'Zip' | 'EnergyPerformance' | 'EPCLabelText'>): string | null {
	const label = listingEpcLabel(p);
	return label === null ? null : epcLetter(label);
}

/**
 * The status badge of a listing, or null while it is simply for sale or for rent.
 * @example cardStatus('under_offer') // => 'under_offer'
 */
export function cardStatus(status: Availability): BadgeStatus | null {
	return (badgeStatuses as readonly string[]).includes(status) ? (status as BadgeStatus) : null;
}

/** Builds the card of a listing in the page language. */
export function toCardView(p: CardSource, context: CardContext): CardView {
	const own = p.Title.trim();
	const fallbackTitle = context.fallback?.Title.trim() ?? '';
	const useFallback = own === '' && fallbackTitle !== '';
	const badge = marqueeBadge(p.Marquee, p.MarqueeName, context.fallback?.MarqueeName);
	const photo = p.SmallPictureItem ?? p.Photos[0] ?? null;
	const charges = cardCharges(p, context.texts);
	return {
		id: p.ID,
		path: context.path,
		title: useFallback ? fallbackTitle : own,
		titleLang: useFallback ? context.fallbackLang : null,
		type: p.TypeDescription.trim() || p.MainTypeName,
		...shownFilterFieldsOf(p, context.hideCity),
		location: cardLocation(p, { hideCity: context.hideCity, box: context.texts.box }),
		price: cardPrice(p, context.texts),
		...(charges ? { charges } : {}),
		status: cardStatus(p.Availability.Status),
		marquee: badge && { kind: badge.kind, text: badge.text, ...(badge.fallback ? { lang: context.fallbackLang } : {}) },
		epc: cardEpc(p),
		...(listingCertificateTerm(p) === 'epb' ? { epb: true as const } : {}),
		bedrooms: p.Details.Bedrooms ?? null,
		living: p.Details.SurfaceLiving ?? null,
		photo: photo && { url: photo.Url, width: photo.Width, height: photo.Height },
	};
}
