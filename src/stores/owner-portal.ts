/**
 * State of the owner portal island: the signed-in owner and their properties, the public listing
 * cards of those properties (title, photo, page), and the figures of the selected property. Every
 * call to the owner API goes through here; a 401 anywhere means the session is over. Without the
 * signed-in hint cookie nobody is signed in, and the API is not asked at all.
 */
import { atom, readonlyType } from 'nanostores';
import type { OwnerSessionAnswer, OwnerStatsAnswer } from '../lib/owners/handlers-portal.ts';
import { loginFailure, retryMinutes } from '../lib/owners/login-view.ts';
import { portalErrorKey } from '../lib/owners/portal-view.ts';
import type { CardView } from '../lib/listing/card.ts';
import type { CardShards } from '../lib/listing/card-shards.ts';
import { fetchCards } from '../lib/listing/fetch-cards.ts';
import { clearedSignedInCookie, hasSignedInHint } from '../lib/owners/session-hint.ts';
import { serverEndToDevice } from '../lib/owners/session-end.ts';
import { fetchRetrying } from '../lib/fetch-retry.ts';

/** The portal's session state. */
export type PortalSession =
	| { status: 'loading' }
	| { status: 'signedOut'; reason: 'none' | 'ended' | 'loggedOut' }
	| { status: 'error'; error: string }
	| { status: 'ready'; owner: OwnerSessionAnswer['owner']; properties: number[] };

/** The logout: not asked, under way, or refused (the owner is still signed in and may try again). */
export type PortalLogout = { status: 'idle' | 'pending' } | { status: 'failed'; error: string };

/** The selected property's figures. */
export type PortalStats = { status: 'idle' | 'loading' } | { status: 'error'; error: string } | { status: 'ready'; data: OwnerStatsAnswer };

const $sessionAtom = atom<PortalSession>({ status: 'loading' });
const $statsAtom = atom<PortalStats>({ status: 'idle' });
const $cardsAtom = atom<Map<number, CardView>>(new Map());
const $offlineAtom = atom<ReadonlySet<number>>(new Set());
const $selectedAtom = atom<number | null>(null);
const $logoutAtom = atom<PortalLogout>({ status: 'idle' });
const $lastRequestAtom = atom<number>(Date.now());
const $sessionEndAtom = atom<number>(Number.POSITIVE_INFINITY);
/** The number of the latest figures request: only its answer may fill the figures. */
let latestStatsRequest = 0;

/** Who is signed in. */
export const $portalSession = readonlyType($sessionAtom);
/** The figures of the selected property. */
export const $portalStats = readonlyType($statsAtom);
/** The public cards of the site's listings by id (title, city, photo, page path). */
export const $portalCards = readonlyType($cardsAtom);
/** The owner's properties that are no longer on the site: their card file was read and holds no card of them. */
export const $portalOffline = readonlyType($offlineAtom);
/** The selected property id. */
export const $selectedProperty = readonlyType($selectedAtom);
/** The state of the logout. */
export const $portalLogout = readonlyType($logoutAtom);
/** When the portal, in this tab or another, last sent an owner API request (epoch ms): the server's idle clock restarts with each it authenticated (`idle.ts`, `renewsIdleClock`). */
export const $portalLastRequest = readonlyType($lastRequestAtom);

/** When the session ends whatever its requests, on this device's clock (epoch ms; Infinity until the session read says it): the server's absolute end (`session-end.ts`). */
export const $portalSessionEnd = readonlyType($sessionEndAtom);

/**
 * The portal's other tabs: the session is one for all of them (one cookie), so each tells the
 * others when the server authenticated one of its requests, and none ends the session as idle
 * while the owner works in another. A logout, or a session the server no longer knows (401), is
 * told too: the other tabs then drop the owner's data and go to the login page with the same
 * notice. Neither is activity. A login (`announceLogin`, from the login page) ended the browser's
 * old session and made a new one, perhaps another owner's: the portal's tabs read the session again.
 */
export type PortalTabMessage = { sentAt: number } | { ended: 'ended' | 'loggedOut' } | { loggedIn: true };

const activity = typeof BroadcastChannel === 'function' ? new BroadcastChannel('owner-portal-activity') : null;
// In Node (the unit tests) an open channel would keep the process alive.
(activity as { unref?: () => void } | null)?.unref?.();
activity?.addEventListener('message', (event: MessageEvent<unknown>) => {
	const message = event.data as { sentAt?: unknown; ended?: unknown; loggedIn?: unknown } | null;
	if (message?.ended === 'ended' || message?.ended === 'loggedOut') {
		// The cookie is the same for every tab: the one that saw the end has already cleared the hint.
		if ($sessionAtom.get().status !== 'signedOut') endSession(message.ended);
		return;
	}
	if (message?.loggedIn === true) {
		// Only a tab showing an owner's data reads again; the login pages' tabs have none.
		if ($sessionAtom.get().status === 'ready') void rereadSession('login');
		return;
	}
	const sentAt = message?.sentAt;
	if (typeof sentAt === 'number' && sentAt > $lastRequestAtom.get()) $lastRequestAtom.set(sentAt);
});

/** Tells the portal's other tabs something (never this tab: a channel does not hear itself). */
function tellTabs(message: PortalTabMessage): void {
	activity?.postMessage(message);
}

/** Tells the portal's open tabs that this browser has just logged in (the login form, on its 200): they read the session again. */
export function announceLogin(): void {
	tellTabs({ loggedIn: true });
}

/**
 * Whether an owner function answered after it authenticated the request, and so restarted the
 * session's idle clock on the server: a 2xx, or the function's own refusal of what was asked (400,
 * 403, 404, 409, 422 ...). Not a 401 (no session), nor a 408 or 429 (the platform's timeout and rate
 * limit, before the function), nor a 5xx (a database that cannot be reached fails before
 * `authenticate` moves `last_seen_at`; a platform error may never have reached the function).
 */
export function renewsIdleClock(status: number): boolean {
	if (status >= 200 && status < 300) return true;
	return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/**
 * Notes an owner API request whose answer shows the server authenticated it (`renewsIdleClock`),
 * from when it was sent (the server counts from its arrival), here and in the other tabs. An answer
 * that did not renew the session leaves the count alone, so the idle warning still comes in time.
 */
function noteAnswer(sentAt: number, status: number): void {
	if (!renewsIdleClock(status) || sentAt <= $lastRequestAtom.get()) return;
	$lastRequestAtom.set(sentAt);
	tellTabs({ sentAt });
}

/** The page's cookies as script sees them: `document.cookie` in the browser, a stand-in in tests. */
export type CookieJar = { read: () => string; write: (cookie: string) => void };

/** The browser's cookies of this page. */
const documentCookies: CookieJar = {
	read: () => document.cookie,
	write: (cookie) => {
		document.cookie = cookie;
	},
};

/**
 * Marks the session over, and why (the island then goes to the login page), and drops the owner's
 * data: a tab left on the portal shows none of it once the session is over.
 */
function endSession(reason: 'none' | 'ended' | 'loggedOut'): void {
	dropOwnerData();
	$sessionEndAtom.set(Number.POSITIVE_INFINITY);
	$sessionAtom.set({ status: 'signedOut', reason });
}

/** Drops the signed-in owner's figures, selection and cards. */
function dropOwnerData(): void {
	latestStatsRequest++; // an answer still on its way fills nothing
	$statsAtom.set({ status: 'idle' });
	$selectedAtom.set(null);
	$cardsAtom.set(new Map());
	$offlineAtom.set(new Set());
}

/** Ends a session the server no longer knows (401): its signed-in hint is stale and goes too, and the other tabs are told. */
function endRefusedSession(cookies: CookieJar): void {
	cookies.write(clearedSignedInCookie());
	endSession('ended');
	tellTabs({ ended: 'ended' });
}

/**
 * Loads who is signed in; selects `preferred` when it is one of their properties, else the first.
 * Without the signed-in hint the session is over at once, without a request.
 */
export async function loadSession(preferred: number | null, fetcher: typeof fetch = fetch, cookies: CookieJar = documentCookies): Promise<void> {
	if (!hasSignedInHint(cookies.read())) return endSession('none');
	try {
		const sent = Date.now();
		const res = await fetcher('/api/owner/session', { credentials: 'same-origin' });
		noteAnswer(sent, res.status);
		// The browser still had the hint, so a session was there: it ended (idle timeout, its 12 hours, a
		// password change elsewhere). The login page says so; the stale hint goes.
		if (res.status === 401) return endRefusedSession(cookies);
		if (!res.ok) return $sessionAtom.set({ status: 'error', error: 'portal.error.api' });
		const body = (await res.json()) as OwnerSessionAnswer;
		await showSession(body, serverEndToDevice(body.expiresAt, res.headers.get('date'), sent), preferred, fetcher, cookies);
	} catch {
		$sessionAtom.set({ status: 'error', error: 'portal.error.api' });
	}
}

/** Shows a session read's owner, counts to its end (on this device's clock), and loads the figures of `preferred` when it is theirs, else of their first property. */
async function showSession(body: OwnerSessionAnswer, end: number, preferred: number | null, fetcher: typeof fetch, cookies: CookieJar): Promise<void> {
	$sessionEndAtom.set(end);
	$sessionAtom.set({ status: 'ready', owner: body.owner, properties: body.properties });
	const first = preferred !== null && body.properties.includes(preferred) ? preferred : (body.properties[0] ?? null);
	if (first !== null) await selectProperty(first, fetcher, cookies);
}

/**
 * Loads the public cards of the owner's properties, for titles and photos: only the small files
 * that hold them (`card-shards.ts`), not the whole listing index. A failure leaves plain ids; a
 * property whose file was read without its card has left the site (`$portalOffline`).
 */
export async function loadCards(ids: readonly number[], shards: CardShards, fetcher: typeof fetch = fetch): Promise<void> {
	const { cards, absent } = await fetchCards(ids, shards, fetcher);
	$cardsAtom.set(cards);
	$offlineAtom.set(new Set(absent));
}

/**
 * Selects a property and loads its figures. Only the latest selection's answer is shown: an
 * earlier one that ends later (its headers, its body or its failure) is dropped, so a quick switch
 * between properties never shows one property's figures, or its error, under another's name.
 */
export async function selectProperty(id: number, fetcher: typeof fetch = fetch, cookies: CookieJar = documentCookies): Promise<void> {
	const request = ++latestStatsRequest;
	const isLatest = () => request === latestStatsRequest;
	$selectedAtom.set(id);
	$statsAtom.set({ status: 'loading' });
	try {
		const sent = Date.now();
		const res = await fetcher(`/api/owner/stats?property=${id}`, { credentials: 'same-origin' });
		noteAnswer(sent, res.status);
		if (!isLatest()) return;
		if (res.status === 401) return endRefusedSession(cookies);
		if (!res.ok) return $statsAtom.set({ status: 'error', error: portalErrorKey(res.status) });
		const data = (await res.json()) as OwnerStatsAnswer;
		if (isLatest()) $statsAtom.set({ status: 'ready', data });
	} catch {
		if (isLatest()) $statsAtom.set({ status: 'error', error: 'portal.error.api' });
	}
}

/**
 * Posts JSON to an owner endpoint from this page. An answer of the owner API (`/api/owner/...`)
 * that the function authenticated restarts the idle count (`noteAnswer`); the login and the
 * logout never do: neither is work in a session.
 */
export function postJson(url: string, body: unknown, fetcher: typeof fetch = fetch): Promise<Response> {
	const sent = Date.now();
	return fetcher(url, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((res) => {
		if (url.startsWith('/api/owner/')) noteAnswer(sent, res.status);
		return res;
	});
}

/**
 * Logs out on the server. Only the server's confirmation ends the session here: until it answers,
 * the HttpOnly session cookie and the session itself are still valid, so on a shared computer the
 * next person would be signed in. A network failure or a 5xx (the database waking up) is tried
 * again (logout is idempotent); when it still fails, the owner stays in the portal with the error
 * and can try again. A confirmed logout is told to the portal's other tabs, which leave the
 * owner's data for the login page as this one does.
 */
export async function logOut(fetcher: typeof fetch = fetch, wait?: (ms: number) => Promise<void>): Promise<void> {
	if ($logoutAtom.get().status === 'pending') return;
	$logoutAtom.set({ status: 'pending' });
	const res = await fetchRetrying('/api/logout', { fetcher: (url) => postJson(url, {}, fetcher), ...(wait ? { wait } : {}) }).catch(() => null);
	if (res?.ok) {
		$logoutAtom.set({ status: 'idle' });
		endSession('loggedOut');
		return tellTabs({ ended: 'loggedOut' });
	}
	$logoutAtom.set({ status: 'failed', error: 'portal.logoutFailed' });
}

/** The outcome of a password change: done, field issues, or an answer-level message key. */
export type PasswordOutcome = { ok: true } | { ok: false; error: string; issues: Record<string, string[]>; minutes?: number };

/** Changes the password; a 401 ends the session. */
export async function changePassword(
	input: { current: string; password: string; confirmation: string },
	fetcher: typeof fetch = fetch,
	cookies: CookieJar = documentCookies,
): Promise<PasswordOutcome> {
	try {
		const res = await postJson('/api/owner/password', input, fetcher);
		if (res.ok) return { ok: true };
		if (res.status === 401) endRefusedSession(cookies);
		const body = (await res.json().catch(() => null)) as { error?: string; issues?: Record<string, string[]> } | null;
		if (res.status === 429) {
			// The function's own throttle of failed tries, or Netlify's rate limit: as the login says them.
			const { key, minutes } = loginFailure(429, body, res.headers.get('retry-after'));
			return { ok: false, error: key, issues: {}, minutes };
		}
		const error = res.status === 422 ? (body?.error ?? 'portal.password.error.check') : 'portal.error.api';
		return { ok: false, error, issues: body?.issues ?? {}, minutes: retryMinutes(res.headers.get('retry-after')) };
	} catch {
		return { ok: false, error: 'portal.error.api', issues: {} };
	}
}

/**
 * Keeps the session going when the owner chooses to stay signed in: asks who is signed in, which
 * restarts the server's idle clock. A 401 (the session ended meanwhile) ends it here too; true
 * when the session goes on, false when the request failed (the owner may try again). Only an
 * answer the function authenticated moves the idle count: after a 503 or a platform's 429 the
 * warning stays, with its error, as the server's count has not restarted.
 */
export async function renewSession(fetcher: typeof fetch = fetch, cookies: CookieJar = documentCookies): Promise<boolean> {
	try {
		const sent = Date.now();
		const res = await fetcher('/api/owner/session', { credentials: 'same-origin' });
		noteAnswer(sent, res.status);
		if (res.status === 401) {
			endRefusedSession(cookies);
			return false;
		}
		return res.ok;
	} catch {
		return false;
	}
}

/**
 * Ends a session at its end, idle to its limit or at its absolute end: asks the server once to end
 * it too (it would end it anyway at its own count, a moment later), then goes to the login page,
 * which says the session has ended. The other tabs, which count from the same moment, are told and
 * go too. At the absolute end the session is read again first (`rereadStep`): a login in another
 * tab may have put a newer session, perhaps another owner's, in the cookie, which the logout would
 * end hours early. The idle end is not read again: the read would restart the server's idle count,
 * which runs a moment behind this one.
 */
export async function endExpiredSession(fetcher: typeof fetch = fetch, cookies: CookieJar = documentCookies): Promise<void> {
	if (Date.now() >= $sessionEndAtom.get() && $sessionAtom.get().status === 'ready') return rereadSession('end', fetcher, cookies);
	await endOnServer(fetcher, cookies);
}

/** Asks the server once to end the cookie's session, then ends it here and in the other tabs, for the login page's "ended" notice. */
async function endOnServer(fetcher: typeof fetch, cookies: CookieJar): Promise<void> {
	await fetcher('/api/logout', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: '{}' }).catch(() => null);
	endRefusedSession(cookies);
}

/** Why the portal reads the session again: the absolute end it counts to has come, or another tab has logged in (`announceLogin`). */
export type RereadCause = 'end' | 'login';

/** What a session read again answered: its owner's email and its end on this device's clock, no session (401), or nothing usable (no answer, a 5xx). */
export type SessionReread = { status: 'answered'; email: string; end: number } | { status: 'refused' } | { status: 'failed' };

/**
 * What the portal does with it: `logOut` (the answered end has passed: end it on the server, here
 * and in the other tabs), `ended` (no session: end it here and in the other tabs), `adopt` (the
 * same owner's session goes on: count to its end), `switchOwner` (another owner's session: drop
 * this owner's data and load theirs), `leave` (no answer at the end: this tab goes to the login
 * page, and a newer session the cookie may hold is left alone; the server ends an old one itself),
 * `keep` (no answer after another tab's login: nothing changes).
 */
export type RereadStep = 'logOut' | 'ended' | 'adopt' | 'switchOwner' | 'leave' | 'keep';

/**
 * The step after a session read again, for the owner shown (`email`) at `now` (this device's clock).
 * @example rereadStep({ status: 'answered', email: 'els@example.be', end: 5_000 }, 'end', 'els@example.be', 1_000) // => 'adopt'
 */
export function rereadStep(read: SessionReread, cause: RereadCause, email: string, now: number): RereadStep {
	if (read.status === 'refused') return 'ended';
	if (read.status === 'failed') return cause === 'end' ? 'leave' : 'keep';
	if (read.end <= now) return 'logOut';
	return read.email === email ? 'adopt' : 'switchOwner';
}

/** The reads again under way, one a cause: the warnings' timer may ask again while one is out. */
const rereads = new Map<RereadCause, Promise<void>>();

/** Reads the session again and takes the step `rereadStep` gives; once at a time for a cause. */
function rereadSession(cause: RereadCause, fetcher: typeof fetch = fetch, cookies: CookieJar = documentCookies): Promise<void> {
	let running = rereads.get(cause);
	if (!running) {
		running = readAgain(cause, fetcher, cookies).finally(() => rereads.delete(cause));
		rereads.set(cause, running);
	}
	return running;
}

/** The read again itself. Nothing is done when the session changed meanwhile (a logout, another tab's news, another read). */
async function readAgain(cause: RereadCause, fetcher: typeof fetch, cookies: CookieJar): Promise<void> {
	const shown = $sessionAtom.get();
	if (shown.status !== 'ready') return;
	let read: SessionReread = { status: 'failed' };
	let body: OwnerSessionAnswer | null = null;
	try {
		const sent = Date.now();
		const res = await fetcher('/api/owner/session', { credentials: 'same-origin' });
		noteAnswer(sent, res.status);
		if (res.status === 401) read = { status: 'refused' };
		else if (res.ok) {
			body = (await res.json()) as OwnerSessionAnswer;
			read = { status: 'answered', email: body.owner.email, end: serverEndToDevice(body.expiresAt, res.headers.get('date'), sent) };
		}
	} catch {
		read = { status: 'failed' };
	}
	if ($sessionAtom.get() !== shown) return;
	const step = rereadStep(read, cause, shown.owner.email, Date.now());
	if (step === 'ended') return endRefusedSession(cookies);
	if (step === 'logOut') return endOnServer(fetcher, cookies);
	if (step === 'leave') return endSession('ended');
	if (step === 'keep' || read.status !== 'answered' || body === null) return;
	if (step === 'adopt') return $sessionEndAtom.set(read.end);
	dropOwnerData();
	await showSession(body, read.end, null, fetcher, cookies);
}
