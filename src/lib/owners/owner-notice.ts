import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations } from '../../i18n/t.ts';
import type { MailDraft } from '../requests/mail-content.ts';
import { escapeHtml, htmlMail } from '../requests/mail-html.ts';
import { agencySignature, signatureHtml, signatureLines } from '../requests/mail-signature.ts';
import type { AgencyIdentity } from '../requests/settings.ts';
import { mailTime } from './login-mail.ts';

/**
 * The short notice an owner gets in their own language when their account was signed in to or its
 * password was changed, with the time (Brussels), so that a stranger using the password is
 * noticed: what happened, when, and whom to call when it was not them (the agency, which sets a
 * new password and ends every session). It names no property and holds no link to click: a mail
 * that looks like it could be imitated, so it asks for nothing but a call or a mail to the agency.
 * Put in the outbox with the login or the change, like every mail.
 */

/** What the notice is about. */
export type OwnerNoticeKind = 'login' | 'password';

/** The owner the notice goes to. */
export type NoticeOwner = { name: string; email: string; language: Locale };

/** Composes the notice to the owner's address, in the owner's language; Reply-To is the agency. */
export function composeOwnerNotice(kind: OwnerNoticeKind, owner: NoticeOwner, at: Date, ctx: { siteUrl: URL; agency: AgencyIdentity }): MailDraft {
	const locale = owner.language;
	const t = useTranslations(locale);
	const vars = { site: ctx.siteUrl.hostname, time: mailTime(at, locale), agency: ctx.agency.name };
	const what = t(`owner.notice.${kind}.text`, vars);
	const notYou = t('owner.notice.notYou', vars);
	const signature = agencySignature(ctx.agency, locale, ctx.siteUrl);
	const text = [t('receipt.greeting'), '', what, '', notYou, '', t('receipt.signoff'), ...signatureLines(signature), ''].join('\n');
	const e = escapeHtml;
	return {
		to: owner.email,
		replyTo: { name: ctx.agency.name, address: ctx.agency.email },
		subject: t(`owner.notice.${kind}.subject`, vars),
		text,
		html: htmlMail(locale, 'font-family:sans-serif;line-height:1.5', `<p>${e(t('receipt.greeting'))}</p><p>${e(what)}</p><p>${e(notYou)}</p><p>${e(t('receipt.signoff'))}<br>${signatureHtml(signature)}</p>`),
		attachments: [],
	};
}
