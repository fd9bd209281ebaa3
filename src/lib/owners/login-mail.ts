import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { useTranslations } from '../../i18n/t.ts';
import { dateFormat } from '../intl/formats.ts';
import { labelled } from '../intl/punctuation.ts';
import type { ListingFact } from '../requests/listing-facts.ts';
import { recordLine, recordLineHtml, type MailDraft } from '../requests/mail-content.ts';
import { escapeHtml, htmlMail } from '../requests/mail-html.ts';
import { agencyTimeZone } from './calendar.ts';

/**
 * The mail that tells the agency an owner logged in (spec §6: "a notification mail that a person
 * logged in is sent"), in the agency's language, put in the request outbox like every other mail.
 * It names each property as every agency mail does (`recordLine`: reference – title (id) – link,
 * from the build's listing facts in the agency's language; the number and link alone when they
 * could not be read).
 */

/** What the notification says; `listings` holds the facts of `propertyIds`, in their order (null when unknown). */
export type LoginNotice = { name: string; email: string; language: Locale; propertyIds: number[]; listings?: (ListingFact | null)[]; at: Date };

/**
 * The time of a login or a password change as a mail writes it: the full date and the time in
 * Brussels, in the mail's language.
 * @example mailTime(new Date('2026-12-01T09:00:00Z'), 'nl') // => 'dinsdag 1 december 2026 om 10:00:00'
 */
export function mailTime(at: Date, locale: Locale): string {
	return dateFormat(localeInfo[locale].lang, 'login-time', { dateStyle: 'full', timeStyle: 'medium', timeZone: agencyTimeZone }).format(at);
}

/** Composes the notification mail to the agency; Reply-To is the owner. */
export function composeLoginMail(notice: LoginNotice, ctx: { to: string; locale: Locale; siteUrl: URL }): MailDraft {
	const t = useTranslations(ctx.locale);
	const when = mailTime(notice.at, ctx.locale);
	const properties = notice.propertyIds.map((id, i) => recordLine(ctx.siteUrl, 'property', id, notice.listings?.[i] ?? null));
	// The facts are read in the agency's language; a fallback title is marked with its own.
	const propertiesHtml = notice.propertyIds.map((id, i) => recordLineHtml(ctx.siteUrl, 'property', id, notice.listings?.[i] ?? null, ctx.locale, ctx.locale));
	const rows: [string, string, string?][] = [
		[t('login.mail.name'), notice.name],
		[t('login.mail.email'), notice.email],
		[t('login.mail.language'), localeInfo[notice.language].label],
		[t('login.mail.time'), when],
		[t('login.mail.properties'), properties.length > 0 ? properties.join('\n') : '–', properties.length > 0 ? propertiesHtml.join('\n') : undefined],
	];
	const intro = t('login.mail.intro', { name: notice.name, site: ctx.siteUrl.hostname });
	const text = [intro, '', ...rows.map(([label, value]) => labelled(label, value.includes('\n') ? `\n${value}` : value, ctx.locale))].join('\n');
	const cells = rows
		.map(([label, value, html]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${html ?? escapeHtml(value)}</td></tr>`)
		.join('');
	return {
		to: ctx.to,
		replyTo: { name: notice.name, address: notice.email },
		subject: t('login.mail.subject', { name: notice.name }),
		text,
		html: htmlMail(ctx.locale, 'font-family:sans-serif', `<p>${escapeHtml(intro)}</p><table>${cells}</table>`),
		attachments: [],
	};
}
