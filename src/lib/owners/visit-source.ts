/**
 * Where a visit of a property page came from, decided from the referrer's host and the landing
 * URL's campaign parameters (utm_source, utm_medium) and click ids (gclid, fbclid): direct, search
 * engine, social network, property portal, e-mail, internal (another page of the site) or other.
 * Campaign parameters win over the referrer, because mail clients and apps send no referrer.
 */

/** The sources a visit is counted under. */
export const visitSources = ['direct', 'search', 'social', 'portal', 'email', 'internal', 'other'] as const;

/** A source a visit is counted under. */
export type VisitSource = (typeof visitSources)[number];

/** What the classifier looks at (no full URL, no personal data). */
export type VisitOrigin = {
	/** Host of document.referrer ('' when there was none); a full URL is reduced to its host. */
	referrer: string;
	utmSource?: string | undefined;
	utmMedium?: string | undefined;
	/** Which ad click id the landing URL carried. */
	clickId?: 'gclid' | 'fbclid' | null | undefined;
	/** Hosts of the site itself (production, deploy previews, localhost). */
	siteHosts: readonly string[];
};

/** Search engines, as a registrable name with any public suffix (google.be, google.co.uk). */
const searchEngines = /(^|\.)(google|bing|yahoo|duckduckgo|ecosia|qwant|startpage|yandex|baidu|ask|aol|seznam|search\.brave|brave)\.[a-z.]+$/;
/** Social networks and messengers. */
const socialHosts = ['facebook.com', 'fb.com', 'fb.me', 'instagram.com', 'linkedin.com', 'lnkd.in', 't.co', 'twitter.com', 'x.com', 'pinterest.com', 'pinterest.fr', 'youtube.com', 'youtu.be', 'tiktok.com', 'reddit.com', 'whatsapp.com', 'wa.me', 'messenger.com', 'threads.net', 'snapchat.com', 'telegram.org', 't.me', 'bsky.app'];
/** Belgian and Luxembourg property portals. */
const portalHosts = ['immoweb.be', 'zimmo.be', 'immovlan.be', 'logic-immo.be', 'realo.be', 'immoscoop.be', 'hebbes.be', 'spotahome.com', 'athome.lu', 'immotop.lu', 'wortimmo.lu', 'habiter.lu', 'vivi.lu', 'immobilienscout24.de', 'immoweb.com', 'trovit.be', 'properstar.be', 'properstar.com', 'kapaza.be', '2dehands.be', '2ememain.be'];
/** Webmail hosts. */
const mailHosts = ['mail.google.com', 'outlook.live.com', 'outlook.office.com', 'outlook.office365.com', 'mail.yahoo.com', 'mail.aol.com', 'webmail.proximus.be', 'mail.telenet.be', 'webmail.telenet.be', 'mail.proton.me', 'mail.zoho.eu', 'mail.zoho.com', 'gmx.net', 'mail.gmx.net', 'icloud.com', 'mail.skynet.be'];

/** Campaign names (utm_source) of the portals, social networks, search engines and mail tools. */
const portalNames = /^(immoweb|zimmo|immovlan|logic-?immo|realo|immoscoop|hebbes|athome|immotop|wortimmo|habiter|trovit|properstar|kapaza|2dehands|2ememain)/;
const socialNames = /^(facebook|fb|instagram|ig|linkedin|twitter|x|pinterest|youtube|tiktok|reddit|whatsapp|messenger|threads|snapchat|telegram|bluesky)$/;
const searchNames = /^(google|bing|yahoo|duckduckgo|ecosia|qwant|startpage|yandex|baidu|brave)$/;
const mailNames = /(newsletter|mailchimp|brevo|sendinblue|mailjet|sendgrid|e-?mail|mail)/;

/** Tells whether a host is a listed domain or one of its sub-domains. */
function inDomains(host: string, domains: readonly string[]): boolean {
	return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/**
 * Reduces a referrer (host or URL) to its lowercased host without port and leading "www."; '' when
 * it has none.
 * @example referrerHost('https://www.Google.be/search?q=x') // => 'google.be'
 */
export function referrerHost(referrer: string): string {
	let text = referrer.trim().toLowerCase();
	if (text === '') return '';
	if (!text.includes('://')) text = `https://${text}`;
	try {
		return new URL(text).hostname.replace(/^www\./, '').replace(/\.$/, '');
	} catch {
		return '';
	}
}

/** The source from campaign parameters and click ids, or null when they say nothing. */
function fromCampaign(origin: VisitOrigin): VisitSource | null {
	const source = (origin.utmSource ?? '').trim().toLowerCase();
	const medium = (origin.utmMedium ?? '').trim().toLowerCase();
	if (/^(e-?mail|newsletter|mail|mailing)$/.test(medium)) return 'email';
	if (source !== '') {
		const bare = referrerHost(source).replace(/\.[a-z]+$/, '') || source;
		if (portalNames.test(bare) || inDomains(referrerHost(source), portalHosts)) return 'portal';
		if (socialNames.test(bare) || inDomains(referrerHost(source), socialHosts)) return 'social';
		if (searchNames.test(bare)) return 'search';
		if (mailNames.test(source)) return 'email';
	}
	if (/^(social|social-media|social_media|sm|paid-social|paid_social|socialmedia)$/.test(medium)) return 'social';
	if (/^(cpc|ppc|paid-search|paid_search|sem|organic|search)$/.test(medium)) return 'search';
	if (origin.clickId === 'gclid') return 'search';
	if (origin.clickId === 'fbclid') return 'social';
	return source !== '' || medium !== '' ? 'other' : null;
}

/**
 * Classifies one visit.
 * @example classifyVisit({ referrer: 'www.immoweb.be', siteHosts: ['immo.example'] }) // => 'portal'
 */
export function classifyVisit(origin: VisitOrigin): VisitSource {
	const campaign = fromCampaign(origin);
	if (campaign) return campaign;
	const host = referrerHost(origin.referrer);
	if (host === '') return origin.referrer.trim() === '' ? 'direct' : 'other';
	if (origin.siteHosts.some((site) => referrerHost(site) === host)) return 'internal';
	if (inDomains(host, mailHosts) || /^(webmail|mail)\./.test(host)) return 'email';
	if (inDomains(host, portalHosts)) return 'portal';
	if (inDomains(host, socialHosts)) return 'social';
	if (searchEngines.test(host)) return 'search';
	return 'other';
}
