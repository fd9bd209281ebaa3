import type { HistoryItem } from './history.ts';
import { agencyTimeZone } from './calendar.ts';
import { dateFormat, formatCount, numberFormat } from '../intl/formats.ts';

/**
 * Words and numbers of the owner portal, in the owner's language: figures, chart labels, dates,
 * history rows and the answer-to-message rule of the portal's reads (the login's: `login-view.ts`). Pure: the islands
 * pass the translator and the BCP-47 language.
 */

/** A translator over the island's strings. */
export type Tr = (key: string, vars?: Record<string, string | number>) => string;

/** The request kinds that have a wording of their own in the portal (`office-appointment`: an appointment at the agency's office, `history.ts`). */
const namedTypes = new Set(['contact-property', 'favourites', 'send-to-friend', 'appointment', 'office-appointment', 'documents', 'offer', 'rental-application']);

/**
 * The formats of the portal's figures and dates, made on first use (`formats.ts` keeps them).
 * The first number and date formats a page makes load the language's data: at Lighthouse's
 * fourfold slowdown some 55 to 125 ms for the number format, 13 to 66 ms for the date format,
 * more than the portal's render of the owner's figures itself.
 */
const portalFormats = {
	count: (lang: string) => numberFormat(lang, 'count'),
	// Amounts the Belgian Dutch way in every language, as every price of the site (spec §5), cents only when there are any.
	euro: () => numberFormat('nl-BE', 'euro-cents', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' }),
	chartDay: (lang: string) => dateFormat(lang, 'chart-day', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
	agencyDate: (lang: string) => dateFormat(lang, 'agency-date', { dateStyle: 'medium', timeZone: agencyTimeZone }),
	agencyDateTime: (lang: string) => dateFormat(lang, 'agency-date-time', { dateStyle: 'medium', timeStyle: 'short', timeZone: agencyTimeZone }),
};

/**
 * Makes the portal's formats ahead, one a task (`schedule`, a new task by default), while the
 * owner's figures are on their way: the render that shows them then only uses the formats, and no
 * task holds the loading of the language's data and that render together.
 */
export function prepareFormats(lang: string, schedule: (task: () => void) => void = (task) => setTimeout(task)): void {
	const makeFrom = ([make, ...rest]: readonly ((lang: string) => unknown)[]) => {
		if (make)
			schedule(() => {
				make(lang);
				makeFrom(rest);
			});
	};
	makeFrom(Object.values(portalFormats));
}

/**
 * A short day label for the chart axis and its table, its month abbreviated as the portal's lists
 * write it in that language: French and German keep the abbreviation's period ("1er déc.",
 * "25. Nov."); Dutch writes it without, as its dates do ("25 nov 2026"), where ICU's day and month
 * alone would add one ("25 nov.").
 * @example dayLabel('2026-11-25', 'nl-BE') // => '25 nov'
 * @example dayLabel('2026-11-25', 'fr-BE') // => '25 nov.'
 */
export function dayLabel(day: string, lang: string): string {
	const label = portalFormats.chartDay(lang).format(new Date(`${day}T00:00:00Z`));
	return lang.startsWith('nl') ? label.replace(/\.$/, '') : label;
}

/** A date (with the time when asked) in the agency's time zone. */
export function formatDate(iso: string, lang: string, withTime = false): string {
	return (withTime ? portalFormats.agencyDateTime : portalFormats.agencyDate)(lang).format(new Date(iso));
}

/**
 * How the portal names one of the owner's properties: by its public card (title – city (id)), as
 * no longer online when it has left the site, else by its number (its card could not be read).
 * @example propertyName(1011, undefined, true, t) // => 'Pand 1011 (niet meer online)'
 */
export function propertyName(id: number, card: { title: string; city: string } | undefined, offline: boolean, t: Tr): string {
	if (card) return `${card.title} – ${card.city} (${id})`;
	return t(offline ? 'portal.propertyOffline' : 'portal.propertyFallback', { id });
}

/** The wording of a request kind. */
export function typeLabel(type: string, t: Tr): string {
	return t(namedTypes.has(type) ? `portal.type.${type}` : 'portal.type.other');
}

/** A history item as the table shows it: every cell as text. */
export function historyRow(item: HistoryItem, t: Tr, lang: string): Record<'date' | 'type' | 'contact' | 'subject' | 'comment' | 'status' | 'source', string> {
	const { reason, amount, slotStart, office } = item.subject;
	const subject = slotStart
		? t(office ? 'portal.subject.officeSlot' : 'portal.subject.slot', { when: formatDate(slotStart, lang, true) })
		: amount !== undefined
			? t('portal.subject.amount', { amount: portalFormats.euro().format(amount) })
			: reason === 'visit' || reason === 'information'
				? t(`portal.subject.${reason}`)
				: '';
	return {
		date: formatDate(item.date, lang, true),
		type: typeLabel(item.type, t),
		contact: item.contact || '–',
		subject: subject || '–',
		comment: item.comment || '–',
		status: t(`portal.status.${item.status}`),
		source: t(`portal.origin.${item.source}`),
	};
}

/**
 * The note under a list that holds only the newest items of more, or null when it holds them all.
 * @example listCutNote(200, 1234, t, 'en-GB') // => t('portal.list.cut', { shown: '200', total: '1,234' })
 */
export function listCutNote(shown: number, total: number, t: Tr, lang: string): string | null {
	return total > shown ? t('portal.list.cut', { shown: formatCount(shown, lang), total: formatCount(total, lang) }) : null;
}

/** The message key of a failed portal read: 403 not yours, anything else the API error (401 is handled by going back to the login). */
export function portalErrorKey(status: number): string {
	return status === 403 ? 'portal.error.forbidden' : status === 422 ? 'portal.error.property' : 'portal.error.api';
}
