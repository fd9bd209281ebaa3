import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations, type UiKey } from '../../i18n/t.ts';
import { contactSlots, slotToRange } from '../domain/contact-slots.ts';
import { advanceForOffer, formatEuro, formatEuroCents } from '../domain/price.ts';
import { zones, type RequestKind } from '../../schemas/requests/index.ts';
import { factName, listingDeposit, type ListingFact } from './listing-facts.ts';
import { recordLink } from './mail-content.ts';
import { factNameHtml } from './mail-html.ts';
import { dateTimeLabel, dayFields, dayLabel, slotLabel } from './slot-time.ts';
import { textOf } from '../text-of.ts';

/**
 * What a visitor's receipt says was received, as label and value rows in the visitor's language.
 *
 * The receipt goes to an address anyone can type, so it repeats nothing the visitor typed as text:
 * no remark, message or testimonial, and no name, street, city or other free line either (each
 * could carry a message to a stranger's mailbox), nor the name of an uploaded file. It shows what
 * was picked from a list (goal, reason, types, listed zones, contact moments), numbers and dates
 * (budget, amounts, persons, score), whether a CV came with it, and
 * what the agency's own data says: the request's reference, the listing or project (reference,
 * title, public address, link to its page in that language) and the booked slot (and, for an
 * office slot, the agency's address as its place instead of the listing's). Not the phone
 * number either: a stranger could make the agency mail anyone a number of their choice (a premium
 * line) under the agency's name.
 */

/** One line of the summary; `href` makes its value a link; `valueHtml`, where set, is the value in HTML (a title marked with its language). */
export type SummaryRow = { label: string; value: string; valueHtml?: string; href?: string };

/** What the summary needs besides the payload. */
export type SummaryContext = {
	reference: string;
	siteUrl: URL;
	/** When the request was received (the receipt's date and the calendar file's DTSTAMP). */
	now: Date;
	/** The listing or project of the request in its language, when the build's facts name it. */
	listing: ListingFact | null;
	/** The listings of a contact request sent from the favourites (`propertyIds`), in its order; null where the facts lack one. */
	listings?: readonly (ListingFact | null)[] | undefined;
	/** The booked slot of an appointment; `office` when it takes place at the agency (an office slot). */
	slot?: { startsAt: Date; endsAt: Date; office?: boolean } | undefined;
	/** The place of an office slot in the request's language: at the agency, with its address (`officePlace`). */
	officePlace?: string | undefined;
	cvAttached: boolean;
};

type Payload = Record<string, unknown>;

/** The fields of each kind a receipt repeats, in form order (besides the listing, slot and phone). */
const repeated: Record<RequestKind, readonly string[]> = {
	contact: ['goal', 'contactSlots', 'newsletter'],
	'contact-property': ['reason', 'contactSlots', 'newsletter'],
	valuation: ['propertyType', 'purpose', 'contactSlots', 'newsletter'],
	'demand-register': ['goal', 'types', 'zones', 'budgetMin', 'budgetMax', 'bedrooms', 'newsletter'],
	'send-to-friend': [],
	testimonial: ['rating'],
	appointment: [],
	documents: ['newsletter'],
	offer: ['amount', 'financingCondition', 'validUntil'],
	'rental-application': ['monthlyRent', 'monthlyIncome', 'persons', 'moveInDate', 'moveOutDate'],
	newsletter: [],
	construction: ['contactSlots', 'newsletter'],
};

/** A postcode typed as a zone (Belgium and Luxembourg: four digits), which is a number, not a text. */
const postcode = /^\d{4}$/;

/** The value of one repeated field, or null when there is nothing to show. */
function valueOf(key: string, value: unknown, locale: Locale): string | null {
	const t = useTranslations(locale);
	const label = (k: string) => t(k as UiKey);
	if (value === undefined || value === '') return null;
	if (key === 'newsletter') return value === true ? t('form.yes') : null;
	if (typeof value === 'boolean') return t(value ? 'form.yes' : 'form.no');
	if (key === 'goal' || key === 'purpose' || key === 'reason') return label(`form.${key}.${textOf(value)}`);
	if (key === 'contactSlots') {
		const ids = value as string[];
		return ids.length === 0 ? null : contactSlots.filter((s) => ids.includes(s.id)).map((s) => `${label(`form.slot.${s.id}`)} (${slotToRange(s)})`).join(', ');
	}
	if (key === 'types' || key === 'propertyType') return ([] as unknown[]).concat(value).map((id) => label(`form.propertyType.${textOf(id)}`)).join(', ');
	if (key === 'zones') {
		const given = value as string[];
		const shown = given.filter((zone) => (zones as readonly string[]).includes(zone) || postcode.test(zone));
		const names = shown.map((zone) => ((zones as readonly string[]).includes(zone) ? label(`form.zone.${zone}`) : zone));
		const others = given.length - shown.length;
		return [...names, ...(others > 0 ? [t('receipt.zonesOther', { count: others })] : [])].join(', ');
	}
	if (dayFields.has(key)) return dayLabel(textOf(value), locale);
	if (key === 'rating') return `${textOf(value)}/5`;
	if (key.startsWith('budget') || key === 'amount' || key.startsWith('monthly')) return formatEuro(value as number);
	return textOf(value);
}

/** The row that names a listing or project: its reference and title, linked to its page in the language; its number when the facts lack it. */
function recordRow(label: string, record: 'property' | 'project', id: number, fact: ListingFact | null, ctx: SummaryContext, locale: Locale): SummaryRow {
	if (!fact) return { label, value: useTranslations(locale)('receipt.recordNumber', { id }), href: recordLink(ctx.siteUrl, record, id) };
	return { label, value: factName(fact), valueHtml: factNameHtml(fact, locale, locale), href: new URL(fact.path, ctx.siteUrl).href };
}

/**
 * The rows of the listing or project a request is about: its name, link and public address; or,
 * for a contact request sent from the favourites, one named and linked row per listing.
 */
function listingRows(payload: Payload, ctx: SummaryContext, locale: Locale): SummaryRow[] {
	const t = useTranslations(locale);
	if (Array.isArray(payload.propertyIds)) {
		return (payload.propertyIds as number[]).map((id, index) => recordRow(t('form.field.propertyId'), 'property', id, ctx.listings?.[index] ?? null, ctx, locale));
	}
	const record = typeof payload.propertyId === 'number' ? 'property' : typeof payload.projectId === 'number' ? 'project' : null;
	if (record === null) return [];
	const id = (record === 'property' ? payload.propertyId : payload.projectId) as number;
	const fact = ctx.listing;
	const rows = [recordRow(t(record === 'property' ? 'form.field.propertyId' : 'form.field.projectId'), record, id, fact, ctx, locale)];
	// An office slot takes place at the agency: the listing's address would read as the meeting place.
	if (fact?.address && !ctx.slot?.office) rows.push({ label: t('receipt.address'), value: fact.address });
	return rows;
}


/** The summary rows of a receipt, in the request's language. */
export function summaryRows(kind: RequestKind, payload: Payload, ctx: SummaryContext): SummaryRow[] {
	const locale = payload.locale as Locale;
	const t = useTranslations(locale);
	const rows: SummaryRow[] = [
		{ label: t('form.field.reference'), value: ctx.reference },
		{ label: t('receipt.received'), value: dateTimeLabel(ctx.now, locale) },
		...listingRows(payload, ctx, locale),
	];
	if (ctx.slot) rows.push({ label: t('form.field.slotId'), value: slotLabel(ctx.slot.startsAt, ctx.slot.endsAt, locale) });
	if (ctx.slot?.office && ctx.officePlace) rows.push({ label: t('appointment.place'), value: ctx.officePlace });
	for (const key of repeated[kind]) {
		const value = valueOf(key, payload[key], locale);
		if (value !== null) rows.push({ label: t(`form.field.${key}` as UiKey), value });
		if (key === 'amount' && typeof payload.amount === 'number') rows.push({ label: t('form.field.advance'), value: formatEuroCents(advanceForOffer(payload.amount)) });
		if (key === 'monthlyRent' && typeof payload.monthlyRent === 'number') rows.push({ label: t('form.field.deposit'), value: formatEuro(listingDeposit(payload.monthlyRent, ctx.listing)) });
	}
	if (ctx.cvAttached) rows.push({ label: t('receipt.cv'), value: t('form.yes') });
	return rows;
}
