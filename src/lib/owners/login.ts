import type { Login } from '../../schemas/owners.ts';
import { getPool, withTransaction } from '../requests/db.ts';
import { lookupFact } from '../requests/facts-source.ts';
import { enqueueMails, type Enqueued } from '../requests/outbox.ts';
import { findOwnerByEmail, normalizeEmail, ownerPropertyIds, type OwnerRecord } from './accounts.ts';
import { composeLoginMail } from './login-mail.ts';
import { composeOwnerNotice } from './owner-notice.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { createSession, endSession, hashToken } from './sessions.ts';
import type { OwnerSettings } from './settings.ts';
import { attemptSucceeded, reserveAttempt, throttleKeys } from './throttle.ts';

/**
 * The login (spec §6, §8): the attempt counted by the throttle (or refused), then exactly one scrypt verification whether or not the
 * email is known (an unknown one is checked against the dummy hash), one answer for a wrong email
 * and a wrong password alike, and on success, in one transaction: the old session of this browser
 * ended, a new session, the account's failures forgotten, the client's attempt taken back, and in the
 * outbox the agency's notification mail (its properties named from the build's listing facts) and
 * the owner's own notice that their account was signed in to (`owner-notice.ts`).
 */

/** How a login attempt ended. */
export type LoginOutcome =
	| { ok: true; token: string; owner: OwnerRecord; propertyIds: number[]; mails: Enqueued }
	| { ok: false; reason: 'credentials' }
	| { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * The client of an attempt: its address (for throttling), the session token it already had, the
 * id of the browser when the address has signed in on it before (`knownDeviceOf`), and where the
 * deploy's listing facts are read (null: the mail names properties by number).
 */
export type LoginClient = { ip: string; oldToken: string | null; knownDevice?: string | null; filesUrl?: URL | null };

/** Checks a login and starts a session when it is right. */
export async function logIn(input: Login, client: LoginClient, settings: OwnerSettings, now: Date): Promise<LoginOutcome> {
	const db = getPool();
	const email = normalizeEmail(input.email);
	const keys = throttleKeys(email, client.ip, settings.secret, client.knownDevice ?? null);
	// Counted as a failure before the password is checked, so simultaneous attempts cannot all pass.
	const wait = await reserveAttempt(db, keys, settings, now);
	if (wait > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: wait };
	const owner = await findOwnerByEmail(db, email);
	const valid = await verifyPassword(input.password, owner?.passwordHash ?? (await dummyHash(settings.scrypt)));
	if (!owner || !valid) return { ok: false, reason: 'credentials' };
	const propertyIds = await ownerPropertyIds(db, owner.id);
	const { mail, siteUrl, agency } = settings.requests;
	const listings = await Promise.all(propertyIds.map((id) => lookupFact(client.filesUrl ?? null, mail.locale, 'property', id)));
	const drafts = [
		composeLoginMail({ name: owner.name, email: owner.email, language: owner.language, propertyIds, listings, at: now }, { to: mail.to, locale: mail.locale, siteUrl }),
		composeOwnerNotice('login', owner, now, { siteUrl, agency }),
	];
	const { token, mails } = await withTransaction(async (tx) => {
		if (client.oldToken) await endSession(tx, hashToken(client.oldToken));
		const token = await createSession(tx, owner.id, settings, now);
		await attemptSucceeded(tx, keys, settings, now);
		// A login mail belongs to no visitor request: its outbox row has no request_id.
		const mails = await enqueueMails(tx, null, drafts, settings.requests);
		return { token, mails };
	});
	return { ok: true, token, owner, propertyIds, mails };
}
