import { localizePath } from '../../routing/build-routes.ts';
import { pathTable } from '../../../i18n/paths.ts';
import { LoginSchema, validateOwnerForm } from '../../schemas/owners.ts';
import { checkPasswordChange } from './password-form.ts';
import { getPool, withTransaction } from '../requests/db.ts';
import { filesUrlFor, guardRequest, json } from '../requests/http.ts';
import { enqueueMails, sendAfterAnswer } from '../requests/outbox.ts';
import { findOwnerByEmail, normalizeEmail, setPasswordHash } from './accounts.ts';
import { answerSafely, ownerFailure, readJson, requireOwner, type OwnerContext } from './http.ts';
import { logIn } from './login.ts';
import { composeOwnerNotice } from './owner-notice.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { isEmailPassword } from './password-rules.ts';
import { isCommonPassword } from './common-passwords.ts';
import { authenticate, clearedSessionCookie, endOtherSessions, endSession, sessionCookie, tokenFromCookies } from './sessions.ts';
import { clearedSignedInCookie, signedInCookie } from './session-hint.ts';
import type { OwnerSettings } from './settings.ts';
import { attemptSucceeded, reserveAttempt, throttleKeys } from './throttle.ts';
import { knownDeviceCookie, knownDeviceOf } from './known-device.ts';

/**
 * The login, logout and password change endpoints (issue 6). Each takes the time as an argument so
 * that tests can move the clock; the functions pass the real one.
 */

/** Adds cookies to an answer, each in a Set-Cookie header of its own. */
function withCookies(res: Response, cookies: string[]): Response {
	for (const cookie of cookies) res.headers.append('Set-Cookie', cookie);
	return res;
}

/**
 * POST /api/login: { email, password } → a new session cookie and the signed-in hint beside it, and
 * the cookie of a browser the address has signed in on (`known-device.ts`), or one message for a
 * wrong email or password.
 */
export function handleLogin(req: Request, context: OwnerContext, settings: OwnerSettings, now = new Date()): Promise<Response> {
	return answerSafely('login', async () => {
		const refused = guardRequest(req, settings.requests, 'json');
		if (refused) return refused;
		const body = await readJson(req);
		if (body instanceof Response) return body;
		const input = validateOwnerForm(LoginSchema, body);
		if (!input.success) return ownerFailure(422, 'login.error.invalid', { issues: input.issues });
		const cookies = req.headers.get('cookie');
		const email = normalizeEmail(input.output.email);
		const knownDevice = knownDeviceOf(cookies, email, settings.secret);
		const client = { ip: context.ip ?? 'unknown', oldToken: tokenFromCookies(cookies), knownDevice, filesUrl: filesUrlFor(settings.requests, context) };
		const outcome = await logIn(input.output, client, settings, now);
		if (!outcome.ok) {
			return outcome.reason === 'throttled'
				? ownerFailure(429, 'login.error.throttled', { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } })
				: ownerFailure(401, 'login.error.credentials');
		}
		await sendAfterAnswer(settings.requests, outcome.mails, context);
		const { owner } = outcome;
		// An owner's language switched off in site.json has no portal page: the Dutch portal (the original language) takes them.
		const language = settings.locales.includes(owner.language) ? owner.language : 'nl';
		const answer = json({ ok: true, name: owner.name, language, redirect: localizePath(pathTable, '/owner/', language) });
		const lifetime = settings.session.absoluteMs;
		return withCookies(answer, [sessionCookie(outcome.token, lifetime), signedInCookie(lifetime), knownDeviceCookie(email, settings.secret, knownDevice)]);
	});
}

/** POST /api/logout: ends the session on the server and removes its cookie and the hint (also when it was already over). */
export function handleLogout(req: Request, _context: OwnerContext, settings: OwnerSettings, now = new Date()): Promise<Response> {
	return answerSafely('logout', async () => {
		const refused = guardRequest(req, settings.requests, 'json');
		if (refused) return refused;
		const owner = await authenticate(getPool(), tokenFromCookies(req.headers.get('cookie')), settings, now);
		if (owner) await endSession(getPool(), owner.tokenHash);
		return withCookies(json({ ok: true }), [clearedSessionCookie(), clearedSignedInCookie()]);
	});
}

/**
 * POST /api/owner/password: { current, password, confirmation }. The new password keeps the
 * schema's rules and is not the owner's email (`password-rules.ts`). A wrong current password counts
 * as a failed login (throttled the same way); a change ends the owner's other sessions and mails
 * the owner a notice of it (`owner-notice.ts`).
 */
export function handlePasswordChange(req: Request, context: OwnerContext, settings: OwnerSettings, now = new Date()): Promise<Response> {
	return answerSafely('password change', async () => {
		const refused = guardRequest(req, settings.requests, 'json');
		if (refused) return refused;
		const owner = await requireOwner(req, settings, now);
		if (owner instanceof Response) return owner;
		const body = await readJson(req);
		if (body instanceof Response) return body;
		const input = checkPasswordChange(body);
		if (!input.success) return ownerFailure(422, 'portal.password.error.check', { issues: input.issues });
		if (isEmailPassword(input.output.password, owner.email)) return ownerFailure(422, 'portal.password.error.check', { issues: { password: ['portal.password.error.sameAsEmail'] } });
		if (isCommonPassword(input.output.password)) return ownerFailure(422, 'portal.password.error.check', { issues: { password: ['portal.password.error.common'] } });
		const db = getPool();
		// The login's keys (`normalizeEmail`), whatever spelling the account is stored under.
		const email = normalizeEmail(owner.email);
		const keys = throttleKeys(email, context.ip ?? 'unknown', settings.secret, knownDeviceOf(req.headers.get('cookie'), email, settings.secret));
		const wait = await reserveAttempt(db, keys, settings, now);
		if (wait > 0) return ownerFailure(429, 'login.error.throttled', { headers: { 'Retry-After': String(wait) } });
		const account = await findOwnerByEmail(db, owner.email);
		if (!account) return ownerFailure(401, 'portal.error.userNotFound');
		if (!(await verifyPassword(input.output.current, account.passwordHash))) {
			return ownerFailure(422, 'portal.password.error.check', { issues: { current: ['portal.password.error.currentWrong'] } });
		}
		await attemptSucceeded(db, keys, settings, now);
		const hash = await hashPassword(input.output.password, settings.scrypt);
		const notice = composeOwnerNotice('password', owner, now, { siteUrl: settings.requests.siteUrl, agency: settings.requests.agency });
		const mails = await withTransaction(async (tx) => {
			await setPasswordHash(tx, account.id, hash);
			await endOtherSessions(tx, account.id, owner.tokenHash);
			return enqueueMails(tx, null, [notice], settings.requests);
		});
		await sendAfterAnswer(settings.requests, mails, context);
		return json({ ok: true, message: 'portal.password.changed' });
	});
}
