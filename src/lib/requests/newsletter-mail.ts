import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations } from '../../i18n/t.ts';
import { labelled } from '../intl/punctuation.ts';
import type { MailDraft } from './mail-content.ts';
import { escapeHtml, htmlMail } from './mail-html.ts';
import { agencySignature, linkBlockHtml, signatureHtml, signatureLines } from './mail-signature.ts';
import { confirmLink, withdrawHtml, withdrawLines, withdrawParagraph } from './newsletter-opt-in.ts';
import type { AgencyIdentity } from './settings.ts';
import { dateTimeLabel } from './slot-time.ts';

/**
 * The newsletter's confirmation mail (double opt-in): sent to the address typed in the sign-up, in
 * the language of the page it came from, instead of a receipt. It says what was signed up for and
 * by which agency (name, address, phone, email, site), and carries the link to the confirmation
 * page with the token, and the link that withdraws the subscription at any time (same token); each
 * page asks for one press of a button before anything changes, as mail scanners open links. Like the receipt it repeats nothing the visitor typed but the address
 * it is sent to, and says what to do when someone else typed it (nothing: without a confirmation
 * the agency is never told and no newsletter is sent).
 */

/** What the confirmation mail needs besides the payload. */
export type ConfirmationContext = {
	reference: string;
	siteUrl: URL;
	agency: AgencyIdentity;
	/** The agency's inbox (`MAIL_TO`): the mail's Reply-To. */
	agencyInbox: string;
	token: string;
	expiresAt: Date;
};

/**
 * The confirmation mail of a newsletter sign-up, in the sign-up's language.
 * @example composeConfirmationMail({ email: 'an@example.be', locale: 'en' }, ctx).subject // => 'Immo Drieland: please confirm your newsletter subscription'
 */
export function composeConfirmationMail(payload: Record<string, unknown>, ctx: ConfirmationContext): MailDraft {
	const locale = payload.locale as Locale;
	const t = useTranslations(locale);
	const link = confirmLink(ctx.siteUrl, locale, ctx.token);
	const signature = agencySignature(ctx.agency, locale, ctx.siteUrl);
	const intro = t('newsletter.mail.intro', { agency: ctx.agency.name });
	const action = t('newsletter.mail.action', { button: t('newsletter.confirm.button') });
	const valid = t('newsletter.mail.valid', { date: dateTimeLabel(ctx.expiresAt, locale) });
	const reference = labelled(t('form.field.reference'), ctx.reference, locale);
	const withdraw = withdrawParagraph(ctx.siteUrl, locale, ctx.token);
	const text = [t('receipt.greeting'), '', intro, '', action, link, '', valid, reference, '', ...withdrawLines(withdraw), '', t('receipt.signoff'), ...signatureLines(signature), '', t('newsletter.mail.notYou'), ''].join('\n');
	const e = escapeHtml;
	const html = htmlMail(locale, 'font-family:sans-serif;line-height:1.5', `<p>${e(t('receipt.greeting'))}</p><p>${e(intro)}</p><p>${e(action)}</p><p>${linkBlockHtml(link, t('newsletter.mail.link'))}</p><p>${e(valid)}<br>${e(reference)}</p>${withdrawHtml(withdraw)}<p>${e(t('receipt.signoff'))}<br>${signatureHtml(signature)}</p><p style="color:#555">${e(t('newsletter.mail.notYou'))}</p>`);
	return {
		to: String(payload.email),
		replyTo: { name: ctx.agency.name, address: ctx.agencyInbox },
		subject: t('newsletter.mail.subject', { agency: ctx.agency.name }),
		text,
		html,
		attachments: [],
	};
}
