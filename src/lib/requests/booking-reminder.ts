import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations, type UiKey } from '../../i18n/t.ts';
import { labelled } from '../intl/punctuation.ts';
import type { ListingFact } from './listing-facts.ts';
import { recordLink, type MailDraft } from './mail-content.ts';
import { escapeHtml, htmlMail } from './mail-html.ts';
import { agencySignature, linkBlockHtml, officePlace, signatureHtml, signatureLines } from './mail-signature.ts';
import type { AgencyIdentity } from './settings.ts';
import { slotLabel } from './slot-time.ts';

/**
 * The reminder of a visit already booked: an appointment request for a listing whose visit the
 * address has booked already is refused (409 `request.appointment.alreadyBooked`, which names no
 * day), and the booked day and hours go by mail to that address instead. So the person whose
 * address it is learns them, and whoever typed someone else's address learns nothing. The mail
 * goes through the outbox, tied to the first booking's request, in the new request's language.
 * Like the receipt it repeats nothing the new request typed but the address it is sent to. A booking
 * in one of the office's slots (made from the listing's page) is an appointment at the agency, not a
 * viewing: the mail says so and, as the receipt does, gives the agency's address as its place.
 */

/** What the reminder needs: the booked visit, the listing, and the agency that sends it. */
export type ReminderContext = {
	siteUrl: URL;
	agency: AgencyIdentity;
	/** The agency's inbox (`MAIL_TO`): the mail's Reply-To. */
	agencyInbox: string;
	/** The listing the visit is about, when the build's facts have it. */
	listing: ListingFact | null;
	propertyId: number;
	/** The booked slot; `office` when it is one of the office's slots (at the agency). */
	slot: { startsAt: Date; endsAt: Date; office?: boolean };
};

/** The texts of the reminder that name what was booked: a viewing of the listing, or an appointment at the office. */
type Wording = Record<'subject' | 'intro' | 'when' | 'next' | 'notYou', UiKey>;

/** A visit booked in one of the listing's own slots: a viewing of the listing. */
const viewing: Wording = {
	subject: 'appointment.reminder.subject',
	intro: 'appointment.reminder.intro',
	when: 'appointment.reminder.when',
	next: 'appointment.reminder.next',
	notYou: 'appointment.reminder.notYou',
};

/** A booking in one of the office's slots: an appointment at the agency about the listing. */
const atOffice: Wording = {
	subject: 'appointment.reminder.officeSubject',
	intro: 'appointment.reminder.officeIntro',
	when: 'appointment.reminder.officeWhen',
	next: 'appointment.reminder.officeNext',
	notYou: 'appointment.reminder.officeNotYou',
};

/**
 * The reminder mail to the address of a refused second booking, in the request's language.
 * @example composeBookingReminder('bob@example.be', 'en', ctx).subject // => 'Immo Drieland: you already have a viewing booked'
 */
export function composeBookingReminder(to: string, locale: Locale, ctx: ReminderContext): MailDraft {
	const t = useTranslations(locale);
	const signature = agencySignature(ctx.agency, locale, ctx.siteUrl);
	const title = ctx.listing?.title ?? t('receipt.recordNumber', { id: ctx.propertyId });
	const link = ctx.listing ? new URL(ctx.listing.path, ctx.siteUrl).href : recordLink(ctx.siteUrl, 'property', ctx.propertyId);
	const words = ctx.slot.office === true ? atOffice : viewing;
	const intro = t(words.intro, { agency: ctx.agency.name });
	const when = labelled(t(words.when), slotLabel(ctx.slot.startsAt, ctx.slot.endsAt, locale), locale);
	// An office slot takes place at the agency: its address is the place, as on the receipt.
	const place = ctx.slot.office === true ? [labelled(t('appointment.place'), officePlace(ctx.agency, locale), locale)] : [];
	const property = labelled(t('appointment.reminder.property'), title, locale);
	const next = t(words.next);
	const notYou = t(words.notYou);
	const text = [t('receipt.greeting'), '', intro, '', property, link, when, ...place, '', next, '', t('receipt.signoff'), ...signatureLines(signature), '', notYou, ''].join('\n');
	const e = escapeHtml;
	const html = htmlMail(
		locale,
		'font-family:sans-serif;line-height:1.5',
		`<p>${e(t('receipt.greeting'))}</p><p>${e(intro)}</p><p>${linkBlockHtml(link, property, when)}${place.map((line) => `<br>${e(line)}`).join('')}</p><p>${e(next)}</p><p>${e(t('receipt.signoff'))}<br>${signatureHtml(signature)}</p><p style="color:#555">${e(notYou)}</p>`,
	);
	return { to, replyTo: { name: ctx.agency.name, address: ctx.agencyInbox }, subject: t(words.subject, { agency: ctx.agency.name }), text, html, attachments: [] };
}
