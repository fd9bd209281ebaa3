/**
 * The tracking loader: the only consent code that touches the page. It pushes Google Consent Mode
 * commands to the dataLayer and adds the script elements the pure rules allow (`scripts.ts`).
 * Before a choice it only pushes the 'denied' default; no third-party script is added (basic mode).
 * A page marked untracked (`<html data-untracked>`, set by `BaseLayout`'s `untracked`: the
 * newsletter's token pages, the owner login and portal) gets the consent update but no page view
 * and no third-party script, whatever the choice.
 */
import { deniedFlags } from './options.ts';
import { cookieDomains, cookieNames, googleTagIds, pageViewOf, staleCookies, trackingScripts, type SentViews, type TrackingIds } from './scripts.ts';
import { withoutSecrets } from './secret-query.ts';
import type { StoredConsent } from './storage.ts';

type Queue = ((...args: unknown[]) => void) & { queue: unknown[]; callMethod?: (...args: unknown[]) => void; push?: unknown; loaded?: boolean; version?: string };
type TrackingWindow = Window & { dataLayer?: unknown[]; fbq?: Queue; _fbq?: Queue };

const w = () => window as TrackingWindow;
const done = new Set<string>();
let sentViews: SentViews = [];

/** Sends a gtag command through the dataLayer (gtag.js and the tag manager read `arguments` objects). */
export function gtag(..._args: unknown[]): void {
	// eslint-disable-next-line prefer-rest-params -- Google tags only read Arguments objects
	(w().dataLayer ??= []).push(arguments);
}

/** The social pixel's command queue, as the vendor's snippet creates it. */
function fbq(): Queue {
	const win = w();
	if (win.fbq) return win.fbq;
	const queue: Queue = Object.assign((...args: unknown[]) => (queue.callMethod ? queue.callMethod(...args) : queue.queue.push(args)), {
		queue: [] as unknown[],
	});
	Object.assign(queue, { push: queue, loaded: true, version: '2.0' });
	win.fbq = win._fbq = queue;
	return queue;
}

/** Does `work` once per page for a key. */
function once(key: string, work: () => void): void {
	if (done.has(key)) return;
	done.add(key);
	work();
}

/** Pushes the Consent Mode default (all denied, tags wait up to 500 ms for the update); once per page. */
export function pushConsentDefault(): void {
	once('default', () => gtag('consent', 'default', { ...deniedFlags(), wait_for_update: 500 }));
}

/** Adds an async script element for a URL, once. */
function loadScript(src: string): void {
	once(src, () => {
		const script = document.createElement('script');
		script.async = true;
		script.src = src;
		document.head.append(script);
	});
}

/** Whether the page is marked as one no tracker may see (`data-untracked` on `<html>`). */
export function isUntrackedPage(): boolean {
	return document.documentElement.hasAttribute('data-untracked');
}

/**
 * Removes the secret query parameters (`?token=`…) from the page's address, so no tag that reads
 * `location.href` learns them, and returns the address the page view may name.
 */
function trackedLocation(): string {
	const clean = withoutSecrets(location.href);
	if (clean !== location.href) history.replaceState(history.state, '', clean);
	return clean;
}

/**
 * Applies a choice: the Consent Mode update, the Google tags' config, then the page view (its address
 * without secret query parameters; once per page and tag, `pageViewOf`) and the allowed scripts;
 * tracking cookies of purposes not granted are removed. On an untracked page only the update and the cookie removal.
 */
export function applyConsent(consent: StoredConsent, ids: TrackingIds): void {
	pushConsentDefault();
	gtag('consent', 'update', consent.flags);
	removeCookies(staleCookies(cookieNames(document.cookie), consent.choices));
	if (isUntrackedPage()) return;
	const tagIds = googleTagIds(ids, consent.choices);
	if (tagIds.length > 0) once('js', () => gtag('js', new Date()));
	for (const id of tagIds) once(`config ${id}`, () => gtag('config', id, { send_page_view: false }));
	const { view, sent } = pageViewOf(sentViews, ids, consent.choices);
	sentViews = sent;
	if (view) gtag('event', 'page_view', { ...view, page_location: trackedLocation(), page_title: document.title });
	const pixelLoaded = done.has('pixel');
	for (const script of trackingScripts(ids, consent.choices)) {
		if (script.tag === 'tag-manager') once('gtm.start', () => w().dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' }));
		if (script.tag === 'pixel')
			once('pixel', () => {
				fbq()('consent', 'grant');
				fbq()('init', ids.pixelId);
				fbq()('track', 'PageView');
			});
		loadScript(script.src);
	}
	if (pixelLoaded) fbq()('consent', consent.choices.marketing ? 'grant' : 'revoke');
}

/** Expires first-party cookies on every domain they may have been set on. */
export function removeCookies(names: readonly string[]): void {
	for (const name of names)
		for (const domain of [undefined, ...cookieDomains(location.hostname)])
			document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
}
