/**
 * Which third-party scripts a choice allows (spec §4, §7): nothing before a choice (basic consent
 * mode), and after it only the scripts whose id is configured and whose purpose is granted.
 * The tag manager and the Google tag serve statistics and marketing; the social pixel marketing.
 */
import type { ConsentChoices } from './options.ts';

/** The tracking ids of the site config (spec §3). */
export type TrackingIds = {
	analyticsId?: string | null | undefined;
	adsId?: string | null | undefined;
	tagManagerId?: string | null | undefined;
	pixelId?: string | null | undefined;
};

/** A script to load: which tag it is and its URL. */
export type TrackingScript = { tag: 'tag-manager' | 'google-tag' | 'pixel'; src: string };

/** The social pixel's script (language-neutral build of the vendor). */
export const pixelScriptUrl = 'https://connect.facebook.net/en_US/fbevents.js';

/**
 * The Google tag ids (analytics, ads) a choice lets the page configure.
 * @example googleTagIds({ analyticsId: 'G-1', adsId: 'AW-2' }, statisticsOnly) // => ['G-1']
 */
export function googleTagIds(ids: TrackingIds, choices: ConsentChoices | null): string[] {
	if (!choices) return [];
	return [choices.statistics ? ids.analyticsId : null, choices.marketing ? ids.adsId : null].filter(
		(id): id is string => Boolean(id),
	);
}

/**
 * The scripts a choice allows, in loading order; none without a choice.
 * @example trackingScripts({ tagManagerId: 'GTM-A' }, null) // => []
 */
export function trackingScripts(ids: TrackingIds, choices: ConsentChoices | null): TrackingScript[] {
	if (!choices) return [];
	const scripts: TrackingScript[] = [];
	const google = choices.statistics || choices.marketing;
	if (google && ids.tagManagerId)
		scripts.push({ tag: 'tag-manager', src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}` });
	const [firstTag] = googleTagIds(ids, choices);
	if (firstTag) scripts.push({ tag: 'google-tag', src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(firstTag)}` });
	if (choices.marketing && ids.pixelId) scripts.push({ tag: 'pixel', src: pixelScriptUrl });
	return scripts;
}

/** The tags that have had the page's view, or [''] after one pushed while no configured tag could take it. */
export type SentViews = readonly string[];

/**
 * The page view of applying a choice (spec §4: saving sends a page view): its extra parameters, or
 * false for none, and the tags that have had it after. A view counts once a configured tag takes
 * it: the tag manager, or a Google tag the choice lets the page configure (its `config` goes first:
 * an event pushed before it has no destination). One pushed while the choice allowed none is sent
 * again by the first choice that allows one; a tag granted later gets its own (`send_to`). No tag
 * gets it twice, and a choice that still allows none pushes none again.
 * @example pageViewOf(['G-1'], { analyticsId: 'G-1', adsId: 'AW-2' }, acceptAll) // => { view: { send_to: ['AW-2'] }, sent: ['G-1', 'AW-2'] }
 */
export function pageViewOf(sent: SentViews, ids: TrackingIds, choices: ConsentChoices | null): { view: false | { send_to?: string[] }; sent: SentViews } {
	const google = googleTagIds(ids, choices);
	const targets = trackingScripts(ids, choices).some((s) => s.tag === 'tag-manager') ? [ids.tagManagerId!, ...google] : google;
	const fresh = targets.filter((tag) => !sent.includes(tag));
	const heard = sent.filter(Boolean);
	if (targets.length === 0) return sent.length > 0 ? { view: false, sent } : { view: {}, sent: [''] };
	if (fresh.length === 0) return { view: false, sent };
	return { view: heard.length > 0 ? { send_to: fresh } : {}, sent: [...heard, ...fresh] };
}

/** First-party cookies the tags set, by the option they need. */
const cookiePurposes: [RegExp, 'statistics' | 'marketing'][] = [
	[/^(_ga|_ga_.+|_gid|_gat.*)$/, 'statistics'],
	[/^(_gcl_.+|_fbp|_fbc)$/, 'marketing'],
];

/**
 * The tracking cookies to remove after a choice: those whose purpose is not (or no longer) granted.
 * @example staleCookies(['_ga', '_fbp', 'lang'], refuseAllChoices()) // => ['_ga', '_fbp']
 */
export function staleCookies(names: readonly string[], choices: ConsentChoices | null): string[] {
	return names.filter((name) => cookiePurposes.some(([pattern, purpose]) => pattern.test(name) && !choices?.[purpose]));
}

/**
 * The cookie names of a `document.cookie` string.
 * @example cookieNames('_ga=1; lang=fr') // => ['_ga', 'lang']
 */
export function cookieNames(cookie: string): string[] {
	return cookie
		.split(';')
		.map((part) => part.split('=')[0]!.trim())
		.filter(Boolean);
}

/**
 * The domains a tracking cookie of this host may have been set on (the tags set theirs on the
 * widest domain that accepts cookies), widest last; a bare host or IP address has only itself.
 * @example cookieDomains('www.immo.example') // => ['www.immo.example', 'immo.example']
 */
export function cookieDomains(hostname: string): string[] {
	if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return [hostname];
	const parts = hostname.split('.');
	return parts.slice(0, -1).map((_, i) => parts.slice(i).join('.'));
}
