import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { useTranslations, type UiKey } from '../../i18n/t.ts';
import { formatPhone } from '../domain/phone.ts';
import type { RequestKind } from '../../schemas/requests/index.ts';
import { labelled } from '../intl/punctuation.ts';
import { localPath } from './feedback.ts';
import { buildIcs } from './ics.ts';
import { recordLink, type InlineAttachment, type MailDraft } from './mail-content.ts';
import { escapeHtml, htmlMail } from './mail-html.ts';
import { optInParagraph, withdrawHtml, withdrawLines, type OptIn, type OptInParagraph } from './newsletter-opt-in.ts';
import { summaryRows, type SummaryContext, type SummaryRow } from './receipt-summary.ts';
import { agencyAddress, agencySignature, linkBlockHtml, officePlace, signatureHtml, signatureLines, type AgencySignature } from './mail-signature.ts';
import type { AgencyIdentity } from './settings.ts';

/**
 * The receipt a visitor gets for a request (every kind but "send to a friend", whose friend gets
 * the mail, and the newsletter, whose visitor is asked to confirm the address instead), in the
 * language of the page the request came from: what was received
 * (`receipt-summary.ts`, which repeats no text the visitor typed), what happens next, and the
 * agency's name, address, phone and email. It goes into the outbox in the request's transaction,
 * beside the agency's mail, and is sent and retried like it. Its Reply-To is the agency's inbox, so
 * an answer reaches a person; it closes with what to do when someone else typed the address.
 * An appointment's receipt names the property and the booked day and hours and carries the visit
 * as an iCalendar file (`ics.ts`); for an office slot both say it takes place at the agency, and
 * where. When the newsletter box was ticked, the receipt also carries the newsletter's
 * confirmation link (double opt-in, `newsletter-opt-in.ts`): one mail, not two.
 */

/** What a receipt needs besides the payload: the summary's context, and the agency that sends it. */
export type ReceiptContext = SummaryContext & {
	agency: AgencyIdentity;
	/** The agency's inbox (`MAIL_TO`): the receipt's Reply-To. */
	agencyInbox: string;
	/** The newsletter confirmation of a request whose newsletter box was ticked. */
	optIn?: OptIn | undefined;
};

type Payload = Record<string, unknown>;

/** The calendar file of a booked appointment. */
function appointmentFile(payload: Payload, ctx: ReceiptContext, slot: { startsAt: Date; endsAt: Date; office?: boolean }, locale: Locale): InlineAttachment {
	const t = useTranslations(locale);
	const propertyId = typeof payload.propertyId === 'number' ? payload.propertyId : null;
	// An office slot is booked from a listing's page too (the form sends its propertyId): the slot, not the payload, says where.
	const office = slot.office === true || propertyId === null;
	const link = ctx.listing ? new URL(ctx.listing.path, ctx.siteUrl).href : propertyId !== null ? recordLink(ctx.siteUrl, 'property', propertyId) : new URL(localPath('/', locale), ctx.siteUrl).href;
	const subject = ctx.listing?.title ?? (propertyId !== null ? t('receipt.recordNumber', { id: propertyId }) : null);
	const content = buildIcs(
		{
			uid: `${ctx.reference}@${ctx.siteUrl.hostname}`,
			stamp: ctx.now,
			start: slot.startsAt,
			end: slot.endsAt,
			summary: subject && !office ? t('receipt.ics.visit', { title: subject }) : t('receipt.ics.office', { agency: ctx.agency.name }),
			// An office slot takes place at the agency; a property's only where its address is public.
			location: office ? agencyAddress(ctx.agency, locale).join(', ') : (ctx.listing?.address ?? null),
			description: t('receipt.ics.description', { reference: ctx.reference, agency: ctx.agency.name, phone: formatPhone(ctx.agency.phone), email: ctx.agency.email }),
			url: link,
		},
		{ productId: `-//${ctx.agency.name}//${ctx.siteUrl.hostname}//${locale.toUpperCase()}`, lang: localeInfo[locale].lang },
	);
	return { filename: `${ctx.reference}.ics`, contentType: 'text/calendar; charset=utf-8', content };
}

/** The agency's identity as the receipt closes with it. */
/** The texts and rows of a receipt, before they are laid out as text or HTML. */
type ReceiptParts = {
	locale: Locale;
	greeting: string;
	intro: string;
	summary: string;
	rows: SummaryRow[];
	nextHeading: string;
	next: string;
	notice: string;
	optIn: OptInParagraph | null;
	signoff: string;
	agency: AgencySignature;
	notYou: string;
};

/** The receipt as plain text. */
function textOf(p: ReceiptParts): string {
	const rows = p.rows.map((row) => `${labelled(row.label, row.value, p.locale)}${row.href ? `\n${row.href}` : ''}`);
	const optIn = p.optIn ? [p.optIn.text, p.optIn.link, p.optIn.valid, '', ...withdrawLines(p.optIn.withdraw), ''] : [];
	return [p.greeting, '', p.intro, '', p.summary, ...rows, '', p.nextHeading, p.next, '', ...optIn, p.notice, '', p.signoff, ...signatureLines(p.agency), '', p.notYou, ''].join('\n');
}

/** The receipt as HTML, every text and link escaped. */
function htmlOf(p: ReceiptParts): string {
	const e = escapeHtml;
	const link = (href: string, html: string) => `<a href="${e(href)}">${html}</a>`;
	const rows = p.rows
		.map((row) => {
			const value = row.valueHtml ?? e(row.value);
			return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${e(row.label)}</th><td style="padding:4px 0">${row.href ? link(row.href, value) : value}</td></tr>`;
		})
		.join('');
	const heading = (text: string) => `<h2 style="font-size:1.1em;margin:1.2em 0 0.4em">${e(text)}</h2>`;
	const o = p.optIn;
	const optIn = o ? `<p>${e(o.text)}</p><p>${linkBlockHtml(o.link, o.linkLabel, o.valid)}</p>${withdrawHtml(o.withdraw)}` : '';
	return htmlMail(p.locale, 'font-family:sans-serif;line-height:1.5', `<p>${e(p.greeting)}</p><p>${e(p.intro)}</p>${heading(p.summary)}<table>${rows}</table>${heading(p.nextHeading)}<p>${e(p.next)}</p>${optIn}<p style="color:#555">${e(p.notice)}</p><p>${e(p.signoff)}<br>${signatureHtml(p.agency)}</p><p style="color:#555">${e(p.notYou)}</p>`);
}

/**
 * The visitor's receipt of a request, in the request's language; null for "send to a friend" and
 * for the newsletter, whose visitor gets the confirmation mail of the double opt-in instead
 * (`newsletter-mail.ts`).
 * @example composeReceipt('contact', { email: 'an@example.be', locale: 'fr', … }, ctx)?.subject // => 'Immo Drieland\u00a0: nous avons bien reçu votre message (REQ-…)'
 */
export function composeReceipt(kind: RequestKind, payload: Payload, ctx: ReceiptContext): MailDraft | null {
	if (kind === 'send-to-friend' || kind === 'newsletter' || typeof payload.email !== 'string') return null;
	const locale = payload.locale as Locale;
	const t = useTranslations(locale);
	const parts: ReceiptParts = {
		locale,
		greeting: t('receipt.greeting'),
		intro: t('receipt.intro', { agency: ctx.agency.name }),
		summary: t('receipt.summary'),
		rows: summaryRows(kind, payload, { ...ctx, officePlace: officePlace(ctx.agency, locale) }),
		nextHeading: t('receipt.nextHeading'),
		next: t(`receipt.next.${kind}` as UiKey),
		notice: t('receipt.notice'),
		optIn: ctx.optIn ? optInParagraph(ctx.siteUrl, locale, ctx.optIn) : null,
		signoff: t('receipt.signoff'),
		agency: agencySignature(ctx.agency, locale, ctx.siteUrl),
		notYou: t('receipt.notYou'),
	};
	return {
		to: payload.email,
		replyTo: { name: ctx.agency.name, address: ctx.agencyInbox },
		subject: t(`receipt.subject.${kind}` as UiKey, { agency: ctx.agency.name, reference: ctx.reference }),
		text: textOf(parts),
		html: htmlOf(parts),
		attachments: kind === 'appointment' && ctx.slot ? [appointmentFile(payload, ctx, ctx.slot, locale)] : [],
	};
}
