import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations } from '../../i18n/t.ts';
import { formatEuro, formatPrice } from '../domain/price.ts';
import { labelled } from '../intl/punctuation.ts';
import { factName, type ListingFact } from './listing-facts.ts';
import { pageLink, type MailDraft } from './mail-content.ts';
import { escapeHtml, factNameHtml, htmlMail } from './mail-html.ts';
import { agencySignature, linkBlockHtml, signatureHtml, signatureLines } from './mail-signature.ts';
import type { AgencyIdentity } from './settings.ts';
import { textOf } from '../text-of.ts';

/**
 * The "send to a friend" mail: a mail of the agency about one of its listings, in the page
 * language. It goes from the agency's domain to an address anyone can type, so it is built from
 * the agency's own data: its subject names the agency and the listing (never a typed name), its
 * body the listing as the build's facts state it (reference, title, place, price when published,
 * named and read as the page does: a rent is the rent, per month, with the renter's monthly charges; its page in the mail's language), and it is signed by the agency and answered to the agency
 * (`Reply-To`), not to an address the sender typed. What the sender typed is the names (the
 * greeting, who sends it) and a short note; the form refuses links in them
 * (`SendToFriendRequestSchema`). A last line tells the friend why the mail came and that nothing
 * more will follow. Where the facts could not be read, the listing is named by its number.
 */

/** What the friend mail needs besides the payload. */
export type FriendMailContext = {
	siteUrl: URL;
	agency: AgencyIdentity;
	/** The agency's inbox, which a reply reaches. */
	agencyInbox: string;
	/** The build's facts of the listing in the page language, when they could be read. */
	listing: ListingFact | null;
};

type Payload = Record<string, unknown>;

/** The listing's rows: its public address (else its place) and its published price (a rent with its charges), each only when the facts have it. */
function listingRows(fact: ListingFact | null, locale: Locale): [string, string][] {
	if (!fact) return [];
	const t = useTranslations(locale);
	const rows: [string, string][] = [];
	if (fact.address) rows.push([t('receipt.address'), fact.address]);
	else if (fact.place) rows.push([t('request.mail.friend.place'), fact.place]);
	if (fact.price !== undefined) {
		const price = formatPrice({ publishPrice: true, price: fact.price, priceUnit: fact.startingFrom ? 7 : null }, { startingFrom: t('price.startingFrom') });
		// A rent is named and read as the listing page, its cards and its map marker write it (`rentChargesText`):
		// "Huurprijs: € 1.550 per maand + € 245 lasten per maand".
		if (price && fact.goal === 'rent') {
			const rent = t('detail.price.perMonth', { price });
			rows.push([t('detail.rent'), fact.charges === undefined ? rent : `${rent} ${t('detail.rent.charges', { charges: formatEuro(fact.charges) })}`]);
		} else if (price) rows.push([t('detail.price'), price]);
	}
	return rows;
}

/**
 * The mail to the friend.
 * @example composeFriendMail({ propertyId: 1042, firstName: 'An', lastName: 'Peeters', friendEmail: 'piet@example.be', locale: 'en' }, ctx).subject // => 'A property from Immo Drieland: Spacious house'
 */
export function composeFriendMail(payload: Payload, ctx: FriendMailContext): MailDraft {
	const locale = payload.locale as Locale;
	const t = useTranslations(locale);
	const id = payload.propertyId as number;
	const fact = ctx.listing;
	const sender = [payload.firstName, payload.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
	const title = fact ? fact.title : t('receipt.recordNumber', { id });
	const name = fact ? factName(fact) : title;
	const link = fact ? new URL(fact.path, ctx.siteUrl).href : pageLink(ctx.siteUrl, id, payload.pagePath);
	const greeting = payload.friendName ? t('request.mail.friend.greeting', { name: textOf(payload.friendName) }) : t('request.mail.friend.greetingAnonymous');
	const intro = t('request.mail.friend.intro', { name: sender, agency: ctx.agency.name });
	const remark = typeof payload.remark === 'string' && payload.remark !== '' ? payload.remark : '';
	const remarkLabel = t('request.mail.friend.remark', { name: sender });
	const rows = listingRows(fact, locale);
	const linkText = t('request.mail.friend.link');
	const why = t('request.mail.friend.why', { name: sender });
	const signoff = t('receipt.signoff');
	const signature = agencySignature(ctx.agency, locale, ctx.siteUrl);
	const text = [
		greeting,
		'',
		intro,
		'',
		...(remark ? [labelled(remarkLabel, '', locale).trimEnd(), remark, ''] : []),
		name,
		...rows.map(([label, value]) => labelled(label, value, locale)),
		labelled(linkText, link, locale),
		'',
		signoff,
		...signatureLines(signature),
		'',
		why,
		'',
	].join('\n');
	const e = escapeHtml;
	const cells = rows.map(([label, value]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${e(label)}</th><td style="padding:4px 0">${e(value)}</td></tr>`).join('');
	const note = remark ? `<p><strong>${e(remarkLabel)}</strong><br><span style="white-space:pre-wrap">${e(remark)}</span></p>` : '';
	const nameHtml = fact ? factNameHtml(fact, locale, locale) : e(name);
	const html = htmlMail(locale, 'font-family:sans-serif;line-height:1.5', `<p>${e(greeting)}</p><p>${e(intro)}</p>${note}<h2 style="font-size:1.1em;margin:1.2em 0 0.4em">${nameHtml}</h2>${cells ? `<table>${cells}</table>` : ''}<p>${linkBlockHtml(link, linkText)}</p><p>${e(signoff)}<br>${signatureHtml(signature)}</p><p style="color:#555">${e(why)}</p>`);
	return {
		to: String(payload.friendEmail),
		replyTo: { name: ctx.agency.name, address: ctx.agencyInbox },
		subject: t('request.mail.friend.subject', { agency: ctx.agency.name, title }),
		text,
		html,
		attachments: [],
	};
}
