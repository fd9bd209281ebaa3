import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Locale } from '../../i18n/locales.ts';
import { handleLogin, handleLogout, handlePasswordChange } from '../../src/lib/owners/handlers-auth.ts';
import { knownDeviceCookieName } from '../../src/lib/owners/known-device.ts';
import { handleOwnerSession } from '../../src/lib/owners/handlers-portal.ts';
import { waitFor } from './support/platform.ts';
import { after, makeOwner, ownerRequest, ownerSettings, testScrypt, tokenOf } from './support/owners.ts';
import { createOwner } from '../../src/lib/owners/accounts.ts';
import { getPool } from '../../src/lib/requests/db.ts';
import { agencyInbox, answer, mailTo, rows } from './support/requests.ts';
import { startFactsServer } from './support/facts.ts';
import { smtp, usePlatformWithMail } from './support/lifecycle.ts';

/**
 * Owner login (issue 6): one answer for a wrong email and a wrong password, throttling per address
 * and client, per address and per client, the session cookie and its server-side row, idle and
 * absolute expiry (the clock is passed in), logout, password change, and the agency's notification
 * mail over real SMTP.
 */

// Logins cost real scrypt work: on a loaded machine a test with twenty of them takes a while.
vi.setConfig({ testTimeout: 60_000 });

usePlatformWithMail();

beforeEach(async () => {
	smtp.mails.length = 0;
	await rows('DELETE FROM login_throttle');
});

/** Logs in with an email and password at a time, from a client address. */
function login(email: string, password: string, options: { now?: Date; ip?: string; token?: string; cookie?: string } = {}) {
	const headers = options.cookie ? { cookie: options.cookie } : undefined;
	return handleLogin(ownerRequest('/api/login', { body: { email, password }, token: options.token, headers }), { ip: options.ip ?? '198.51.100.20' }, ownerSettings(), options.now);
}

/** Asks who is signed in with a token at a time. */
const whoAmI = (token: string | null, now?: Date) => handleOwnerSession(ownerRequest('/api/owner/session', { token }), ownerSettings(), now);

describe('login', () => {
	test('an owner whose language is switched off in site.json is sent to the Dutch portal, never to a page that was not built', async () => {
		const owner = await makeOwner([1004], 'fr', 'Marie Lambert');
		const settings = { ...ownerSettings(), locales: ['nl', 'en', 'de'] as Locale[] };
		const res = await handleLogin(ownerRequest('/api/login', { body: { email: owner.email, password: owner.password } }), { ip: '198.51.100.21' }, settings);
		expect(await answer(res)).toMatchObject({ status: 200, body: { ok: true, language: 'nl', redirect: '/owner/' } });
	});

	test('a right email and password answer the portal path in the owner language and set a __Host- session cookie whose hash alone is stored, and the signed-in hint beside it', async () => {
		const owner = await makeOwner([1004, 1001], 'fr', 'Claire Dubois');
		const res = await login(owner.email.toUpperCase(), owner.password);
		const { status, body } = await answer(res);
		expect(status).toBe(200);
		expect(body).toEqual({ ok: true, name: 'Claire Dubois', language: 'fr', redirect: '/fr/proprietaire/' });
		const [session, hint, device, ...more] = res.headers.getSetCookie();
		expect(session).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; Secure; HttpOnly; SameSite=Strict$/);
		// Readable by the page (no HttpOnly), the same lifetime, and nothing in it but "signed in".
		expect(hint).toBe('__Host-signed-in=1; Path=/; Max-Age=43200; Secure; SameSite=Strict');
		// The browser the address signed in on (known-device.ts): an id and its signature, no address.
		expect(device).toMatch(/^__Host-owner-device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}; Path=\/; Max-Age=15552000; Secure; HttpOnly; SameSite=Strict$/);
		expect(more).toEqual([]);
		const token = tokenOf(res);
		const stored = await rows<{ token_hash: string }>('SELECT token_hash FROM owner_sessions WHERE owner_id = $1', [owner.id]);
		expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
		const me = await answer(await whoAmI(token));
		expect(me.body).toEqual({ ok: true, owner: { name: 'Claire Dubois', email: owner.email, language: 'fr' }, properties: [1001, 1004], expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown });
	});

	test("an owner whose address has an apostrophe (jan.d'hondt@…) logs in with it, as the request forms accept it", async () => {
		const email = `jan.d'hondt-${Date.now()}@example.be`;
		const id = await createOwner(getPool(), { email, name: "Jan D'Hondt", language: 'nl', password: 'Geheim-wachtwoord-dh', propertyIds: [1004] }, testScrypt);
		expect(id).not.toBeNull();
		expect(await answer(await login(email, 'Geheim-wachtwoord-dh', { ip: '198.51.100.29' }))).toMatchObject({ status: 200, body: { ok: true, name: "Jan D'Hondt" } });
	});

	test('an owner whose address has an accented domain logs in with it as Firefox sends it (Unicode) and as Chrome does (ASCII), and the CLI cannot add the same mailbox twice', async () => {
		const local = `jan-${Date.now()}`;
		const id = await createOwner(getPool(), { email: `${local}@Café.be`, name: 'Jan Peeters', language: 'nl', password: 'Geheim-wachtwoord-cafe', propertyIds: [1004] }, testScrypt);
		expect(id).not.toBeNull();
		expect(await rows('SELECT email FROM owners WHERE id = $1', [id])).toEqual([{ email: `${local}@xn--caf-dma.be` }]);
		expect(await answer(await login(`${local}@xn--caf-dma.be`, 'Geheim-wachtwoord-cafe', { ip: '198.51.100.41' }))).toMatchObject({ status: 200, body: { ok: true, name: 'Jan Peeters' } });
		expect(await answer(await login(`${local}@café.be`, 'Geheim-wachtwoord-cafe', { ip: '198.51.100.41' }))).toMatchObject({ status: 200, body: { ok: true, name: 'Jan Peeters' } });
		expect(await answer(await login(`${local}@cafe\u0301.be`, 'Geheim-wachtwoord-cafe', { ip: '198.51.100.41' }))).toMatchObject({ status: 200, body: { ok: true, name: 'Jan Peeters' } });
		expect(await createOwner(getPool(), { email: `${local}@café.be`, name: 'Jan Peeters', language: 'nl', password: 'Ander-wachtwoord-cafe', propertyIds: [] }, testScrypt)).toBeNull();
	});

	test('an account stored with its domain in Unicode (as before 2026-11-25) is still found from the ASCII spelling a Chrome login sends', async () => {
		const local = `els-${Date.now()}`;
		const id = await createOwner(getPool(), { email: `${local}@example.be`, name: 'Els Claes', language: 'nl', password: 'Geheim-wachtwoord-els', propertyIds: [1004] }, testScrypt);
		await rows('UPDATE owners SET email = $2 WHERE id = $1', [id, `${local}@bücher.be`]);
		expect(await answer(await login(`${local}@xn--bcher-kva.be`, 'Geheim-wachtwoord-els', { ip: '198.51.100.42' }))).toMatchObject({ status: 200, body: { ok: true, name: 'Els Claes' } });
	});

	test('a field named __proto__ or constructor gets form.error.unknownField like any other unknown field', async () => {
		const post = (body: string) => handleLogin(ownerRequest('/api/login', { body }), { ip: '198.51.100.43' }, ownerSettings());
		for (const name of ['__proto__', 'constructor']) {
			expect(await answer(await post(`{"email":"a@example.be","password":"x","${name}":{"a":1}}`))).toEqual({
				status: 422,
				body: { ok: false, error: 'login.error.invalid', issues: { [name]: ['form.error.unknownField'] } },
			});
		}
	});

	test('a missing field gets its message key, an unknown field 422 form.error.unknownField; never valibot\'s English text', async () => {
		const owner = await makeOwner([1004]);
		const post = (body: unknown) => handleLogin(ownerRequest('/api/login', { body }), { ip: '198.51.100.31' }, ownerSettings());
		expect(await answer(await post({}))).toEqual({
			status: 422,
			body: { ok: false, error: 'login.error.invalid', issues: { email: ['login.error.emailInvalid'], password: ['login.error.passwordRequired'] } },
		});
		expect(await answer(await post({ email: owner.email, password: owner.password, extra: 1 }))).toEqual({
			status: 422,
			body: { ok: false, error: 'login.error.invalid', issues: { extra: ['form.error.unknownField'] } },
		});
		expect((await answer(await post({ email: 42, password: ['x'] }))).body.issues).toEqual({ email: ['login.error.emailInvalid'], password: ['login.error.passwordRequired'] });
	});

	test('a wrong email and a wrong password get the same 401 answer: the username or password are not correct', async () => {
		const owner = await makeOwner([1004]);
		const refused = await login(owner.email, 'not-the-password');
		expect(refused.headers.getSetCookie(), 'neither the session cookie nor the hint').toEqual([]);
		const wrongPassword = await answer(refused);
		const wrongEmail = await answer(await login('nobody@example.be', owner.password));
		expect(wrongPassword).toEqual({ status: 401, body: { ok: false, error: 'login.error.credentials' } });
		expect(wrongEmail).toEqual(wrongPassword);
		expect(await rows('SELECT 1 FROM owner_sessions WHERE owner_id = $1', [owner.id])).toEqual([]);
	});

	test('every login makes a new session, and a login from a browser that had one ends the old one', async () => {
		const owner = await makeOwner([1004]);
		const first = tokenOf(await login(owner.email, owner.password));
		const second = tokenOf(await login(owner.email, owner.password, { token: first }));
		expect(second).not.toBe(first);
		expect((await whoAmI(first)).status).toBe(401);
		expect((await whoAmI(second)).status).toBe(200);
	});

	test('bad input: invalid email or empty password 422, no Origin or a foreign one 403, GET 405, not JSON 415', async () => {
		const settings = ownerSettings();
		const bad = await answer(await handleLogin(ownerRequest('/api/login', { body: { email: 'not-an-email', password: '' } }), {}, settings));
		expect(bad).toEqual({ status: 422, body: { ok: false, error: 'login.error.invalid', issues: { email: ['login.error.emailInvalid'], password: ['login.error.passwordRequired'] } } });
		const body = { email: 'a@example.be', password: 'x' };
		expect((await handleLogin(ownerRequest('/api/login', { body, origin: null }), {}, settings)).status).toBe(403);
		expect((await handleLogin(ownerRequest('/api/login', { body, origin: 'https://evil.example' }), {}, settings)).status).toBe(403);
		expect((await handleLogin(ownerRequest('/api/login', { method: 'GET', origin: null }), {}, settings)).status).toBe(405);
		expect((await handleLogin(ownerRequest('/api/login', { body, contentType: 'text/plain' }), {}, settings)).status).toBe(415);
		expect((await handleLogin(ownerRequest('/api/login', { body: '{"email":' }), {}, settings)).status).toBe(400);
	});
});

describe('throttling', () => {
	test('five wrong passwords from one client lock that address for that client for 15 minutes, even against the right password; other accounts are not locked out by it', async () => {
		const owner = await makeOwner([1004]);
		const other = await makeOwner([1005]);
		const now = new Date();
		for (let i = 0; i < 5; i++) expect((await login(owner.email, `wrong-${i}`, { now, ip: '203.0.113.1' })).status).toBe(401);
		const locked = await login(owner.email, owner.password, { now: after(now, 1), ip: '203.0.113.1' });
		expect(locked.status).toBe(429);
		expect(await locked.json()).toEqual({ ok: false, error: 'login.error.throttled' });
		expect(Number(locked.headers.get('retry-after'))).toBe(14 * 60);
		expect((await login(other.email, other.password, { now: after(now, 1), ip: '203.0.113.1' })).status).toBe(200);
		expect((await login(owner.email, owner.password, { now: after(now, 16), ip: '203.0.113.1' })).status).toBe(200);
	});

	test('a stranger who locks an address from a client does not lock the owner out: the owner logs in from another client, and the stranger stays locked', async () => {
		const owner = await makeOwner([1004]);
		const now = new Date();
		for (let i = 0; i < 5; i++) expect((await login(owner.email, `wrong-${i}`, { now, ip: '203.0.113.66' })).status).toBe(401);
		expect((await login(owner.email, owner.password, { now: after(now, 1), ip: '198.51.100.7' })).status).toBe(200);
		expect((await login(owner.email, owner.password, { now: after(now, 2), ip: '203.0.113.66' })).status, 'the owner’s login gives the stranger no new tries').toBe(429);
	});

	test('fifty failures for one address spread over many clients lock it for every client for 15 minutes; the owner’s own right logins do not reset that count', async () => {
		const owner = await makeOwner([1004]);
		const { pair, account } = ownerSettings().throttle;
		const now = new Date();
		const clients = Math.ceil(account.limit / (pair.limit - 1));
		let failures = 0;
		for (let c = 0; c < clients && failures < account.limit; c++) {
			for (let i = 0; i < pair.limit - 1 && failures < account.limit; i++, failures++) {
				expect((await login(owner.email, `wrong-${c}-${i}`, { now, ip: `10.1.${c}.1` })).status).toBe(401);
			}
			if (c === 0) expect((await login(owner.email, owner.password, { now, ip: '198.51.100.8' })).status).toBe(200);
		}
		const locked = await login(owner.email, owner.password, { now: after(now, 1), ip: '198.51.100.8' });
		expect(locked.status).toBe(429);
		expect(Number(locked.headers.get('retry-after'))).toBe(14 * 60);
		expect((await login(owner.email, owner.password, { now: after(now, 16), ip: '198.51.100.8' })).status).toBe(200);
	});

	test('a browser the owner signed in on stays open to them when strangers lock the address for everyone; a forged, altered or other address’s cookie does not', async () => {
		const owner = await makeOwner([1004]);
		const other = await makeOwner([1005]);
		const { pair, account } = ownerSettings().throttle;
		const now = new Date();
		const deviceOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${knownDeviceCookieName}=`))?.split(';')[0] ?? '';
		const first = await login(owner.email, owner.password, { now, ip: '198.51.100.30' });
		const device = deviceOf(first);
		expect(device).toMatch(new RegExp(`^${knownDeviceCookieName}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{22}$`));
		expect(first.headers.getSetCookie().find((c) => c.startsWith(knownDeviceCookieName))).toMatch(/; Path=\/; Max-Age=15552000; Secure; HttpOnly; SameSite=Strict$/);
		const otherDevice = deviceOf(await login(other.email, other.password, { now, ip: '198.51.100.31' }));
		for (let failures = 0, c = 0; failures < account.limit; c++) {
			for (let i = 0; i < pair.limit - 1 && failures < account.limit; i++, failures++) {
				expect((await login(owner.email, `wrong-${c}-${i}`, { now, ip: `10.2.${c}.1` })).status).toBe(401);
			}
		}
		const later = after(now, 1);
		const [id, signature] = device.split('=')[1]!.split('.') as [string, string];
		const altered = `${knownDeviceCookieName}=${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${signature}`;
		for (const cookie of ['', otherDevice, altered, `${knownDeviceCookieName}=${id}.${'x'.repeat(22)}`]) {
			expect((await login(owner.email, owner.password, { now: later, ip: '198.51.100.30', cookie })).status, cookie || 'no cookie').toBe(429);
		}
		const known = await login(owner.email, owner.password, { now: later, ip: '198.51.100.32', cookie: device });
		expect(known.status).toBe(200);
		expect(deviceOf(known), 'the same browser id, with a new lifetime').toBe(device);
		// The known browser's own limit holds: 5 wrong passwords from it lock it (and only it).
		for (let i = 0; i < pair.limit; i++) expect((await login(owner.email, `wrong-known-${i}`, { now: later, ip: '198.51.100.32', cookie: device })).status).toBe(401);
		expect((await login(owner.email, owner.password, { now: after(now, 2), ip: '198.51.100.32', cookie: device })).status).toBe(429);
	});

	test('ten wrong passwords sent at once from one client: only five are checked, the others get the throttle answer; after the lock the right password works', async () => {
		const owner = await makeOwner([1004]);
		const now = new Date();
		const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(owner.email, `wrong-${i}`, { now, ip: '203.0.113.120' })));
		const statuses = answers.map((res) => res.status);
		const { limit } = ownerSettings().throttle.pair;
		expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
		expect(statuses.filter((status) => status === 429)).toHaveLength(10 - limit);
		for (const res of answers.filter((r) => r.status === 429)) expect(await res.json()).toEqual({ ok: false, error: 'login.error.throttled' });
		expect((await login(owner.email, owner.password, { now: after(now, 1), ip: '203.0.113.120' })).status).toBe(429);
		expect((await login(owner.email, owner.password, { now: after(now, 16), ip: '203.0.113.120' })).status).toBe(200);
	});

	test('a right password gives the client its attempt back: twenty right logins from one client do not lock it', async () => {
		const owner = await makeOwner([1004]);
		const now = new Date();
		for (let i = 0; i < 20; i++) expect((await login(owner.email, owner.password, { now, ip: '192.0.2.90' })).status).toBe(200);
		expect((await login(owner.email, 'wrong', { now, ip: '192.0.2.90' })).status).toBe(401);
	});

	test('an unknown email is throttled like a known one, so a lock tells nothing about which addresses exist', async () => {
		const now = new Date();
		for (let i = 0; i < 5; i++) expect((await login('ghost@example.be', `wrong-${i}`, { now, ip: '203.0.113.10' })).status).toBe(401);
		expect((await login('ghost@example.be', 'wrong', { now, ip: '203.0.113.10' })).status).toBe(429);
	}, 60_000);

	test('twenty failures from one client, over any accounts, lock that client; another client still logs in', async () => {
		const owners = await Promise.all([0, 1, 2, 3].map((i) => makeOwner([1004 + i])));
		const victim = await makeOwner([1010]);
		const now = new Date();
		for (const owner of owners) for (let i = 0; i < 5; i++) expect((await login(owner.email, `wrong-${i}`, { now, ip: '192.0.2.66' })).status).toBe(401);
		expect((await login(victim.email, victim.password, { now, ip: '192.0.2.66' })).status).toBe(429);
		expect((await login(victim.email, victim.password, { now, ip: '192.0.2.67' })).status).toBe(200);
	});

	test('a successful login forgets the account failures', async () => {
		const owner = await makeOwner([1004]);
		for (let i = 0; i < 4; i++) await login(owner.email, `wrong-${i}`);
		expect((await login(owner.email, owner.password)).status).toBe(200);
		for (let i = 0; i < 4; i++) expect((await login(owner.email, `wrong-${i}`)).status).toBe(401);
		expect((await login(owner.email, owner.password)).status).toBe(200);
	});
});

describe('sessions', () => {
	test('a session ends after 30 minutes without a request, and each request resets that clock', async () => {
		const owner = await makeOwner([1004]);
		const t0 = new Date();
		const token = tokenOf(await login(owner.email, owner.password, { now: t0 }));
		expect((await whoAmI(token, after(t0, 29))).status).toBe(200);
		expect((await whoAmI(token, after(t0, 58))).status).toBe(200);
		const expired = await answer(await whoAmI(token, after(t0, 58 + 31)));
		expect(expired).toEqual({ status: 401, body: { ok: false, error: 'portal.error.userNotFound' } });
		expect(await rows('SELECT 1 FROM owner_sessions WHERE owner_id = $1', [owner.id])).toEqual([]);
		expect((await whoAmI(token, after(t0, 60))).status).toBe(401);
	});

	test('an active session still ends 12 hours after login', async () => {
		const owner = await makeOwner([1004]);
		const t0 = new Date();
		const token = tokenOf(await login(owner.email, owner.password, { now: t0 }));
		for (let minutes = 25; minutes < 12 * 60; minutes += 25) expect((await whoAmI(token, after(t0, minutes))).status, `${minutes} min`).toBe(200);
		expect((await whoAmI(token, after(t0, 12 * 60))).status).toBe(401);
	});

	test('the session read names the session’s absolute end, 12 hours after login, for the portal’s notice before it; requests do not move it', async () => {
		const owner = await makeOwner([1004]);
		const t0 = new Date();
		const token = tokenOf(await login(owner.email, owner.password, { now: t0 }));
		const end = after(t0, 12 * 60).toISOString();
		expect(await answer(await whoAmI(token, after(t0, 25)))).toMatchObject({ status: 200, body: { ok: true, properties: [1004], expiresAt: end } });
		expect(await answer(await whoAmI(token, after(t0, 50)))).toMatchObject({ status: 200, body: { expiresAt: end } });
	});

	test('logout ends the session on the server and clears the cookie and the hint; a missing or forged cookie is refused', async () => {
		const owner = await makeOwner([1004]);
		const token = tokenOf(await login(owner.email, owner.password));
		const res = await handleLogout(ownerRequest('/api/logout', { body: {}, token }), {}, ownerSettings());
		expect(await answer(res)).toEqual({ status: 200, body: { ok: true } });
		expect(res.headers.getSetCookie()).toEqual([
			'__Host-session=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Strict',
			'__Host-signed-in=; Path=/; Max-Age=0; Secure; SameSite=Strict',
		]);
		expect(await rows('SELECT 1 FROM owner_sessions WHERE owner_id = $1', [owner.id])).toEqual([]);
		expect((await whoAmI(token)).status).toBe(401);
		expect((await whoAmI(null)).status).toBe(401);
		expect((await whoAmI('A'.repeat(43))).status).toBe(401);
		expect((await handleLogout(ownerRequest('/api/logout', { body: {}, token, origin: 'https://evil.example' }), {}, ownerSettings())).status).toBe(403);
	});
});

describe('password change', () => {
	const change = (token: string | null, body: unknown) => handlePasswordChange(ownerRequest('/api/owner/password', { body, token }), { ip: '198.51.100.30' }, ownerSettings());

	test('the confirmation must match, the length is checked, the current password must be right', async () => {
		const owner = await makeOwner([1004]);
		const token = tokenOf(await login(owner.email, owner.password));
		expect(await answer(await change(token, { current: owner.password, password: 'een-nieuw-wachtwoord', confirmation: 'een-ander-wachtwoord' }))).toEqual({
			status: 422,
			body: { ok: false, error: 'portal.password.error.check', issues: { confirmation: ['portal.password.error.mismatch'] } },
		});
		expect((await answer(await change(token, { current: owner.password, password: 'kort', confirmation: 'kort' }))).body.issues).toEqual({ password: ['portal.password.error.length'] });
		// A confirmation that differs is named too when the new password is refused as well.
		expect((await answer(await change(token, { current: owner.password, password: 'kort', confirmation: 'anders' }))).body.issues).toEqual({ password: ['portal.password.error.length'], confirmation: ['portal.password.error.mismatch'] });
		expect((await answer(await change(token, { current: 'fout', password: 'een-nieuw-wachtwoord', confirmation: 'een-nieuw-wachtwoord' }))).body.issues).toEqual({
			current: ['portal.password.error.currentWrong'],
		});
		expect((await change(null, { current: owner.password, password: 'een-nieuw-wachtwoord', confirmation: 'een-nieuw-wachtwoord' })).status).toBe(401);
	});

	test('a new password of only whitespace, the current password, the email address or a common password is refused, and the old password still logs in', async () => {
		const owner = await makeOwner([1004]);
		const token = tokenOf(await login(owner.email, owner.password));
		const cases: [string, string][] = [
			['          ', 'portal.password.error.blank'],
			['\t \u00a0 \n       ', 'portal.password.error.blank'],
			[owner.password, 'portal.password.error.sameAsCurrent'],
			[owner.email, 'portal.password.error.sameAsEmail'],
			[` ${owner.email.toUpperCase()} `, 'portal.password.error.sameAsEmail'],
			// NIST SP 800-63B's blocklist: common passwords of 10 characters or more, in any letter case.
			['qwertyuiop', 'portal.password.error.common'],
			['Password123', 'portal.password.error.common'],
			[' 1q2w3e4r5t ', 'portal.password.error.common'],
		];
		for (const [password, key] of cases) {
			expect(await answer(await change(token, { current: owner.password, password, confirmation: password })), JSON.stringify(password)).toEqual({
				status: 422,
				body: { ok: false, error: 'portal.password.error.check', issues: { password: [key] } },
			});
		}
		expect((await login(owner.email, owner.password)).status).toBe(200);
	}, 30_000);

	test('a missing field gets its message key and an unknown field 422 form.error.unknownField', async () => {
		const owner = await makeOwner([1004]);
		const token = tokenOf(await login(owner.email, owner.password));
		expect(await answer(await change(token, {}))).toEqual({
			status: 422,
			body: {
				ok: false,
				error: 'portal.password.error.check',
				issues: { current: ['portal.password.error.currentRequired'], password: ['portal.password.error.length'], confirmation: ['portal.password.error.mismatch'] },
			},
		});
		const body = { current: owner.password, password: 'een-nieuw-wachtwoord', confirmation: 'een-nieuw-wachtwoord', email: 'x@example.be' };
		expect((await answer(await change(token, body))).body.issues).toEqual({ email: ['form.error.unknownField'] });
	}, 30_000);

	test('a change keeps this session, ends the others, and only the new password logs in', async () => {
		const owner = await makeOwner([1004]);
		const mine = tokenOf(await login(owner.email, owner.password));
		const elsewhere = tokenOf(await login(owner.email, owner.password));
		const res = await change(mine, { current: owner.password, password: 'een-nieuw-wachtwoord', confirmation: 'een-nieuw-wachtwoord' });
		expect(await answer(res)).toEqual({ status: 200, body: { ok: true, message: 'portal.password.changed' } });
		expect((await whoAmI(mine)).status).toBe(200);
		expect((await whoAmI(elsewhere)).status).toBe(401);
		expect((await login(owner.email, owner.password)).status).toBe(401);
		expect((await login(owner.email, 'een-nieuw-wachtwoord')).status).toBe(200);
		const [row] = await rows<{ password_hash: string }>('SELECT password_hash FROM owners WHERE id = $1', [owner.id]);
		expect(row!.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
	}, 30_000);
});

test('each login mails the agency the notification, naming each property by reference, title, number and link, and the owner a notice in their language; both through the outbox to the SMTP server', async () => {
	const facts = await startFactsServer();
	process.env.SITE_FILES_URL = facts.url;
	try {
		const owner = await makeOwner([1004, 1007], 'en', 'Jan Janssens');
		expect((await login(owner.email, owner.password, { now: new Date('2026-12-01T09:00:00Z') })).status).toBe(200);
		await waitFor(() => smtp.mails.length === 2);
		const agencyMail = mailTo(smtp, agencyInbox)!;
		expect(agencyMail.headers.subject).toBe('Eigenarenportaal: Jan Janssens heeft zich aangemeld');
		expect(agencyMail.headers['reply-to']).toContain(owner.email);
		for (const text of ['Jan Janssens', owner.email, 'English', 'IDL-1004 – Kantoorruimte van 221 m² (1004) – https://www.immo-drieland.example/property/1004/', 'IDL-1007 – Bouwgrond van 705 m² (1007) – https://www.immo-drieland.example/property/1007/']) {
			expect(agencyMail.text).toContain(text);
		}
		const notice = mailTo(smtp, owner.email)!;
		expect(notice.headers.subject).toBe('Sign-in to your owner portal');
		expect(notice.headers['reply-to']).toContain('info@immo-drieland.example');
		expect(notice.text).toContain('Someone signed in to the owner portal of www.immo-drieland.example with your email address and password on Tuesday, 1 December 2026 at 10:00:00.');
		expect(notice.text).toContain('contact Immo Drieland at once');
		const outbox = await rows<{ status: string; request_id: string | null }>('SELECT status, request_id FROM outbox ORDER BY id DESC LIMIT 2');
		expect(outbox).toEqual([{ status: 'sent', request_id: null }, { status: 'sent', request_id: null }]);
		expect((await login(owner.email, 'wrong')).status).toBe(401);
		await new Promise((r) => setTimeout(r, 200));
		expect(smtp.mails).toHaveLength(2);
	} finally {
		delete process.env.SITE_FILES_URL;
		await facts.stop();
	}
});

test('when the listing facts cannot be read, the agency mail names each property by number and link', async () => {
	const owner = await makeOwner([1004], 'nl');
	expect((await login(owner.email, owner.password)).status).toBe(200);
	await waitFor(() => smtp.mails.length === 2);
	expect(mailTo(smtp, agencyInbox)!.text).toContain('1004 – https://www.immo-drieland.example/property/1004/');
});

test('a password change mails the owner a notice in their language, with the time', async () => {
	const owner = await makeOwner([1004], 'fr', 'Claire Dubois');
	const at = new Date('2026-12-01T09:00:00Z');
	const token = tokenOf(await login(owner.email, owner.password, { now: after(at, -5) }));
	await waitFor(() => smtp.mails.length === 2);
	smtp.mails.length = 0;
	const changed = await handlePasswordChange(
		ownerRequest('/api/owner/password', { body: { current: owner.password, password: 'een-nieuw-wachtwoord', confirmation: 'een-nieuw-wachtwoord' }, token }),
		{ ip: '198.51.100.32' },
		ownerSettings(),
		at,
	);
	expect(changed.status).toBe(200);
	await waitFor(() => smtp.mails.length === 1);
	const [notice] = smtp.mails;
	expect(notice!.envelope.to).toEqual([owner.email]);
	expect(notice!.headers.subject).toBe('Votre mot de passe a été modifié');
	expect(notice!.text).toContain('Le mot de passe de votre compte sur le portail propriétaires de www.immo-drieland.example a été modifié le mardi 1er décembre 2026 à 10:00:00.');
}, 30_000);

test('the hourly clean-up deletes idle and ended sessions and old throttle rows, and keeps live ones', async () => {
	const { pruneSessions } = await import('../../src/lib/owners/sessions.ts');
	const { pruneThrottle } = await import('../../src/lib/owners/throttle.ts');
	const { getPool } = await import('../../src/lib/requests/db.ts');
	const owner = await makeOwner([1004]);
	const t0 = new Date();
	const old = tokenOf(await login(owner.email, owner.password, { now: t0 }));
	const live = tokenOf(await login(owner.email, owner.password, { now: after(t0, 40) }));
	await login(owner.email, 'wrong', { now: t0 });
	const pruned = await pruneSessions(getPool(), ownerSettings(), after(t0, 45));
	expect(pruned).toBeGreaterThanOrEqual(1);
	expect((await whoAmI(old, after(t0, 45))).status).toBe(401);
	expect((await whoAmI(live, after(t0, 45))).status).toBe(200);
	await pruneThrottle(getPool(), after(t0, 25 * 60));
	expect(await rows('SELECT 1 FROM login_throttle')).toEqual([]);
});

test('ending the other sessions deletes every row of the owner but the kept one, and counts only those still open; the list counts open sessions alike', async () => {
	const { createSession, endOtherSessions, hashToken } = await import('../../src/lib/owners/sessions.ts');
	const { listOwners } = await import('../../src/lib/owners/accounts.ts');
	const owner = await makeOwner([1004]);
	const settings = ownerSettings();
	const now = after(new Date(), 13 * 60);
	const absoluteMinutes = settings.session.absoluteMs / 60_000;
	// Waiting for the clean-up: one idle for 170 minutes, one past its absolute end though used a minute ago.
	await createSession(getPool(), owner.id, settings, after(now, -170));
	const expired = await createSession(getPool(), owner.id, settings, after(now, -absoluteMinutes - 5));
	await getPool().query('UPDATE owner_sessions SET last_seen_at = $2 WHERE token_hash = $1', [hashToken(expired), after(now, -1)]);
	// Open: one used ten minutes ago, and the one the password change keeps.
	await createSession(getPool(), owner.id, settings, after(now, -10));
	const kept = await createSession(getPool(), owner.id, settings, after(now, -5));
	const sessionsOf = async () => (await listOwners(getPool(), now)).find((o) => o.id === owner.id)?.sessions;
	expect(await sessionsOf()).toBe(2);
	expect(await endOtherSessions(getPool(), owner.id, hashToken(kept), now)).toBe(1);
	expect(await rows('SELECT token_hash FROM owner_sessions WHERE owner_id = $1', [owner.id])).toEqual([{ token_hash: hashToken(kept) }]);
	expect(await sessionsOf()).toBe(1);
	expect(await endOtherSessions(getPool(), owner.id, null, after(now, 60))).toBe(0);
	expect(await rows('SELECT 1 FROM owner_sessions WHERE owner_id = $1', [owner.id])).toEqual([]);
});
