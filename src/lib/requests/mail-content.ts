import { isLocale, localeInfo, type Locale } from '../../../i18n/locales.ts';
import { useTranslations, type UiKey } from '../../i18n/t.ts';
import { contactSlots } from '../domain/contact-slots.ts';
import { formatPhone } from '../domain/phone.ts';
import { advanceForOffer, formatEuro, formatEuroCents } from '../domain/price.ts';
import { sitePathPattern } from '../../schemas/requests/fields.ts';
import { takesCv, zones, type RequestKind } from '../../schemas/requests/index.ts';
import { labelled } from '../intl/punctuation.ts';
import { factName, listingDeposit, type ListingFact } from './listing-facts.ts';
import { dateTimeLabel, dayFields, dayLabel, slotLabel } from './slot-time.ts';
import { escapeHtml, factNameHtml, htmlMail } from './mail-html.ts';
import { textOf } from '../text-of.ts';

/**
 * The agency's mail of a request, as plain text and HTML, with every field of the form (in the
 * agency's language, each labelled as the agency reads it: "the friend's name", not the form's
 * "your friend's name"). The visitor's address is only ever a Reply-To here; the friend's mail of
 * "send to a friend" is `friend-mail.ts`, the visitor's own receipt of every other request `receipt.ts`.
 */

/** A file kept in Netlify Blobs (a CV), read when the mail is sent. */
export type BlobAttachment = { store: string; key: string; filename: string; contentType: string };

/** A small text file kept with the mail itself in the outbox row (an appointment's .ics). */
export type InlineAttachment = { filename: string; contentType: string; content: string };

/** A file to attach when the mail is sent. */
export type AttachmentRef = BlobAttachment | InlineAttachment;

/** A mail to put in the outbox. */
export type MailDraft = {
	to: string;
	replyTo: { name: string; address: string } | null;
	subject: string;
	text: string;
	html: string;
	attachments: AttachmentRef[];
};

/** What a mail needs besides the payload. */
export type MailContext = {
	reference: string;
	siteUrl: URL;
	agencyAddress: string;
	agencyLocale: Locale;
	/** When the request was stored: the mail may go out hours later after an SMTP outage (Brussels time, in the mail's language). */
	receivedAt?: Date;
	/** Extra facts the service found: the booked slot (`office` when it is at the agency), the uploaded CV. */
	slot?: { startsAt: Date; endsAt: Date; office?: boolean };
	cv?: BlobAttachment & { size: number };
	/** A newsletter sign-up's double opt-in: when it was signed up and when its address was confirmed. */
	confirmation?: { signedUpAt: Date; confirmedAt: Date };
	/** A newsletter subscription withdrawn: when its address withdrew its consent. */
	withdrawal?: { withdrawnAt: Date };
	/** The build's facts of the listing or project the request is about, when they could be read. */
	listing?: ListingFact | null;
	/** The same for each listing of a contact request sent from the favourites, in its order. */
	listings?: readonly (ListingFact | null)[];
};

type Payload = Record<string, unknown>;

/** Fields whose label in the agency's mail differs from the form's, which speaks to the visitor. */
const agencyLabels: Partial<Record<string, UiKey>> = {
	friendName: 'request.mail.field.friendName',
	friendEmail: 'request.mail.field.friendEmail',
	publication: 'request.mail.field.publication',
};

/** Fields that never appear in a mail. */
const hiddenFields = new Set(['idempotencyKey', 'captcha', 'website', 'privacy', 'locale', 'pagePath']);
const euroFields = new Set(['amount', 'budgetMin', 'budgetMax', 'monthlyRent', 'monthlyIncome']);

export { escapeHtml } from './mail-html.ts';


/** The public link of a property or project (the original path, valid in every language). */
export function recordLink(siteUrl: URL, record: 'property' | 'project', id: number): string {
	return new URL(`/${record}/${id}/`, siteUrl).href;
}

/**
 * The link of a property in the language of the page it was sent from: that page's path when it
 * is the property's own page (it ends with the property's id), else the original path.
 * @example pageLink(new URL('https://agency.be'), 1001, '/fr/a-vendre/gent/ruime-woning/1001/') // => 'https://agency.be/fr/a-vendre/gent/ruime-woning/1001/'
 */
export function pageLink(siteUrl: URL, propertyId: number, pagePath: unknown): string {
	const own = typeof pagePath === 'string' && sitePathPattern.test(pagePath) && pagePath.endsWith(`/${propertyId}/`);
	return own ? new URL(pagePath, siteUrl).href : recordLink(siteUrl, 'property', propertyId);
}

/**
 * A listing or project as the agency's mail names it: its reference and title from the build's
 * facts when they could be read (in the request's language), its number and its link.
 * @example recordLine(new URL('https://agency.be'), 'property', 1042, { reference: 'IDL-1042', title: 'Ruime woning', path: '/property/1042/', address: null }) // => 'IDL-1042 – Ruime woning (1042) – https://agency.be/property/1042/'
 */
export function recordLine(siteUrl: URL, record: 'property' | 'project', id: number, fact: ListingFact | null): string {
	const name = fact ? `${factName(fact)} (${id})` : String(id);
	return `${name} – ${recordLink(siteUrl, record, id)}`;
}

/**
 * `recordLine` in HTML: the title marked with its language when it is not the mail's (`factNameHtml`;
 * `factsLocale` is the language the facts were read in).
 * @example recordLineHtml(url, 'property', 1042, { reference: 'IDL-1042', title: 'Maison', path: '/fr/x/', address: null }, 'fr', 'nl') // => 'IDL-1042 – <span lang="fr-BE">Maison</span> (1042) – https://agency.be/property/1042/'
 */
export function recordLineHtml(siteUrl: URL, record: 'property' | 'project', id: number, fact: ListingFact | null, factsLocale: Locale, mailLocale: Locale): string {
	if (!fact) return escapeHtml(recordLine(siteUrl, record, id, null));
	return `${factNameHtml(fact, factsLocale, mailLocale)} (${id}) – ${escapeHtml(recordLink(siteUrl, record, id))}`;
}

/** Formats one field value for a mail. */
function formatValue(key: string, value: unknown, t: ReturnType<typeof useTranslations>, ctx: MailContext): string {
	const label = (k: string) => t(k as UiKey);
	// A ticked newsletter box is a double opt-in: the agency hears of the subscriber once it is confirmed.
	if (key === 'newsletter') return t(value === true ? 'request.mail.newsletterPending' : 'form.no');
	if (typeof value === 'boolean') return t(value ? 'form.yes' : 'form.no');
	if (key === 'title' || key === 'goal' || key === 'purpose' || key === 'reason') return label(`form.${key}.${String(value)}`);
	if (key === 'phone') return formatPhone(String(value));
	if (key === 'contactSlots') {
		const ids = value as string[];
		return ids.length === 0 ? '–' : contactSlots.filter((s) => ids.includes(s.id)).map((s) => `${label(`form.slot.${s.id}`)} (${s.from}–${s.to})`).join(', ');
	}
	if (key === 'types' || key === 'propertyType') return ([] as unknown[]).concat(value).map((id) => label(`form.propertyType.${String(id)}`)).join(', ');
	// The zones the form offers go by their name; the function also takes a zone typed as text
	// (a municipality, a postcode), which reads as given.
	if (key === 'zones') return (value as string[]).map((zone) => ((zones as readonly string[]).includes(zone) ? label(`form.zone.${zone}`) : zone)).join(', ');
	if (key === 'slotId' && ctx.slot) return `${slotLabel(ctx.slot.startsAt, ctx.slot.endsAt, ctx.agencyLocale)}${ctx.slot.office ? ` – ${t('appointment.place.office')}` : ''}`;
	if (euroFields.has(key)) return formatEuro(value as number);
	if (dayFields.has(key)) return dayLabel(String(value), ctx.agencyLocale);
	if (key === 'propertyIds') return (value as number[]).map((id, index) => recordLine(ctx.siteUrl, 'property', id, ctx.listings?.[index] ?? null)).join('\n');
	if (key === 'propertyId') return recordLine(ctx.siteUrl, 'property', value as number, ctx.listing ?? null);
	if (key === 'projectId') return recordLine(ctx.siteUrl, 'project', value as number, ctx.listing ?? null);
	return value === '' || value === undefined ? '–' : textOf(value);
}

/** A row of the agency's mail: label, value as text and, where it differs from the escaped text, as HTML. */
type Row = [label: string, value: string, html?: string];

/** The HTML of a value naming listings or projects (titles marked with their language), else undefined. */
function recordHtml(key: string, value: unknown, payload: Payload, ctx: MailContext): string | undefined {
	const factsLocale = payload.locale as Locale;
	const line = (record: 'property' | 'project', id: number, fact: ListingFact | null) => recordLineHtml(ctx.siteUrl, record, id, fact, factsLocale, ctx.agencyLocale);
	if (key === 'propertyIds') return (value as number[]).map((id, index) => line('property', id, ctx.listings?.[index] ?? null)).join('\n');
	if (key === 'propertyId') return line('property', value as number, ctx.listing ?? null);
	if (key === 'projectId') return line('project', value as number, ctx.listing ?? null);
	return undefined;
}

/** The label and value rows of a request, in form order, with derived facts (advance, deposit, CV); the booked slot shows as its day and hours. */
function rowsOf(kind: RequestKind, payload: Payload, ctx: MailContext): Row[] {
	const t = useTranslations(ctx.agencyLocale);
	const rows: Row[] = [[t('form.field.reference'), ctx.reference]];
	if (ctx.receivedAt) rows.push([t('receipt.received'), dateTimeLabel(ctx.receivedAt, ctx.agencyLocale)]);
	rows.push([t('form.field.locale'), localeInfo[payload.locale as Locale]?.label ?? String(payload.locale)]);
	for (const [key, value] of Object.entries(payload)) {
		if (hiddenFields.has(key) || value === undefined) continue;
		const html = isLocale(String(payload.locale)) ? recordHtml(key, value, payload, ctx) : undefined;
		rows.push([t(agencyLabels[key] ?? (`form.field.${key}` as UiKey)), formatValue(key, value, t, ctx), html]);
		if (key === 'amount' && kind === 'offer') rows.push([t('form.field.advance'), formatEuroCents(advanceForOffer(value as number))]);
		if (key === 'monthlyRent') rows.push([t('form.field.deposit'), formatEuro(listingDeposit(value as number, ctx.listing ?? null))]);
	}
	if (takesCv(kind)) rows.push([t('request.mail.field.cv'), ctx.cv ? `${ctx.cv.filename} (${Math.ceil(ctx.cv.size / 1024)} KB)` : '–']);
	if (ctx.confirmation) {
		rows.push([t('newsletter.field.signedUpAt'), dateTimeLabel(ctx.confirmation.signedUpAt, ctx.agencyLocale)]);
		rows.push([t('newsletter.field.confirmedAt'), dateTimeLabel(ctx.confirmation.confirmedAt, ctx.agencyLocale)]);
	}
	if (ctx.withdrawal) rows.push([t('newsletter.field.withdrawnAt'), dateTimeLabel(ctx.withdrawal.withdrawnAt, ctx.agencyLocale)]);
	return rows;
}

/** Renders rows as plain text (each label with the language's colon) and as an HTML table. */
function render(intro: string, rows: Row[], locale: Locale): { text: string; html: string } {
	const text = [intro, '', ...rows.map(([label, value]) => labelled(label, value.includes('\n') ? `\n${value}\n` : value, locale))].join('\n');
	const cells = rows
		.map(([label, value, html]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${html ?? escapeHtml(value)}</td></tr>`)
		.join('');
	const html = htmlMail(locale, 'font-family:sans-serif', `<p>${escapeHtml(intro)}</p><table>${cells}</table>`);
	return { text, html };
}

/** The visitor's full name as given. */
function nameOf(payload: Payload): string {
	return [payload.firstName, payload.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
}

/** The agency mail's first line: a newsletter address withdrawn or confirmed (and when), else the request received. */
function introOf(payload: Payload, ctx: MailContext): string {
	const t = useTranslations(ctx.agencyLocale);
	const facts = { reference: ctx.reference, site: ctx.siteUrl.hostname, email: String(payload.email) };
	if (ctx.withdrawal) return t('request.mail.introWithdrawn', { ...facts, date: dateTimeLabel(ctx.withdrawal.withdrawnAt, ctx.agencyLocale) });
	if (ctx.confirmation) return t('request.mail.introConfirmed', { ...facts, date: dateTimeLabel(ctx.confirmation.confirmedAt, ctx.agencyLocale) });
	return t('request.mail.intro', facts);
}

/**
 * Composes the agency's mail of one accepted request (the friend's mail of "send to a friend" is
 * `friend-mail.ts`). A newsletter sign-up's agency mail is composed only
 * once its address is confirmed (`ctx.confirmation`), and then says so and when; a confirmed
 * subscription withdrawn (`ctx.withdrawal`) gets one more, saying to take the address off the list.
 */
export function composeMails(kind: RequestKind, payload: Payload, ctx: MailContext): MailDraft[] {
	const t = useTranslations(ctx.agencyLocale);
	const name = nameOf(payload) || String(payload.email);
	const replyTo = { name, address: String(payload.email) };
	const intro = introOf(payload, ctx);
	const agency = render(intro, rowsOf(kind, payload, ctx), ctx.agencyLocale);
	return [
		{
			to: ctx.agencyAddress,
			replyTo,
			subject: t(ctx.withdrawal ? 'request.mail.subject.newsletterWithdrawn' : (`request.mail.subject.${kind}` as UiKey), { reference: ctx.reference, name }),
			...agency,
			attachments: ctx.cv ? [{ store: ctx.cv.store, key: ctx.cv.key, filename: ctx.cv.filename, contentType: ctx.cv.contentType }] : [],
		},
	];
}
