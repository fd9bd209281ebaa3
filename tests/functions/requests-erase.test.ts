import { getStore } from '@netlify/blobs';
import { beforeEach, describe, expect, test } from 'vitest';
import { requestsTool } from '../../src/cli/requests.ts';
import { addSlot } from '../../src/lib/requests/bookings.ts';
import { getPool } from '../../src/lib/requests/db.ts';
import { cliProcess, runTool } from './support/cli.ts';
import { smtp, usePlatformWithMail } from './support/lifecycle.ts';
import { waitFor } from './support/platform.ts';
import { answer, count, handlerOf, post, postMultipart, rows, setTestEnv, validBody } from './support/requests.ts';

/**
 * Erasure and retention (GDPR art. 17 and 5(1)(e)): `npm run requests -- erase <email>` deletes an
 * address's requests, their outbox mails, newsletter sign-ups, booked visits and CV files, and a
 * friend mail that names the address, and prints what it deleted; the hourly `owner-cleanup`
 * deletes newsletter sign-ups whose confirmation link expired unconfirmed. Against the emulated
 * Postgres, Blobs and a real SMTP server.
 */

const mailDir = usePlatformWithMail();
const hour = 3600_000;

beforeEach(() => {
	setTestEnv(smtp.port, mailDir());
	smtp.mails.length = 0;
});

/** Runs the CLI's command with arguments in the test's process; returns its output and exit code. */
const cli = (...args: string[]) => runTool(requestsTool, args);

/** Sends a request and returns its reference. */
async function sent(response: Promise<Response>): Promise<string> {
	const { status, body } = await answer(await response);
	expect(status).toBe(200);
	return String(body.reference);
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.from(Array.from({ length: 200 }, (_, i) => 255 - i)), Buffer.from('\n%%EOF\n')]);

describe('npm run requests -- erase <email>', () => {
	test('deletes every request of the address (any case), its mails, sign-up, visit and CV, and the friend mail naming it; another person keeps theirs', async () => {
		const person = 'erase.me@example.be';
		const slot = await addSlot(getPool(), { propertyId: 1011, startsAt: new Date(Date.now() + 50 * hour), endsAt: new Date(Date.now() + 50.5 * hour), capacity: 2 });
		const references = [
			await sent(postMultipart('contact', await validBody('contact', { email: 'Erase.Me@Example.be' }), new File([pdf], 'cv.pdf', { type: 'application/pdf' }))),
			await sent(post('appointment', await validBody('appointment', { slotId: slot, propertyId: 1011, email: person }))),
			await sent(post('newsletter', await validBody('newsletter', { email: person }))),
			await sent(post('documents', await validBody('documents', { propertyId: 1004, email: person }))),
		];
		const friendMail = await sent(post('send-to-friend', await validBody('send-to-friend', { friendEmail: person })));
		const other = await sent(post('contact', await validBody('contact', { email: 'stays@example.be' })));
		await waitFor(() => smtp.mails.length >= 10);
		const [cv] = await rows<{ blob_key: string }>('SELECT f.blob_key FROM uploaded_files f JOIN requests r ON r.id = f.request_id WHERE r.reference = $1', [references[0]]);
		expect(await getStore('cv').get(cv!.blob_key)).not.toBeNull();
		const mailsOf = (refs: string[]) => rows<{ n: number }>('SELECT count(*)::int AS n FROM outbox o JOIN requests r ON r.id = o.request_id WHERE r.reference = ANY($1)', [refs]);
		const outboxBefore = (await mailsOf([...references, friendMail]))[0]!.n;
		expect(outboxBefore).toBeGreaterThanOrEqual(8);
		expect(await rows('SELECT booked FROM appointment_slots WHERE id = $1', [slot])).toEqual([{ booked: 1 }]);

		const erased = await cli('erase', 'ERASE.me@example.be');
		const kinds = 'contact, appointment, newsletter, documents, send-to-friend';
		expect(erased.code).toBe(0);
		expect(erased.out).toContain(`Erased ${person}: 5 request(s) (`);
		expect(erased.out).toContain(`, ${outboxBefore} outbox mail(s), 2 newsletter sign-up(s), 1 booked visit(s) freed, 1 CV file(s).`);
		for (const [i, reference] of [...references, friendMail].entries()) expect(erased.out).toContain(`${reference} ${kinds.split(', ')[i]}`);

		expect(await rows('SELECT reference FROM requests WHERE reference = ANY($1)', [[...references, friendMail]])).toEqual([]);
		expect(await rows("SELECT id FROM outbox WHERE lower(to_address) = $1 OR text_body ILIKE '%erase.me@%'", [person])).toEqual([]);
		expect(await rows('SELECT 1 FROM document_requests WHERE email = $1', [person])).toEqual([]);
		expect(await rows('SELECT 1 FROM uploaded_files WHERE blob_key = $1', [cv!.blob_key])).toEqual([]);
		expect(await getStore('cv').get(cv!.blob_key)).toBeNull();
		expect(await rows('SELECT booked FROM appointment_slots WHERE id = $1', [slot])).toEqual([{ booked: 0 }]);
		// Someone else's request and mails stay.
		expect(await rows('SELECT reference FROM requests WHERE reference = $1', [other])).toEqual([{ reference: other }]);
		expect((await mailsOf([other]))[0]!.n).toBe(2);

		expect(await cli('erase', person)).toEqual({ code: 0, out: `Erased ${person}: 0 request(s), 0 outbox mail(s), 0 newsletter sign-up(s), 0 booked visit(s) freed, 0 CV file(s).\n` });
	}, 120_000);

	test('two visits of one address in one slot are two visits freed', async () => {
		const email = 'twice@example.be';
		const slot = await addSlot(getPool(), { propertyId: null, startsAt: new Date(Date.now() + 60 * hour), endsAt: new Date(Date.now() + 60.5 * hour), capacity: 3 });
		await sent(post('appointment', await validBody('appointment', { slotId: slot, propertyId: 1004, email })));
		await sent(post('appointment', await validBody('appointment', { slotId: slot, propertyId: 1011, email })));
		expect(await rows('SELECT booked FROM appointment_slots WHERE id = $1', [slot])).toEqual([{ booked: 2 }]);
		expect((await cli('erase', email)).out).toContain(', 2 booked visit(s) freed,');
		expect(await rows('SELECT booked FROM appointment_slots WHERE id = $1', [slot])).toEqual([{ booked: 0 }]);
	}, 60_000);

	test('an address with a domain in its own letters is found as the forms stored it (in ASCII), given either way', async () => {
		const friend = await sent(post('send-to-friend', await validBody('send-to-friend', { friendEmail: 'anne@exämple.be' })));
		const own = await sent(post('contact', await validBody('contact', { email: 'Jose@Exämple.be' })));
		expect(await rows('SELECT email FROM requests WHERE reference = $1', [own])).toEqual([{ email: 'Jose@xn--exmple-cua.be' }]);
		await waitFor(() => smtp.mails.length >= 4);

		const erased = await cli('erase', 'jose@EXÄMPLE.be');
		expect(erased.code).toBe(0);
		expect(erased.out).toContain(`1 request(s) (${own} contact)`);
		expect(await rows('SELECT reference FROM requests WHERE reference = $1', [own])).toEqual([]);
		expect(await rows("SELECT id FROM outbox WHERE lower(to_address) LIKE '%xn--exmple-cua.be'")).toEqual([{ id: expect.anything() as unknown }]);

		expect((await cli('erase', 'ANNE@xn--exmple-cua.be')).out).toContain(`1 request(s) (${friend} send-to-friend)`);
		expect(await rows("SELECT id FROM outbox WHERE lower(to_address) LIKE '%xn--exmple-cua.be'")).toEqual([]);
	}, 60_000);

	test('without an address (the program in its own process), or with something else, it prints the usage and fails', async () => {
		expect(await cliProcess('src/cli/requests.ts', ['erase'])).toMatchObject({ code: 1, out: expect.stringContaining('usage: npm run requests -- erase <email>') as unknown });
		expect(await cli('erase', 'not-an-address')).toMatchObject({ code: 1, out: expect.stringContaining('Not an email address: not-an-address') as unknown });
		expect(await cli('erase', 'a@example.be', 'b@example.be')).toMatchObject({ code: 1 });
	}, 60_000);
});

describe('the hourly cleanup: unconfirmed newsletter sign-ups go once their link has expired', () => {
	test('an expired unconfirmed sign-up goes with its confirmation mail; a live one, a confirmed one and a contact request with the box ticked stay', async () => {
		const expired = await sent(post('newsletter', await validBody('newsletter', { email: 'expired@example.be' })));
		const live = await sent(post('newsletter', await validBody('newsletter', { email: 'live@example.be' })));
		const confirmed = await sent(post('newsletter', await validBody('newsletter', { email: 'confirmed@example.be' })));
		const ticked = await sent(post('contact', await validBody('contact', { email: 'ticked@example.be', newsletter: true })));
		await getPool().query("UPDATE newsletter_confirmations c SET expires_at = now() - interval '1 minute' FROM requests r WHERE r.id = c.request_id AND r.reference = ANY($1)", [[expired, confirmed, ticked]]);
		await getPool().query('UPDATE newsletter_confirmations c SET confirmed_at = now() FROM requests r WHERE r.id = c.request_id AND r.reference = $1', [confirmed]);
		const outboxBefore = await count('outbox');
		const expiredMails = (await rows<{ n: number }>('SELECT count(*)::int AS n FROM outbox o JOIN requests r ON r.id = o.request_id WHERE r.reference = $1', [expired]))[0]!.n;
		expect(expiredMails).toBe(1);

		const cleanup = await handlerOf('owner-cleanup');
		const res = await cleanup(new Request('http://localhost/.netlify/functions/owner-cleanup', { method: 'POST' }), {} as never);
		expect(await res.json()).toMatchObject({ ok: true, signUps: 1 });

		expect((await rows<{ reference: string }>('SELECT reference FROM requests WHERE reference = ANY($1) ORDER BY reference', [[expired, live, confirmed, ticked]])).map((r) => r.reference).sort()).toEqual([live, confirmed, ticked].sort());
		expect(await count('outbox')).toBe(outboxBefore - 1);
		// The ticked contact request stays; only its dead confirmation token goes.
		expect(await rows('SELECT 1 FROM newsletter_confirmations c JOIN requests r ON r.id = c.request_id WHERE r.reference = $1', [ticked])).toEqual([]);
		expect(await rows('SELECT 1 FROM newsletter_confirmations c JOIN requests r ON r.id = c.request_id WHERE r.reference = ANY($1)', [[live, confirmed]])).toHaveLength(2);
	}, 60_000);
});
