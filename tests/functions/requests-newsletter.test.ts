import { beforeEach, describe, expect, test } from 'vitest';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../src/i18n/t.ts';
import { confirmTokenLifetimeDays, hashConfirmToken, newConfirmToken } from '../../src/lib/requests/confirm-token.ts';
import { smtp, usePlatformWithMail } from './support/lifecycle.ts';
import { freePort, startSmtp, waitFor, type SmtpSink } from './support/platform.ts';
import { agencyInbox, answer, call, handlerOf, mailTo, post, rows, setTestEnv, siteSender, validBody } from './support/requests.ts';

/**
 * The newsletter's double opt-in through the real functions, database and SMTP server: the sign-up
 * mails only the confirmation link (its token stored as a hash, with an expiry); confirming it with
 * `POST /api/newsletter-confirm` records the time and mails the agency once, with retries when SMTP
 * is down; a second confirmation sends nothing; an expired, unknown or malformed token is refused
 * with its message and changes nothing; a GET never confirms. `POST /api/newsletter-withdraw`, with
 * the same token and no expiry, records the withdrawal once and mails the agency only for a
 * confirmed sign-up; a withdrawn sign-up is never confirmed again.
 */

usePlatformWithMail();

let mailDir: string;
beforeEach(() => {
	mailDir = process.env.MAIL_DIR!;
	smtp.mails.length = 0;
});

/** The confirmation page of each language. */
const pagePaths: Record<Locale, string> = { nl: '/nieuwsbrief-bevestigen/', fr: '/fr/confirmer-newsletter/', en: '/en/confirm-newsletter/', de: '/de/newsletter-bestatigen/' };

type SignUp = { reference: string; requestId: number; email: string; token: string };
type ConfirmationRow = { token_hash: string; expires_at: Date; confirmed_at: Date | null; withdrawn_at: Date | null; created_at: Date };

/** Signs up an address in a language; returns the sign-up and the token read from the mail received. */
async function signUp(email: string, locale: Locale, sink: SmtpSink = smtp): Promise<SignUp> {
	const { status, body } = await answer(await post('newsletter', await validBody('newsletter', { email }, locale)));
	expect(status, JSON.stringify(body)).toBe(200);
	await waitFor(() => mailTo(sink, email) !== undefined);
	const mail = mailTo(sink, email)!;
	const link = new RegExp(`https://www\\.immo-drieland\\.example${pagePaths[locale].replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
	expect(link, mail.text).not.toBeNull();
	const [request] = await rows<{ id: string }>('SELECT id FROM requests WHERE reference = $1', [body.reference]);
	return { reference: String(body.reference), requestId: Number(request!.id), email, token: link![1]! };
}

/** Posts a confirmation body. */
const confirm = (body: unknown, options: Parameters<typeof post>[2] = {}) => post('newsletter-confirm', body, options);
/** Posts a withdrawal body. */
const withdraw = (body: unknown, options: Parameters<typeof post>[2] = {}) => post('newsletter-withdraw', body, options);
/** Lets mails that would be sent after an answer arrive before a test says none came. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** What a refused confirmation must leave as it was. */
async function snapshot() {
	return {
		confirmations: await rows('SELECT request_id, token_hash, expires_at, confirmed_at, withdrawn_at FROM newsletter_confirmations ORDER BY request_id'),
		outbox: await rows('SELECT id, status FROM outbox ORDER BY id'),
	};
}

const confirmationOf = async (requestId: number) => (await rows<ConfirmationRow>('SELECT c.token_hash, c.expires_at, c.confirmed_at, c.withdrawn_at, r.created_at FROM newsletter_confirmations c JOIN requests r ON r.id = c.request_id WHERE c.request_id = $1', [requestId]))[0]!;
const outboxOf = (requestId: number) => rows<{ to_address: string; status: string; attempts: number }>('SELECT to_address, status, attempts FROM outbox WHERE request_id = $1 ORDER BY id', [requestId]);

describe('the sign-up', () => {
	test('mails only the confirmation link, in the language, and stores only the token’s hash with its expiry', async () => {
		const signUpped = await signUp('anne.fr@example.be', 'fr');
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(smtp.mails.map((m) => m.envelope.to)).toEqual([['anne.fr@example.be']]);
		expect(mailTo(smtp, agencyInbox)).toBeUndefined();
		const mail = smtp.mails[0]!;
		const fr = useTranslations('fr');
		expect(mail.headers.from).toBe(siteSender);
		expect(mail.headers['reply-to']).toBe(`Immo Drieland <${agencyInbox}>`);
		expect(mail.headers.subject).toBe(fr('newsletter.mail.subject', { agency: 'Immo Drieland' }));
		expect(mail.text).toContain(fr('newsletter.confirm.button'));
		expect(mail.text).toContain('Rue du Bailli 42');

		expect(signUpped.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
		const row = await confirmationOf(signUpped.requestId);
		expect(row.token_hash).toBe(hashConfirmToken(signUpped.token));
		expect(row.confirmed_at).toBeNull();
		expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(confirmTokenLifetimeDays * 24 * 3600_000 - 5_000);
		expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeLessThanOrEqual(confirmTokenLifetimeDays * 24 * 3600_000 + 5_000);
		const stored = JSON.stringify(await rows('SELECT payload, response FROM requests WHERE id = $1', [signUpped.requestId]));
		expect(stored).not.toContain(signUpped.token);
		expect(await outboxOf(signUpped.requestId)).toEqual([{ to_address: 'anne.fr@example.be', status: 'sent', attempts: 1 }]);
	});
});

describe('the sign-up keeps the guards of every request', () => {
	test('the same idempotency key twice: the stored answer again, one sign-up, one token, one confirmation mail', async () => {
		const body = await validBody('newsletter', { email: 'double@example.be' }, 'en');
		const first = await answer(await post('newsletter', body));
		const second = await answer(await post('newsletter', body));
		expect(first.status).toBe(200);
		expect(second).toEqual(first);
		const stored = await rows<{ id: string }>('SELECT id FROM requests WHERE idempotency_key = $1', [body.idempotencyKey]);
		expect(stored).toHaveLength(1);
		expect(await rows('SELECT request_id FROM newsletter_confirmations WHERE request_id = $1', [stored[0]!.id])).toHaveLength(1);
		await waitFor(() => smtp.mails.length >= 1);
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(smtp.mails.map((m) => m.envelope.to)).toEqual([['double@example.be']]);
	});

	test('a filled honeypot gets a success answer, and no sign-up, token or mail', async () => {
		const before = await snapshot();
		const { status } = await answer(await post('newsletter', await validBody('newsletter', { email: 'bot@example.be', website: 'x' })));
		expect(status).toBe(200);
		expect(await snapshot()).toEqual(before);
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(smtp.mails).toEqual([]);
	});
});

describe('confirming', () => {
	test('records the time, mails the agency once that the address was confirmed; a second confirmation sends nothing', async () => {
		const signUpped = await signUp('bert.nl@example.be', 'nl');
		smtp.mails.length = 0;
		const before = await confirmationOf(signUpped.requestId);

		expect(await answer(await confirm({ token: signUpped.token }))).toEqual({ status: 200, body: { ok: true, status: 'confirmed' } });
		await waitFor(() => mailTo(smtp, agencyInbox) !== undefined);
		const agency = mailTo(smtp, agencyInbox)!;
		expect(smtp.mails).toHaveLength(1);
		expect(agency.headers.subject).toBe(`Inschrijving nieuwsbrief bevestigd ${signUpped.reference} – Sofie`);
		expect(agency.headers['reply-to']).toContain('bert.nl@example.be');
		expect(agency.text).toContain('het e-mailadres bert.nl@example.be is bevestigd op');
		expect(agency.text).toMatch(/^Ingeschreven op: .+ om \d\d:\d\d$/m);
		expect(agency.text).toMatch(/^E-mailadres bevestigd op: .+ om \d\d:\d\d$/m);

		const after = await confirmationOf(signUpped.requestId);
		expect(after.confirmed_at).not.toBeNull();
		expect(Math.abs(new Date(after.confirmed_at!).getTime() - Date.now())).toBeLessThan(60_000);
		expect(after.created_at).toEqual(before.created_at);
		expect(await outboxOf(signUpped.requestId)).toEqual([
			{ to_address: 'bert.nl@example.be', status: 'sent', attempts: 1 },
			{ to_address: agencyInbox, status: 'sent', attempts: 1 },
		]);

		expect(await answer(await confirm({ token: signUpped.token }))).toEqual({ status: 200, body: { ok: true, status: 'already-confirmed' } });
		const retry = await handlerOf('outbox-retry');
		await retry(new Request('http://localhost/.netlify/functions/outbox-retry', { method: 'POST' }), {} as never);
		expect(smtp.mails).toHaveLength(1);
		expect(await outboxOf(signUpped.requestId)).toHaveLength(2);
		expect((await confirmationOf(signUpped.requestId)).confirmed_at).toEqual(after.confirmed_at);
	});

	test('two confirmations at once confirm once and mail the agency once', async () => {
		const signUpped = await signUp('twice@example.be', 'en');
		smtp.mails.length = 0;
		const answers = await Promise.all([confirm({ token: signUpped.token }), confirm({ token: signUpped.token })].map(async (res) => (await answer(await res)).body.status));
		expect(answers.sort()).toEqual(['already-confirmed', 'confirmed']);
		await waitFor(() => smtp.mails.length >= 1);
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(smtp.mails.map((m) => m.envelope.to)).toEqual([[agencyInbox]]);
	});

	test('with SMTP down the agency’s mail stays in the outbox and goes out on retry', async () => {
		const signUpped = await signUp('later@example.be', 'de');
		const port = await freePort();
		setTestEnv(port, mailDir);
		try {
			expect((await answer(await confirm({ token: signUpped.token }))).body).toEqual({ ok: true, status: 'confirmed' });
			expect((await outboxOf(signUpped.requestId))[1]).toEqual({ to_address: agencyInbox, status: 'pending', attempts: 1 });
			const up = await startSmtp(port);
			try {
				await rows("UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE status = 'pending'");
				const retry = await handlerOf('outbox-retry');
				expect(await (await retry(new Request('http://localhost/.netlify/functions/outbox-retry', { method: 'POST' }), {} as never)).json()).toMatchObject({ sent: 1, dead: 0 });
				expect(up.mails.map((m) => m.envelope.to)).toEqual([[agencyInbox]]);
				expect(up.mails[0]!.headers.subject).toContain(signUpped.reference);
			} finally {
				await up.stop();
			}
			expect((await outboxOf(signUpped.requestId))[1]).toEqual({ to_address: agencyInbox, status: 'sent', attempts: 2 });
		} finally {
			setTestEnv(smtp.port, mailDir);
		}
	});
});

describe('refused tokens change nothing', () => {
	test('an expired link: 410 with the expired message', async () => {
		const signUpped = await signUp('expired@example.be', 'fr');
		await rows("UPDATE newsletter_confirmations SET expires_at = now() - interval '1 second' WHERE request_id = $1", [signUpped.requestId]);
		smtp.mails.length = 0;
		const before = await snapshot();
		expect(await answer(await confirm({ token: signUpped.token }))).toEqual({ status: 410, body: { ok: false, error: 'newsletter.confirm.expired' } });
		expect(await snapshot()).toEqual(before);
		expect(smtp.mails).toEqual([]);
	});
});

describe.each([
	{ endpoint: 'newsletter-confirm', invalid: 'newsletter.confirm.invalid', ip: '203.0.113.77', prefix: '2001:db8:77:1' },
	{ endpoint: 'newsletter-withdraw', invalid: 'newsletter.withdraw.invalid', ip: '203.0.113.78', prefix: '2001:db8:78:1' },
] as const)('$endpoint refuses a bad token or request and changes nothing', ({ endpoint, invalid, ip, prefix }) => {
	const send = (body: unknown, options: Parameters<typeof post>[2] = {}) => post(endpoint, body, options);

	test.each([
		{ name: 'an unknown token of the right shape', body: { token: newConfirmToken() }, status: 404 },
		{ name: 'a token one character short', body: { token: newConfirmToken().slice(1) }, status: 422 },
		{ name: 'a token with a character outside base64url', body: { token: `${newConfirmToken().slice(1)}+` }, status: 422 },
		{ name: 'a token that is a number', body: { token: 42 }, status: 422 },
		{ name: 'no token', body: {}, status: 422 },
		{ name: 'a token in a list', body: { token: [newConfirmToken()] }, status: 422 },
	])('$name: $status with the invalid-link message', async ({ body, status }) => {
		await signUp(`pending-${endpoint}-${status}-${Math.random()}@example.be`, 'nl');
		smtp.mails.length = 0;
		const before = await snapshot();
		expect(await answer(await send(body))).toEqual({ status, body: { ok: false, error: invalid } });
		await settle();
		expect(await snapshot()).toEqual(before);
		expect(smtp.mails).toEqual([]);
	});

	test('a GET (a mail scanner opening the link), another origin, another body type, a broken or too large body: refused before anything is read', async () => {
		const signUpped = await signUp(`scanner-${endpoint}@example.be`, 'nl');
		const before = await snapshot();
		const get = await call(`${endpoint}?token=${signUpped.token}`, null, { method: 'GET', contentType: null });
		expect(await answer(get)).toEqual({ status: 405, body: { ok: false, error: 'request.error.methodNotAllowed' } });
		expect(get.headers.get('allow')).toBe('POST');
		expect((await answer(await send({ token: signUpped.token }, { origin: 'https://evil.example' }))).status).toBe(403);
		expect((await answer(await call(endpoint, `token=${signUpped.token}`, { contentType: 'application/x-www-form-urlencoded' }))).status).toBe(415);
		expect((await answer(await call(endpoint, '{"token":', {}))).status).toBe(400);
		expect((await answer(await send({ token: signUpped.token, padding: 'x'.repeat(2000) }))).status).toBe(413);
		expect(await snapshot()).toEqual(before);
		const row = await confirmationOf(signUpped.requestId);
		expect([row.confirmed_at, row.withdrawn_at]).toEqual([null, null]);
	});

	test('a client over the per-minute limit gets 429 with Retry-After', async () => {
		process.env.REQUEST_RATE_LIMIT = '2';
		try {
			for (let i = 0; i < 2; i++) expect((await answer(await send({ token: newConfirmToken() }, { ip }))).status).toBe(404);
			const res = await send({ token: newConfirmToken() }, { ip });
			expect(await answer(res)).toEqual({ status: 429, body: { ok: false, error: 'request.error.tooManyRequests' } });
			expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
		} finally {
			process.env.REQUEST_RATE_LIMIT = '100000';
		}
	});

	test('the addresses of one IPv6 /64 are one client: a new address of it gets no new budget', async () => {
		process.env.REQUEST_RATE_LIMIT = '2';
		try {
			for (const host of ['::1', ':abcd::2']) expect((await answer(await send({ token: newConfirmToken() }, { ip: `${prefix}${host}` }))).status).toBe(404);
			expect((await answer(await send({ token: newConfirmToken() }, { ip: `${prefix}:ffff:1:2:3` }))).status).toBe(429);
			expect((await answer(await send({ token: newConfirmToken() }, { ip: `${prefix.slice(0, -1)}2::1` }))).status).toBe(404);
		} finally {
			process.env.REQUEST_RATE_LIMIT = '100000';
		}
	});
});

describe('the newsletter box of another form', () => {
	const nl = useTranslations('nl');
	const newsletterRow = (value: string) => `${nl('form.field.newsletter')}: ${value}`;

	test('ticked: one receipt with a working link, the agency hears it awaits confirmation; confirming mails the agency once, with the reference', async () => {
		const email = 'box.ticked@example.be';
		const { status, body } = await answer(await post('contact', await validBody('contact', { email, newsletter: true }, 'en')));
		expect(status, JSON.stringify(body)).toBe(200);
		const reference = String(body.reference);
		await waitFor(() => smtp.mails.length >= 2);
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(smtp.mails.map((m) => m.envelope.to).sort()).toEqual([[agencyInbox], [email]]);

		const en = useTranslations('en');
		const receipt = mailTo(smtp, email)!;
		expect(receipt.headers.subject).toContain(reference);
		expect(receipt.text).toContain(en('receipt.optIn', { button: en('newsletter.confirm.button') }));
		const link = /https:\/\/www\.immo-drieland\.example\/en\/confirm-newsletter\/\?token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(receipt.text);
		expect(link, receipt.text).not.toBeNull();
		const token = link![1]!;
		expect(receipt.html).toContain(`href="https://www.immo-drieland.example/en/confirm-newsletter/?token=${token}"`);

		const agency = mailTo(smtp, agencyInbox)!;
		expect(agency.text).toContain(newsletterRow(nl('request.mail.newsletterPending')));
		expect(agency.text.split(/\r?\n/)).not.toContain(newsletterRow(nl('form.yes')));

		const [request] = await rows<{ id: string }>('SELECT id FROM requests WHERE reference = $1', [reference]);
		const requestId = Number(request!.id);
		const pending = await confirmationOf(requestId);
		expect(pending.token_hash).toBe(hashConfirmToken(token));
		expect(pending.confirmed_at).toBeNull();

		smtp.mails.length = 0;
		expect(await answer(await confirm({ token }))).toEqual({ status: 200, body: { ok: true, status: 'confirmed' } });
		await waitFor(() => smtp.mails.length >= 1);
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(smtp.mails.map((m) => m.envelope.to)).toEqual([[agencyInbox]]);
		const subscription = smtp.mails[0]!;
		expect(subscription.headers.subject).toBe(nl('request.mail.subject.newsletter', { reference, name: 'Sofie Claes' }));
		expect(subscription.headers['reply-to']).toContain(email);
		expect(subscription.text).toContain(`het e-mailadres ${email} is bevestigd op`);
		expect(subscription.text).toContain(`${nl('form.field.reference')}: ${reference}`);
		expect(subscription.text).toContain(`${nl('form.field.lastName')}: Claes`);
		expect(subscription.text).toMatch(/^E-mailadres bevestigd op: .+ om \d\d:\d\d$/m);
		// A newsletter mail, not a copy of the contact request.
		for (const part of ['Ik zoek een huis', 'Kerkstraat', nl('form.field.goal'), nl('form.field.newsletter')]) expect(subscription.text, part).not.toContain(part);
		expect((await confirmationOf(requestId)).confirmed_at).not.toBeNull();

		expect(await answer(await confirm({ token }))).toEqual({ status: 200, body: { ok: true, status: 'already-confirmed' } });
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(smtp.mails).toHaveLength(1);
		expect(await outboxOf(requestId)).toHaveLength(3);
	});

	test('not ticked: no confirmation stored, no link in the receipt, the agency reads no', async () => {
		const email = 'box.empty@example.be';
		const { status, body } = await answer(await post('contact', await validBody('contact', { email, newsletter: false })));
		expect(status, JSON.stringify(body)).toBe(200);
		await waitFor(() => smtp.mails.length >= 2);
		const [request] = await rows<{ id: string }>('SELECT id FROM requests WHERE reference = $1', [body.reference]);
		expect(await rows('SELECT request_id FROM newsletter_confirmations WHERE request_id = $1', [request!.id])).toEqual([]);
		const receipt = mailTo(smtp, email)!;
		expect(receipt.text).not.toContain('token=');
		expect(receipt.text).not.toContain(pagePaths.nl);
		expect(receipt.html).not.toContain('token=');
		expect(mailTo(smtp, agencyInbox)!.text).toContain(newsletterRow(nl('form.no')));
	});
});

describe('withdrawing', () => {
	const nl = useTranslations('nl');

	test('a confirmed sign-up: records the time, mails the agency once to take the address off the list; again: already withdrawn, nothing sent; confirming now: 409', async () => {
		const signUpped = await signUp('wim.withdraw@example.be', 'nl');
		expect((await answer(await confirm({ token: signUpped.token }))).body).toEqual({ ok: true, status: 'confirmed' });
		await waitFor(() => mailTo(smtp, agencyInbox) !== undefined);
		smtp.mails.length = 0;
		const confirmed = await confirmationOf(signUpped.requestId);

		expect(await answer(await withdraw({ token: signUpped.token }))).toEqual({ status: 200, body: { ok: true, status: 'withdrawn' } });
		await waitFor(() => smtp.mails.length >= 1);
		await settle();
		expect(smtp.mails.map((m) => m.envelope.to)).toEqual([[agencyInbox]]);
		const agency = smtp.mails[0]!;
		expect(agency.headers.subject).toBe(nl('request.mail.subject.newsletterWithdrawn', { reference: signUpped.reference, name: 'Sofie' }));
		expect(agency.headers['reply-to']).toContain('wim.withdraw@example.be');
		expect(agency.text).toMatch(/het e-mailadres wim\.withdraw@example\.be heeft zijn toestemming ingetrokken op .+ om \d\d:\d\d\. Verwijder het van de verzendlijst van de nieuwsbrief\./);
		expect(agency.text).toMatch(/^Toestemming ingetrokken op: .+ om \d\d:\d\d$/m);
		expect(agency.text).toContain(`${nl('form.field.reference')}: ${signUpped.reference}`);
		expect(agency.text).toContain(`${nl('form.field.firstName')}: Sofie`);

		const withdrawn = await confirmationOf(signUpped.requestId);
		expect(withdrawn.withdrawn_at).not.toBeNull();
		expect(Math.abs(new Date(withdrawn.withdrawn_at!).getTime() - Date.now())).toBeLessThan(60_000);
		expect(withdrawn.confirmed_at).toEqual(confirmed.confirmed_at);
		expect(await outboxOf(signUpped.requestId)).toEqual([
			{ to_address: 'wim.withdraw@example.be', status: 'sent', attempts: 1 },
			{ to_address: agencyInbox, status: 'sent', attempts: 1 },
			{ to_address: agencyInbox, status: 'sent', attempts: 1 },
		]);

		expect(await answer(await withdraw({ token: signUpped.token }))).toEqual({ status: 200, body: { ok: true, status: 'already-withdrawn' } });
		const retry = await handlerOf('outbox-retry');
		await retry(new Request('http://localhost/.netlify/functions/outbox-retry', { method: 'POST' }), {} as never);
		await settle();
		expect(smtp.mails).toHaveLength(1);
		expect((await confirmationOf(signUpped.requestId)).withdrawn_at).toEqual(withdrawn.withdrawn_at);

		const before = await snapshot();
		expect(await answer(await confirm({ token: signUpped.token }))).toEqual({ status: 409, body: { ok: false, error: 'newsletter.confirm.withdrawn' } });
		await settle();
		expect(await snapshot()).toEqual(before);
		expect(smtp.mails).toHaveLength(1);
	});

	test('an unconfirmed sign-up, its confirmation link expired: withdrawn all the same, and no mail (the agency never heard of it); confirming it afterwards is refused', async () => {
		const signUpped = await signUp('never.confirmed@example.be', 'fr');
		await rows("UPDATE newsletter_confirmations SET expires_at = now() - interval '1 second' WHERE request_id = $1", [signUpped.requestId]);
		smtp.mails.length = 0;

		expect(await answer(await withdraw({ token: signUpped.token }))).toEqual({ status: 200, body: { ok: true, status: 'withdrawn' } });
		await settle();
		expect(smtp.mails).toEqual([]);
		const row = await confirmationOf(signUpped.requestId);
		expect(row.withdrawn_at).not.toBeNull();
		expect(row.confirmed_at).toBeNull();
		expect(await outboxOf(signUpped.requestId)).toEqual([{ to_address: 'never.confirmed@example.be', status: 'sent', attempts: 1 }]);

		await rows("UPDATE newsletter_confirmations SET expires_at = now() + interval '1 day' WHERE request_id = $1", [signUpped.requestId]);
		const before = await snapshot();
		expect(await answer(await confirm({ token: signUpped.token }))).toEqual({ status: 409, body: { ok: false, error: 'newsletter.confirm.withdrawn' } });
		expect(await answer(await withdraw({ token: signUpped.token }))).toEqual({ status: 200, body: { ok: true, status: 'already-withdrawn' } });
		await settle();
		expect(await snapshot()).toEqual(before);
		expect(smtp.mails).toEqual([]);
	});

	test('the box of another form, confirmed: the agency’s mail names the reference, address and names, nothing else of the request', async () => {
		const email = 'box.withdraw@example.be';
		const { status, body } = await answer(await post('contact', await validBody('contact', { email, newsletter: true }, 'de')));
		expect(status, JSON.stringify(body)).toBe(200);
		const reference = String(body.reference);
		await waitFor(() => mailTo(smtp, email) !== undefined);
		const receipt = mailTo(smtp, email)!;
		const de = useTranslations('de');
		expect(receipt.text).toContain(de('newsletter.mail.withdraw', { button: de('newsletter.withdraw.button') }));
		const link = /https:\/\/www\.immo-drieland\.example\/de\/newsletter-abmelden\/\?token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(receipt.text);
		expect(link, receipt.text).not.toBeNull();
		const token = link![1]!;
		expect(receipt.text).toContain(`https://www.immo-drieland.example/de/newsletter-bestatigen/?token=${token}`);
		expect((await answer(await confirm({ token }))).body).toEqual({ ok: true, status: 'confirmed' });
		await waitFor(() => smtp.mails.filter((m) => m.envelope.to.includes(agencyInbox)).length >= 2);
		smtp.mails.length = 0;

		expect(await answer(await withdraw({ token }))).toEqual({ status: 200, body: { ok: true, status: 'withdrawn' } });
		await waitFor(() => smtp.mails.length >= 1);
		await settle();
		expect(smtp.mails.map((m) => m.envelope.to)).toEqual([[agencyInbox]]);
		const mail = smtp.mails[0]!;
		expect(mail.headers.subject).toBe(nl('request.mail.subject.newsletterWithdrawn', { reference, name: 'Sofie Claes' }));
		for (const part of [`${nl('form.field.reference')}: ${reference}`, `${nl('form.field.email')}: ${email}`, `${nl('form.field.firstName')}: Sofie`, `${nl('form.field.lastName')}: Claes`]) expect(mail.text, part).toContain(part);
		for (const part of ['Ik zoek een huis', 'Kerkstraat', nl('form.field.goal'), nl('form.field.newsletter'), nl('form.field.phone')]) expect(mail.text, part).not.toContain(part);
	});

	test('two withdrawals at once withdraw once and mail the agency once', async () => {
		const signUpped = await signUp('twice.withdraw@example.be', 'en');
		await confirm({ token: signUpped.token });
		await waitFor(() => mailTo(smtp, agencyInbox) !== undefined);
		smtp.mails.length = 0;
		const answers = await Promise.all([withdraw({ token: signUpped.token }), withdraw({ token: signUpped.token })].map(async (res) => (await answer(await res)).body.status));
		expect(answers.sort()).toEqual(['already-withdrawn', 'withdrawn']);
		await waitFor(() => smtp.mails.length >= 1);
		await settle();
		expect(smtp.mails.map((m) => m.envelope.to)).toEqual([[agencyInbox]]);
	});
});

describe('an address signed up more than once (any letter case)', () => {
	/** Signs up an address again: the mails before are let go, so the new link is the one read. */
	const signUpAgain = (email: string, locale: Locale) => {
		smtp.mails.length = 0;
		return signUp(email, locale);
	};
	/** Confirms a sign-up whose confirmation the agency hears of, and lets its mail go. */
	async function confirmTold(signUpped: SignUp) {
		smtp.mails.length = 0;
		expect((await answer(await confirm({ token: signUpped.token }))).body).toEqual({ ok: true, status: 'confirmed' });
		await waitFor(() => mailTo(smtp, agencyInbox) !== undefined);
		smtp.mails.length = 0;
	}
	const subjectOf = (reference: string) => useTranslations('nl')('request.mail.subject.newsletterWithdrawn', { reference, name: 'Sofie' });

	test('confirming the second tells the agency nothing new; one withdrawal, by the link never confirmed, takes the address off: every sign-up withdrawn, one mail naming the one confirmed last', async () => {
		const first = await signUpAgain('dubbel.adres@example.be', 'nl');
		const second = await signUpAgain('Dubbel.Adres@example.be', 'fr');
		const third = await signUpAgain('dubbel.adres@example.be', 'en');
		await confirmTold(first);

		expect(await answer(await confirm({ token: second.token }))).toEqual({ status: 200, body: { ok: true, status: 'confirmed' } });
		await settle();
		expect(smtp.mails).toEqual([]);
		expect((await confirmationOf(second.requestId)).confirmed_at).not.toBeNull();
		expect(await outboxOf(second.requestId)).toEqual([{ to_address: 'Dubbel.Adres@example.be', status: 'sent', attempts: 1 }]);

		expect(await answer(await withdraw({ token: third.token }))).toEqual({ status: 200, body: { ok: true, status: 'withdrawn' } });
		await waitFor(() => smtp.mails.length >= 1);
		await settle();
		expect(smtp.mails.map((m) => m.envelope.to)).toEqual([[agencyInbox]]);
		expect(smtp.mails[0]!.headers.subject).toBe(subjectOf(second.reference));
		const [one, two, three] = await Promise.all([first, second, third].map((s) => confirmationOf(s.requestId)));
		expect(one!.withdrawn_at).not.toBeNull();
		expect([two!.withdrawn_at, three!.withdrawn_at]).toEqual([one!.withdrawn_at, one!.withdrawn_at]);
		expect(three!.confirmed_at).toBeNull();

		const before = await snapshot();
		expect(await answer(await withdraw({ token: first.token }))).toEqual({ status: 200, body: { ok: true, status: 'already-withdrawn' } });
		expect(await answer(await confirm({ token: third.token }))).toEqual({ status: 409, body: { ok: false, error: 'newsletter.confirm.withdrawn' } });
		await settle();
		expect(await snapshot()).toEqual(before);
		expect(smtp.mails).toHaveLength(1);
	});

	test('signed up anew after a withdrawal and confirmed: the agency is told again, and the old mail’s link takes the address off again', async () => {
		const old = await signUpAgain('terug@example.be', 'de');
		await confirmTold(old);
		expect((await answer(await withdraw({ token: old.token }))).body).toEqual({ ok: true, status: 'withdrawn' });
		await waitFor(() => mailTo(smtp, agencyInbox) !== undefined);

		const renewed = await signUpAgain('terug@example.be', 'de');
		await confirmTold(renewed);
		expect(await answer(await withdraw({ token: old.token }))).toEqual({ status: 200, body: { ok: true, status: 'withdrawn' } });
		await waitFor(() => smtp.mails.length >= 1);
		await settle();
		expect(smtp.mails.map((m) => m.headers.subject)).toEqual([subjectOf(renewed.reference)]);
		expect((await confirmationOf(renewed.requestId)).withdrawn_at).not.toBeNull();
	});

	test('two withdrawals at once by two links of the address withdraw once and mail the agency once', async () => {
		const first = await signUpAgain('samen@example.be', 'en');
		const second = await signUpAgain('samen@example.be', 'en');
		await confirmTold(first);
		const answers = await Promise.all([withdraw({ token: first.token }), withdraw({ token: second.token })].map(async (res) => (await answer(await res)).body.status));
		expect(answers.sort()).toEqual(['already-withdrawn', 'withdrawn']);
		await waitFor(() => smtp.mails.length >= 1);
		await settle();
		expect(smtp.mails.map((m) => m.envelope.to)).toEqual([[agencyInbox]]);
	});
});
