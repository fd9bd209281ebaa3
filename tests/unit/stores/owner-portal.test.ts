import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { $portalCards, $portalLastRequest, $portalLogout, $portalOffline, $portalSession, $portalSessionEnd, $portalStats, $selectedProperty, changePassword, endExpiredSession, loadCards, loadSession, logOut, renewSession, renewsIdleClock, selectProperty, type CookieJar } from '../../../src/stores/owner-portal.ts';

/**
 * The portal's session (issue 6): without the signed-in hint cookie nobody is signed in and the
 * owner API is not asked; with it, the API decides, and a 401 clears the stale hint.
 */

/** A cookie jar holding a Cookie string, recording what the store writes. */
function jar(cookies: string): CookieJar & { written: string[] } {
	const written: string[] = [];
	return { read: () => cookies, write: (cookie) => void written.push(cookie), written };
}

/** The URL a fetch was asked for, whatever form it was given in. */
const urlOf = (input: string | URL | Request) => (input instanceof Request ? input.url : String(input));

/** A fetcher that answers each path with a status and body, recording the paths asked. */
function fetcherOf(answers: Record<string, { status: number; body?: unknown }>) {
	return vi.fn(async (input: string | URL | Request) => {
		const path = urlOf(input);
		const answer = answers[path.split('?')[0]!];
		if (!answer) throw new Error(`unexpected request ${path}`);
		return Response.json(answer.body ?? {}, { status: answer.status });
	});
}

const session = { ok: true, owner: { name: 'Els Peeters', email: 'els@example.be', language: 'nl' }, properties: [1001, 1004] };
const stats = { ok: true, property: 1004, stats: {}, activity: {} };
const cleared = '__Host-signed-in=; Path=/; Max-Age=0; Secure; SameSite=Strict';

afterEach(() => cleanStores($portalSession, $portalStats, $selectedProperty, $portalCards, $portalOffline, $portalLogout, $portalLastRequest, $portalSessionEnd));

describe('loadSession', () => {
	test('without the hint, the session ends as none at once and nothing is asked', async () => {
		const fetcher = fetcherOf({});
		const cookies = jar('theme=dark');
		const loading = loadSession(null, fetcher, cookies);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'none' });
		await loading;
		expect(fetcher).not.toHaveBeenCalled();
		expect(cookies.written).toEqual([]);
	});

	test('with the hint, a 401 (the session timed out while idle) ends the session as ended, for the login page notice, and clears the stale hint', async () => {
		const fetcher = fetcherOf({ '/api/owner/session': { status: 401, body: { ok: false, error: 'portal.error.userNotFound' } } });
		const cookies = jar('theme=dark; __Host-signed-in=1');
		await loadSession(null, fetcher, cookies);
		expect(fetcher).toHaveBeenCalledTimes(1);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'ended' });
		expect(cookies.written).toEqual([cleared]);
	});

	test('with the hint and a session, the owner is ready and the preferred property is loaded', async () => {
		const fetcher = fetcherOf({ '/api/owner/session': { status: 200, body: session }, '/api/owner/stats': { status: 200, body: stats } });
		const cookies = jar('__Host-signed-in=1');
		await loadSession(1004, fetcher, cookies);
		expect(fetcher.mock.calls.map(([url]) => urlOf(url))).toEqual(['/api/owner/session', '/api/owner/stats?property=1004']);
		expect($portalSession.get()).toEqual({ status: 'ready', owner: session.owner, properties: [1001, 1004] });
		expect($selectedProperty.get()).toBe(1004);
		expect($portalStats.get()).toEqual({ status: 'ready', data: stats });
		expect(cookies.written).toEqual([]);
	});

	test('with the hint, a session that ends before the figures load (401) ends as ended and clears the hint', async () => {
		const fetcher = fetcherOf({ '/api/owner/session': { status: 200, body: session }, '/api/owner/stats': { status: 401 } });
		const cookies = jar('__Host-signed-in=1');
		await loadSession(null, fetcher, cookies);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'ended' });
		expect(cookies.written).toEqual([cleared]);
	});

	test('with the hint, another failure is an API error and keeps the hint', async () => {
		const fetcher = fetcherOf({ '/api/owner/session': { status: 503 } });
		const cookies = jar('__Host-signed-in=1');
		await loadSession(null, fetcher, cookies);
		expect($portalSession.get()).toEqual({ status: 'error', error: 'portal.error.api' });
		expect(cookies.written).toEqual([]);
	});
});

describe('the absolute end: the session read names it, and the portal counts it on this device’s clock', () => {
	afterEach(() => vi.useRealTimers());

	test('the end is the server’s, moved by the difference of the clocks (the Date header), from when the read was sent; the session’s end forgets it', async () => {
		// This device's clock is 10 minutes slow: the end comes 10 minutes earlier by it (and a second, the header's rounding).
		vi.useFakeTimers({ now: Date.parse('2026-11-24T10:50:00Z'), toFake: ['Date'] });
		const fetcher = vi.fn(async (input: string | URL | Request) =>
			urlOf(input) === '/api/owner/session' ? Response.json({ ...session, expiresAt: '2026-11-24T23:00:00.000Z' }, { headers: { date: 'Tue, 24 Nov 2026 11:00:00 GMT' } }) : Response.json(stats),
		);
		const cookies = jar('__Host-signed-in=1');
		await loadSession(null, fetcher, cookies);
		expect($portalSessionEnd.get()).toBe(Date.parse('2026-11-24T22:49:59Z'));
		expect($portalSession.get()).toEqual({ status: 'ready', owner: session.owner, properties: [1001, 1004] });
		await endExpiredSession(fetcherOf({ '/api/logout': { status: 200, body: { ok: true } } }), cookies);
		expect($portalSessionEnd.get()).toBe(Infinity);
	});

	test('a session read without an end gives none: no warning of it, the idle rule alone', async () => {
		await loadSession(null, fetcherOf({ '/api/owner/session': { status: 200, body: session }, '/api/owner/stats': { status: 200, body: stats } }), jar('__Host-signed-in=1'));
		expect($portalSession.get()).toMatchObject({ status: 'ready' });
		expect($portalSessionEnd.get()).toBe(Infinity);
	});
});

describe('selectProperty: only the latest selection fills the figures (spec §6, statistics per property)', () => {
	/** A stats answer whose headers come at once and whose body waits for `send`. */
	function slowBody(): { response: Response; send: (body: unknown) => void } {
		let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
		const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
		const send = (body: unknown) => {
			controller?.enqueue(new TextEncoder().encode(JSON.stringify(body)));
			controller?.close();
		};
		return { response: new Response(stream, { status: 200, headers: { 'Content-Type': 'application/json' } }), send };
	}

	const statsOf = (property: number) => ({ ok: true, property, stats: { today: property }, activity: {} });

	test('an earlier property whose body ends after a later selection does not replace the later figures', async () => {
		const slow = slowBody();
		const fetcher = vi.fn(async (input: string | URL | Request) => (urlOf(input).endsWith('=1001') ? slow.response : Response.json(statsOf(1004))));
		const first = selectProperty(1001, fetcher, jar(''));
		await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
		await selectProperty(1004, fetcher, jar(''));
		slow.send(statsOf(1001));
		await first;
		expect($selectedProperty.get()).toBe(1004);
		expect($portalStats.get()).toEqual({ status: 'ready', data: statsOf(1004) });
	});

	test('an earlier property that fails after a later selection leaves the later figures without an error', async () => {
		let fail: (error: Error) => void = () => undefined;
		const fetcher = vi.fn((input: string | URL | Request) =>
			urlOf(input).endsWith('=1001') ? new Promise<Response>((_, reject) => void (fail = reject)) : Promise.resolve(Response.json(statsOf(1004))),
		);
		const first = selectProperty(1001, fetcher, jar(''));
		await selectProperty(1004, fetcher, jar(''));
		fail(new TypeError('network down'));
		await first;
		expect($portalStats.get()).toEqual({ status: 'ready', data: statsOf(1004) });
	});

	test('back to the first property: the answer of the selection in between is dropped, the last one shown', async () => {
		const between = slowBody();
		const fetcher = vi.fn(async (input: string | URL | Request) => (urlOf(input).endsWith('=1004') ? between.response : Response.json(statsOf(1001))));
		await selectProperty(1001, fetcher, jar(''));
		const middle = selectProperty(1004, fetcher, jar(''));
		await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
		await selectProperty(1001, fetcher, jar(''));
		between.send(statsOf(1004));
		await middle;
		expect($selectedProperty.get()).toBe(1001);
		expect($portalStats.get()).toEqual({ status: 'ready', data: statsOf(1001) });
	});
});

describe('loadCards', () => {
	const card = (id: number, title: string) => ({ id, title, city: 'Gent', path: `/property/${id}/` });
	const shards = { folder: '/listing-cards/nl/', count: 3 };

	test('asks only the files of the owner\'s properties, each once, and keeps only their cards', async () => {
		const fetcher = fetcherOf({
			'/listing-cards/nl/1.json': { status: 200, body: { locale: 'nl', shard: 1, items: [card(1000, 'Other'), card(1003, 'Loft')] } },
			'/listing-cards/nl/2.json': { status: 200, body: { locale: 'nl', shard: 2, items: [card(1001, 'Villa'), card(1004, 'Flat')] } },
		});
		await loadCards([1001, 1003, 1004], shards, fetcher);
		expect(fetcher.mock.calls.map(([url]) => urlOf(url)).sort()).toEqual(['/listing-cards/nl/1.json', '/listing-cards/nl/2.json']);
		expect([...$portalCards.get().entries()].map(([id, c]) => [id, c.title]).sort()).toEqual([
			[1001, 'Villa'],
			[1003, 'Loft'],
			[1004, 'Flat'],
		]);
	});

	test('a file that fails leaves those properties as plain ids, the others keep their cards', async () => {
		const fetcher = fetcherOf({
			'/listing-cards/nl/1.json': { status: 404 },
			'/listing-cards/nl/2.json': { status: 200, body: { locale: 'nl', shard: 2, items: [card(1001, 'Villa')] } },
		});
		await loadCards([1001, 1003], shards, fetcher);
		expect([...$portalCards.get().keys()]).toEqual([1001]);
		// 1003's file could not be read: nothing is known of it, so it is not said to be offline.
		expect([...$portalOffline.get()]).toEqual([]);
	});

	test('a property whose file was read without its card has left the site: it is offline; one in an unread file is not', async () => {
		const fetcher = fetcherOf({
			'/listing-cards/nl/0.json': { status: 500 },
			'/listing-cards/nl/2.json': { status: 200, body: { locale: 'nl', shard: 2, items: [card(1001, 'Villa')] } },
		});
		await loadCards([1001, 1004, 1011, 1002], shards, fetcher);
		expect([...$portalCards.get().keys()]).toEqual([1001]);
		expect([...$portalOffline.get()]).toEqual([1004]);
	});
});

describe('changePassword: a 429 says what it is, as the login does (spec §8)', () => {
	const input = { current: 'oud-wachtwoord-1', password: 'nieuw-wachtwoord-2', confirmation: 'nieuw-wachtwoord-2' };
	test.each([
		{ rule: "the function's throttle of failed tries, with its Retry-After", body: { ok: false, error: 'login.error.throttled' }, retryAfter: '840', expected: { error: 'login.error.throttled', minutes: 14 } },
		{ rule: "the function's throttle, one minute left", body: { ok: false, error: 'login.error.throttled' }, retryAfter: '30', expected: { error: 'login.error.throttled.one', minutes: 1 } },
		{ rule: "Netlify's rate limit (no body, no Retry-After): too many requests, for a minute", body: null, retryAfter: null, expected: { error: 'request.error.tooManyRequests', minutes: 1 } },
	])('$rule', async ({ body, retryAfter, expected }) => {
		const fetcher = vi.fn(async () => new Response(body === null ? 'Too Many Requests' : JSON.stringify(body), { status: 429, headers: retryAfter ? { 'retry-after': retryAfter } : {} }));
		expect(await changePassword(input, fetcher, jar('__Host-signed-in=1'))).toEqual({ ok: false, issues: {}, ...expected });
	});
});

describe('logOut', () => {
	/** Signs the owner in (the portal's state before a logout). */
	async function signedIn(): Promise<void> {
		await loadSession(null, fetcherOf({ '/api/owner/session': { status: 200, body: { ...session, properties: [] } } }), jar('__Host-signed-in=1'));
		expect($portalSession.get().status).toBe('ready');
	}

	/** A fetcher answering /api/logout with each status in turn (`network` for a failed request). */
	function logoutAnswers(...answers: (number | 'network')[]) {
		let call = 0;
		return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
			expect([urlOf(input), init?.method]).toEqual(['/api/logout', 'POST']);
			const answer = answers[Math.min(call++, answers.length - 1)]!;
			if (answer === 'network') throw new TypeError('Failed to fetch');
			return Response.json({ ok: answer < 400 }, { status: answer });
		});
	}

	const noWait = vi.fn(async () => undefined);

	test('the server confirms: the session ends as loggedOut', async () => {
		await signedIn();
		const fetcher = logoutAnswers(200);
		await logOut(fetcher, noWait);
		expect(fetcher).toHaveBeenCalledTimes(1);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'loggedOut' });
		expect($portalLogout.get()).toEqual({ status: 'idle' });
	});

	test('a network failure or a 503 is tried again, and the confirmation then ends the session', async () => {
		await signedIn();
		const fetcher = logoutAnswers('network', 503, 200);
		await logOut(fetcher, noWait);
		expect(fetcher).toHaveBeenCalledTimes(3);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'loggedOut' });
	});

	test.each([
		['the database stays unreachable (503 each time)', [503], 3],
		['the network stays down', ['network' as const], 3],
		['the server refuses the request (403, not tried again)', [403], 1],
	])('%s: the owner stays signed in, with the logout error, and can try again', async (_, answers, calls) => {
		await signedIn();
		const before = $portalSession.get();
		const fetcher = logoutAnswers(...answers);
		await logOut(fetcher, noWait);
		expect(fetcher).toHaveBeenCalledTimes(calls);
		expect($portalSession.get()).toEqual(before);
		expect($portalLogout.get()).toEqual({ status: 'failed', error: 'portal.logoutFailed' });
		await logOut(logoutAnswers(200), noWait);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'loggedOut' });
	});
});

describe('the idle end (WCAG 2.2.1): the portal counts from its last answered request', () => {
	afterEach(() => vi.useRealTimers());

	test('a request that got an answer restarts the count from when it was sent; one without an answer does not', async () => {
		const sent = Date.now() + 3_600_000;
		vi.useFakeTimers({ now: sent, toFake: ['Date'] });
		const slow = vi.fn(async () => {
			vi.setSystemTime(sent + 2_000);
			return Response.json(session);
		});
		await renewSession(slow, jar('__Host-signed-in=1'));
		expect($portalLastRequest.get()).toBe(sent);
		vi.setSystemTime(sent + 60_000);
		const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
		expect(await renewSession(down as typeof fetch, jar('__Host-signed-in=1'))).toBe(false);
		expect($portalLastRequest.get()).toBe(sent);
	});

	test('the tabs of one session share their last request: a later one from another tab counts here, an earlier one or junk does not, and a request here reaches the others', async () => {
		const other = new BroadcastChannel('owner-portal-activity');
		const heard: unknown[] = [];
		other.onmessage = (event: MessageEvent<unknown>) => void heard.push(event.data);
		try {
			const base = $portalLastRequest.get() + 3_600_000;
			other.postMessage({ sentAt: base });
			await vi.waitFor(() => expect($portalLastRequest.get()).toBe(base));
			other.postMessage({ sentAt: base - 60_000 });
			other.postMessage({ sentAt: 'later' });
			other.postMessage(null);
			other.postMessage({ sentAt: base + 1 });
			await vi.waitFor(() => expect($portalLastRequest.get()).toBe(base + 1));
			vi.useFakeTimers({ now: base + 120_000, toFake: ['Date'] });
			await renewSession(fetcherOf({ '/api/owner/session': { status: 200, body: session } }) as typeof fetch, jar('__Host-signed-in=1'));
			await vi.waitFor(() => expect(heard).toEqual([{ sentAt: base + 120_000 }]));
		} finally {
			other.close();
		}
	});

	test('staying signed in renews the session through /api/owner/session; a 401 there ends it as ended', async () => {
		const cookies = jar('__Host-signed-in=1');
		const fetcher = fetcherOf({ '/api/owner/session': { status: 200, body: session } });
		expect(await renewSession(fetcher as typeof fetch, cookies)).toBe(true);
		expect(fetcher.mock.calls.map(([url]) => urlOf(url))).toEqual(['/api/owner/session']);
		expect(await renewSession(fetcherOf({ '/api/owner/session': { status: 401 } }) as typeof fetch, cookies)).toBe(false);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'ended' });
		expect(cookies.written).toEqual([cleared]);
	});

	test('at the limit the session is ended on the server too, and the login page is told it ended, even when the logout fails', async () => {
		const cookies = jar('__Host-signed-in=1');
		const fetcher = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
		await endExpiredSession(fetcher, cookies);
		expect(fetcher.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(['/api/logout']);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'ended' });
		expect(cookies.written).toEqual([cleared]);
	});
});

describe('the idle count moves only for answers the owner function authenticated (WCAG 2.2.1)', () => {
	/** What this tab posts to the portal's other tabs, recorded as it is sent. */
	function toOtherTabs() {
		const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
		return { messages: () => post.mock.calls.map(([message]) => message as unknown), restore: () => post.mockRestore() };
	}

	/** Fakes the clock an hour past the count (so any answer could move it) and returns that moment. */
	function later(): number {
		const now = $portalLastRequest.get() + 3_600_000;
		vi.useFakeTimers({ now, toFake: ['Date'] });
		return now;
	}

	afterEach(() => {
		vi.useRealTimers();
		vi.restoreAllMocks();
	});

	test.each([
		['the database cannot be reached (503: the function fails before it authenticates)', 503],
		['a function error (500)', 500],
		['the platform cannot reach the function (502)', 502],
		["the platform's rate limit (429)", 429],
		["the platform's timeout (408)", 408],
	])('"Stay logged in" answered with %s: not renewed, the count stays where it was (the warning stays open), nothing is told to the other tabs', async (_, status) => {
		const before = $portalLastRequest.get();
		later();
		const tabs = toOtherTabs();
		expect(await renewSession(fetcherOf({ '/api/owner/session': { status } }) as typeof fetch, jar('__Host-signed-in=1'))).toBe(false);
		expect($portalLastRequest.get()).toBe(before);
		expect(tabs.messages()).toEqual([]);
	});

	test('"Stay logged in" answered 200 moves the count to when it was sent, here and in the other tabs', async () => {
		const now = later();
		const tabs = toOtherTabs();
		expect(await renewSession(fetcherOf({ '/api/owner/session': { status: 200, body: session } }) as typeof fetch, jar('__Host-signed-in=1'))).toBe(true);
		expect($portalLastRequest.get()).toBe(now);
		expect(tabs.messages()).toEqual([{ sentAt: now }]);
	});

	test('loading the session: a 503 leaves the count alone', async () => {
		const before = $portalLastRequest.get();
		later();
		await loadSession(null, fetcherOf({ '/api/owner/session': { status: 503 } }), jar('__Host-signed-in=1'));
		expect($portalSession.get()).toEqual({ status: 'error', error: 'portal.error.api' });
		expect($portalLastRequest.get()).toBe(before);
	});

	test.each([
		[503, false],
		[429, false],
		[403, true], // the function's own refusal of another owner's property: it authenticated the request first
		[422, true],
	])('the figures answered %i: the count moves: %s', async (status, moves) => {
		const before = $portalLastRequest.get();
		const now = later();
		await selectProperty(1004, fetcherOf({ '/api/owner/stats': { status } }), jar('__Host-signed-in=1'));
		expect($portalStats.get().status).toBe('error');
		expect($portalLastRequest.get()).toBe(moves ? now : before);
	});

	test('a password change: the function\'s 422 moves the count, a 429 and a 503 do not', async () => {
		const input = { current: 'oud-wachtwoord-1', password: 'nieuw-wachtwoord-2', confirmation: 'nieuw-wachtwoord-2' };
		const before = $portalLastRequest.get();
		later();
		await changePassword(input, fetcherOf({ '/api/owner/password': { status: 429 } }), jar('__Host-signed-in=1'));
		await changePassword(input, fetcherOf({ '/api/owner/password': { status: 503 } }), jar('__Host-signed-in=1'));
		expect($portalLastRequest.get()).toBe(before);
		const now = later();
		await changePassword(input, fetcherOf({ '/api/owner/password': { status: 422, body: { ok: false, error: 'portal.password.error.check', issues: {} } } }), jar('__Host-signed-in=1'));
		expect($portalLastRequest.get()).toBe(now);
	});

	test.each([
		[200, true],
		[204, true],
		[400, true],
		[403, true],
		[404, true],
		[409, true],
		[422, true],
		[401, false],
		[408, false],
		[429, false],
		[500, false],
		[502, false],
		[503, false],
		[504, false],
		[302, false],
	])('renewsIdleClock(%i) is %s', (status, renews) => {
		expect(renewsIdleClock(status)).toBe(renews);
	});
});

describe("the portal's other tabs hear of a logout and of a session end, never as activity", () => {
	/** What this tab posts to the portal's other tabs, recorded as it is sent. */
	function toOtherTabs() {
		const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
		return () => post.mock.calls.map(([message]) => message as unknown);
	}

	/** Signs the owner in with the figures of 1004 shown, as a tab of the portal is. */
	async function signedIn(): Promise<void> {
		await loadSession(1004, fetcherOf({ '/api/owner/session': { status: 200, body: session }, '/api/owner/stats': { status: 200, body: stats } }), jar('__Host-signed-in=1'));
		const card = { id: 1004, title: 'Flat', city: 'Gent', path: '/property/1004/' };
		await loadCards([1004], { folder: '/listing-cards/nl/', count: 3 }, fetcherOf({ '/listing-cards/nl/2.json': { status: 200, body: { locale: 'nl', shard: 2, items: [card] } } }));
		expect([$portalStats.get().status, $selectedProperty.get(), $portalCards.get().size]).toEqual(['ready', 1004, 1]);
	}

	afterEach(() => {
		vi.useRealTimers();
		vi.restoreAllMocks();
	});

	test('a confirmed logout tells the other tabs it logged out, moves no idle count, and drops the owner\'s data here', async () => {
		await signedIn();
		const before = $portalLastRequest.get();
		vi.useFakeTimers({ now: before + 3_600_000, toFake: ['Date'] });
		const told = toOtherTabs();
		await logOut(fetcherOf({ '/api/logout': { status: 200, body: { ok: true } } }), async () => undefined);
		expect(told()).toEqual([{ ended: 'loggedOut' }]);
		expect($portalLastRequest.get()).toBe(before);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'loggedOut' });
		expect([$portalStats.get(), $selectedProperty.get(), $portalCards.get().size]).toEqual([{ status: 'idle' }, null, 0]);
	});

	test('a logout the server did not confirm tells the other tabs nothing', async () => {
		await signedIn();
		const told = toOtherTabs();
		await logOut(fetcherOf({ '/api/logout': { status: 403 } }), async () => undefined);
		expect(told()).toEqual([]);
		expect($portalSession.get().status).toBe('ready');
	});

	test.each([
		['the session', { '/api/owner/session': { status: 401 } }],
		['the figures', { '/api/owner/session': { status: 200, body: session }, '/api/owner/stats': { status: 401 } }],
	])('a 401 on %s tells the other tabs the session ended, and is no activity', async (_, answers) => {
		const before = $portalLastRequest.get();
		vi.useFakeTimers({ now: before + 3_600_000, toFake: ['Date'] });
		const told = toOtherTabs();
		await loadSession(null, fetcherOf(answers), jar('__Host-signed-in=1'));
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'ended' });
		expect(told().filter((m) => (m as { ended?: string }).ended)).toEqual([{ ended: 'ended' }]);
		expect(told().at(-1)).toEqual({ ended: 'ended' });
		// Only the session's 200 (sent at the same moment) may have moved the count: the 401 did not.
		expect(told().filter((m) => (m as { sentAt?: number }).sentAt !== undefined).length).toBeLessThanOrEqual(1);
	});

	test('a 401 on "Stay logged in" tells the other tabs too, and moves no count', async () => {
		const before = $portalLastRequest.get();
		vi.useFakeTimers({ now: before + 3_600_000, toFake: ['Date'] });
		const told = toOtherTabs();
		expect(await renewSession(fetcherOf({ '/api/owner/session': { status: 401 } }) as typeof fetch, jar('__Host-signed-in=1'))).toBe(false);
		expect(told()).toEqual([{ ended: 'ended' }]);
		expect($portalLastRequest.get()).toBe(before);
	});

	test.each([
		['loggedOut' as const],
		['ended' as const],
	])('told by another tab that the session %s, this tab drops the owner\'s data and ends with the same reason (the login page\'s notice)', async (reason) => {
		await signedIn();
		const other = new BroadcastChannel('owner-portal-activity');
		try {
			const before = $portalLastRequest.get();
			other.postMessage({ ended: 'junk' });
			other.postMessage({ ended: reason });
			await vi.waitFor(() => expect($portalSession.get()).toEqual({ status: 'signedOut', reason }));
			expect([$portalStats.get(), $selectedProperty.get(), $portalCards.get().size]).toEqual([{ status: 'idle' }, null, 0]);
			expect($portalLastRequest.get()).toBe(before);
		} finally {
			other.close();
		}
	});
});

describe('the absolute end with a newer session in the cookie: the portal reads the session again before it logs out', () => {
	const hour = 3_600_000;
	/** When the first tab logged in (whole seconds: the Date header has no more). */
	const loggedIn = Date.parse('2026-11-24T08:00:00Z');
	/** The first session's absolute end, 12 hours on. */
	const firstEnd = loggedIn + 12 * hour;
	const otherOwner = { ok: true, owner: { name: 'Jan Maes', email: 'jan@example.be', language: 'fr' }, properties: [2002] };
	const otherStats = { ok: true, property: 2002, stats: { today: 7 }, activity: {} };

	/** A session read's answer: the owner, the absolute end and the server's clock. */
	const sessionAnswer = (body: object, end: number, serverNow: number) => Response.json({ ...body, expiresAt: new Date(end).toISOString() }, { headers: { date: new Date(serverNow).toUTCString() } });

	/** A fetcher that answers each path with a made answer (a function: a body is read once), recording the URLs asked. */
	function routes(answers: Record<string, () => Response | Promise<Response>>) {
		return vi.fn(async (input: string | URL | Request) => {
			const answer = answers[urlOf(input).split('?')[0]!];
			if (!answer) throw new Error(`unexpected request ${urlOf(input)}`);
			return answer();
		});
	}
	const asked = (fetcher: ReturnType<typeof routes>) => fetcher.mock.calls.map(([url]) => urlOf(url));

	/** Signs the first owner in at the first login, this device's clock agreeing with the server's, with the figures of 1001 shown. */
	async function signedIn(cookies: CookieJar): Promise<void> {
		vi.useFakeTimers({ now: loggedIn, toFake: ['Date'] });
		await loadSession(null, routes({ '/api/owner/session': () => sessionAnswer(session, firstEnd, loggedIn), '/api/owner/stats': () => Response.json(stats) }), cookies);
		expect($portalSessionEnd.get()).toBe(firstEnd - 1_000);
		expect($portalSession.get()).toMatchObject({ status: 'ready', owner: session.owner });
	}

	/** What this tab posts to the portal's other tabs. */
	function toOtherTabs() {
		const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
		return () => post.mock.calls.map(([message]) => message as { ended?: string; sentAt?: number; loggedIn?: true });
	}

	afterEach(() => {
		vi.useRealTimers();
		vi.restoreAllMocks();
		vi.unstubAllGlobals();
	});

	test('the same owner logged in again in another tab 3 hours later: the portal counts to the new end, and neither logs out nor ends the session', async () => {
		const cookies = jar('__Host-signed-in=1');
		await signedIn(cookies);
		const secondEnd = firstEnd + 3 * hour;
		vi.setSystemTime(firstEnd - 1_000);
		const told = toOtherTabs();
		const fetcher = routes({ '/api/owner/session': () => sessionAnswer(session, secondEnd, firstEnd - 1_000), '/api/logout': () => Response.json({ ok: true }) });
		await endExpiredSession(fetcher, cookies);
		expect(asked(fetcher)).toEqual(['/api/owner/session']);
		expect($portalSessionEnd.get()).toBe(secondEnd - 1_000);
		expect($portalSession.get()).toEqual({ status: 'ready', owner: session.owner, properties: [1001, 1004] });
		expect($portalStats.get()).toEqual({ status: 'ready', data: stats });
		expect(told().filter((m) => m.ended)).toEqual([]);
		expect(cookies.written).toEqual([]);
	});

	test('another owner logged in in another tab: the first owner\'s data goes, the new owner\'s comes, and the session is not ended', async () => {
		const cookies = jar('__Host-signed-in=1');
		await signedIn(cookies);
		vi.setSystemTime(firstEnd);
		const fetcher = routes({
			'/api/owner/session': () => sessionAnswer(otherOwner, firstEnd + 2 * hour, firstEnd),
			'/api/owner/stats': () => Response.json(otherStats),
			'/api/logout': () => Response.json({ ok: true }),
		});
		await endExpiredSession(fetcher, cookies);
		expect(asked(fetcher)).toEqual(['/api/owner/session', '/api/owner/stats?property=2002']);
		expect($portalSession.get()).toEqual({ status: 'ready', owner: otherOwner.owner, properties: [2002] });
		expect([$selectedProperty.get(), $portalStats.get()]).toEqual([2002, { status: 'ready', data: otherStats }]);
		expect($portalSessionEnd.get()).toBe(firstEnd + 2 * hour - 1_000);
		expect(cookies.written).toEqual([]);
	});

	test.each([
		{ read: 'answers the same end, which has passed by this device\'s clock', answer: () => sessionAnswer(session, firstEnd, firstEnd - 1_000), urls: ['/api/owner/session', '/api/logout'], told: [{ ended: 'ended' }], written: [cleared] },
		{ read: 'answers 401: the server ended it already', answer: () => Response.json({ ok: false }, { status: 401 }), urls: ['/api/owner/session'], told: [{ ended: 'ended' }], written: [cleared] },
		// The cookie may hold a newer session: this tab leaves, but logs nothing out and tells no other tab.
		{ read: 'gets a 503', answer: () => Response.json({ ok: false }, { status: 503 }), urls: ['/api/owner/session'], told: [], written: [] },
		{ read: 'gets no answer', answer: () => Promise.reject(new TypeError('Failed to fetch')), urls: ['/api/owner/session'], told: [], written: [] },
	])('the read at the absolute end $read: the tab goes to the login page\'s "ended" notice; the other tabs are told $told.length time(s)', async ({ answer, urls, told: toldTabs, written }) => {
		const cookies = jar('__Host-signed-in=1');
		await signedIn(cookies);
		vi.setSystemTime(firstEnd);
		const told = toOtherTabs();
		const fetcher = routes({ '/api/owner/session': answer, '/api/logout': () => Response.json({ ok: true }) });
		await endExpiredSession(fetcher, cookies);
		expect(asked(fetcher)).toEqual(urls);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'ended' });
		expect([$portalStats.get(), $selectedProperty.get(), $portalSessionEnd.get()]).toEqual([{ status: 'idle' }, null, Infinity]);
		expect(told()).toEqual(toldTabs);
		expect(cookies.written).toEqual(written);
	});

	test('the idle end, long before the absolute one, is not read again (a read would restart the server\'s idle count): it logs out', async () => {
		const cookies = jar('__Host-signed-in=1');
		await signedIn(cookies);
		vi.setSystemTime(loggedIn + 31 * 60_000);
		const fetcher = routes({ '/api/owner/session': () => sessionAnswer(session, firstEnd, loggedIn + 31 * 60_000), '/api/logout': () => Response.json({ ok: true }) });
		await endExpiredSession(fetcher, cookies);
		expect(asked(fetcher)).toEqual(['/api/logout']);
		expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'ended' });
	});

	test('the warnings\' timer asking twice while the read is out makes one read', async () => {
		const cookies = jar('__Host-signed-in=1');
		await signedIn(cookies);
		vi.setSystemTime(firstEnd);
		const fetcher = routes({ '/api/owner/session': () => sessionAnswer(session, firstEnd + hour, firstEnd) });
		await Promise.all([endExpiredSession(fetcher, cookies), endExpiredSession(fetcher, cookies)]);
		expect(asked(fetcher)).toEqual(['/api/owner/session']);
		expect($portalSessionEnd.get()).toBe(firstEnd + hour - 1_000);
	});

	test.each([
		['the same owner', session, ['/api/owner/session'], 1001],
		['another owner', otherOwner, ['/api/owner/session', '/api/owner/stats?property=2002'], 2002],
	])('told by the login page that the browser logged in again (as %s), a portal tab reads the session at once', async (_, owner, urls, selected) => {
		await signedIn(jar('__Host-signed-in=1'));
		vi.setSystemTime(loggedIn + 3 * hour);
		const fetcher = routes({ '/api/owner/session': () => sessionAnswer(owner, firstEnd + 3 * hour, loggedIn + 3 * hour), '/api/owner/stats': () => Response.json(otherStats) });
		vi.stubGlobal('fetch', fetcher);
		const loginPage = new BroadcastChannel('owner-portal-activity');
		try {
			loginPage.postMessage({ loggedIn: false });
			loginPage.postMessage({ loggedIn: true });
			await vi.waitFor(() => expect(asked(fetcher)).toEqual(urls));
			await vi.waitFor(() => expect($selectedProperty.get()).toBe(selected));
			expect($portalSession.get()).toMatchObject({ status: 'ready', owner: owner.owner });
			// The new end, counted from when the read was sent (waitFor moves the faked clock while it waits).
			expect($portalSessionEnd.get() - (firstEnd + 3 * hour - 1_000)).toBeGreaterThanOrEqual(0);
			expect($portalSessionEnd.get() - (firstEnd + 3 * hour - 1_000)).toBeLessThan(5_000);
		} finally {
			loginPage.close();
		}
	});

	test('a tab that shows no owner (the login page, or a portal already signed out) asks nothing when told of a login', async () => {
		await loadSession(null, fetcherOf({}), jar(''));
		const fetcher = routes({});
		vi.stubGlobal('fetch', fetcher);
		const loginPage = new BroadcastChannel('owner-portal-activity');
		try {
			const mark = $portalLastRequest.get() + 1;
			loginPage.postMessage({ loggedIn: true });
			loginPage.postMessage({ sentAt: mark }); // heard after the login's message: by then that one was handled
			await vi.waitFor(() => expect($portalLastRequest.get()).toBe(mark));
			expect(fetcher).not.toHaveBeenCalled();
			expect($portalSession.get()).toEqual({ status: 'signedOut', reason: 'none' });
		} finally {
			loginPage.close();
		}
	});
});
