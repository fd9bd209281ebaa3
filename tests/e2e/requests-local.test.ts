import { expect, test } from '@playwright/test';
import { closeDatabase, query, solvedCaptcha } from './support/local-platform.ts';

/**
 * Requests sent at the same moment to the locally served functions are each stored whole: the
 * local server runs the calls side by side (warm, as Netlify does; under FUNCTIONS=dev those of one
 * function one after the other, `one-call-at-a-time.ts`, each in a worker of its own), each on a
 * connection of its own, while its emulated database has one session, so without its serialising
 * gateway concurrent transactions mixed (a refused request's
 * ROLLBACK took others' rows with it; `outbox_request_id_fkey` errors). Contact requests and
 * requests for the same documents (one accepted, the others refused inside their transaction) go
 * out together; every accepted one must be in the database with its outbox mail, and every refused
 * one must leave nothing behind.
 */

test.describe.configure({ timeout: 300_000 });
test.afterAll(closeDatabase);

const contacts = 6;
const documents = 4;

test('concurrent requests of two functions are all stored with their outbox mails', async ({ request, baseURL }) => {
	const origin = new URL(baseURL!).origin;
	// A first call of each function before the burst (under FUNCTIONS=dev the server builds a function on its first call).
	await Promise.all(['contact', 'documents'].map((kind) => request.post(`/api/${kind}`, { data: {}, headers: { origin }, timeout: 240_000 })));

	const run = Date.now();
	const person = { title: 'ms', firstName: 'Sofie', lastName: 'Claes', phone: '0475 12 34 56' };
	const meta = async () => ({ locale: 'nl', idempotencyKey: crypto.randomUUID(), captcha: await solvedCaptcha(request), website: '', privacy: true });
	const bodies: { kind: string; data: Record<string, unknown> }[] = [];
	for (let i = 0; i < contacts; i++) {
		const contact = { ...person, email: `burst-${run}-${i}@example.be`, street: 'Kerkstraat 12', zip: '9000', city: 'Gent', goal: 'sale', remark: `Burst ${i}`, contactSlots: [], newsletter: false };
		bodies.push({ kind: 'contact', data: { ...contact, ...(await meta()) } });
	}
	for (let i = 0; i < documents; i++) bodies.push({ kind: 'documents', data: { propertyId: 1004, ...person, email: `burst-docs-${run}@example.be`, ...(await meta()) } });

	const answers = await Promise.all(
		bodies.map(async ({ kind, data }, i) => {
			const res = await request.post(`/api/${kind}`, { data, headers: { origin, 'X-Forwarded-For': `10.251.${run % 250}.${i + 1}` }, timeout: 240_000 });
			return { kind, status: res.status(), body: (await res.json()) as { reference?: string; error?: string } };
		}),
	);

	expect(answers.filter((a) => a.kind === 'contact').map((a) => a.status)).toEqual(Array(contacts).fill(200));
	expect(answers.filter((a) => a.kind === 'documents').map((a) => a.status).sort()).toEqual([200, ...Array<number>(documents - 1).fill(409)]);
	const references = answers.flatMap((a) => (a.status === 200 && a.body.reference ? [a.body.reference] : []));
	expect(references).toHaveLength(contacts + 1);

	const stored = await query<{ reference: string; mails: number }>(
		'SELECT r.reference, count(o.id)::int AS mails FROM requests r LEFT JOIN outbox o ON o.request_id = r.id WHERE r.reference = ANY($1) GROUP BY r.reference ORDER BY r.reference',
		[references],
	);
	expect(stored.map((row) => row.reference)).toEqual([...references].sort());
	expect(stored.filter((row) => row.mails < 1), 'requests without their outbox mail').toEqual([]);
	const emails = bodies.map((b) => b.data.email as string);
	const rows = await query<{ kind: string; n: number }>('SELECT kind, count(*)::int AS n FROM requests WHERE email = ANY($1) GROUP BY kind ORDER BY kind', [emails]);
	expect(rows).toEqual([
		{ kind: 'contact', n: contacts },
		{ kind: 'documents', n: 1 },
	]);
	expect(await query('SELECT 1 FROM document_requests WHERE email = $1', [`burst-docs-${run}@example.be`])).toHaveLength(1);
});
