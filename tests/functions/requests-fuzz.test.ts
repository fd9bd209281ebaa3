import { expect, test } from 'vitest';
import { requestKinds, type RequestKind } from '../../src/schemas/requests/index.ts';
import { call, count, solvedCaptcha, validForms } from './support/requests.ts';
import { smtp, usePlatformWithMail } from './support/lifecycle.ts';

/**
 * Fuzz (issue 5): 1,200 generated bad payloads over every request endpoint, each a valid payload
 * broken by one to three mutations that can never make it valid. Every one must be a 4xx JSON
 * answer, and nothing may be stored or sent. The generator is seeded, so a failure repeats.
 */

usePlatformWithMail();

/** A small seeded random generator (mulberry32). */
function seeded(seed: number): () => number {
	return () => {
		seed = (seed + 0x6d2b79f5) | 0;
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

type Random = () => number;
const pick = <T>(rnd: Random, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** A test case: a body as an object, or raw text for mutations JSON objects cannot express. */
type Case = { body: Record<string, unknown>; raw?: string };
type Mutation = { name: string; apply(c: Case, rnd: Random): void };

/** Values no field accepts (the honeypot is never touched: its answer is a fake success by design). */
const badValues: unknown[] = [null, {}, [{}], -1.5, { $gt: '' }, [null], { toString: 'x' }];
const badEmails = ['', 'a', 'a@', '@b.be', 'a b@c.be', 'a@b@c.be', 'a@b.be\r\nBcc: x@y.be', 'a@b.be,c@d.be', '<a@b.be>', 'a@b.be;c@d.be', 'a@b.be\nx'];
const controlChars = ['\r', '\n', '\r\n', '\u0000', '\u0007', '\u2028', '\u001b[31m'];
const unknownKeys = ['admin', 'role', 'constructor', 'bcc', 'cc', 'to', 'from', 'headers', 'id', 'reference', 'status', 'toString'];

/** Mutations that each make any payload invalid. */
const mutations: Mutation[] = [
	{ name: 'drop a required field', apply: (c, rnd) => void delete c.body[pick(rnd, ['privacy', 'locale', 'idempotencyKey', 'email'])] },
	{ name: 'a value of the wrong type', apply: (c, rnd) => {
		const key = pick(rnd, Object.keys(c.body).filter((k) => k !== 'website' && k !== 'captcha'));
		c.body[key] = pick(rnd, badValues);
	} },
	{ name: 'an unknown key', apply: (c, rnd) => void (c.body[pick(rnd, unknownKeys) + (rnd() < 0.5 ? '' : String(Math.floor(rnd() * 100)))] = pick(rnd, ['x', 1, true, {}])) },
	{ name: 'a __proto__ key', apply: (c) => void (c.raw = `{"__proto__":{"isAdmin":true},${JSON.stringify(c.body).slice(1)}`) },
	{ name: 'a bad email', apply: (c, rnd) => void (c.body.email = pick(rnd, badEmails)) },
	{ name: 'privacy not agreed', apply: (c, rnd) => void (c.body.privacy = pick(rnd, [false, 'true', 1, 'yes', null])) },
	{ name: 'a forged captcha', apply: (c, rnd) => void (c.body.captcha = pick(rnd, [
		Buffer.from(JSON.stringify({ challenge: { parameters: { nonce: 'a'.repeat(32), expiresAt: 4e9 }, signature: 'f'.repeat(64) }, solution: { counter: 1, derivedKey: '00' } })).toString('base64'),
		'AAAA',
		'x'.repeat(8192),
		Buffer.from('{}').toString('base64'),
	])) },
	{ name: 'an oversized text', apply: (c, rnd) => void (c.body[pick(rnd, ['firstName', 'email', 'remark', 'locale'])] = 'é'.repeat(2001 + Math.floor(rnd() * 3000))) },
	{ name: 'a control character in a one-line field', apply: (c, rnd) => {
		const key = pick(rnd, ['firstName', 'lastName', 'email'].filter((k) => typeof c.body[k] === 'string'));
		c.body[key] = `${String(c.body[key])}${pick(rnd, controlChars)}Bcc: victim@example.com`;
	} },
	{ name: 'an unknown language', apply: (c, rnd) => void (c.body.locale = pick(rnd, ['es', 'NL', '', 'nl-BE', 'xx', 'de '])) },
	{ name: 'a bad idempotency key', apply: (c, rnd) => void (c.body.idempotencyKey = pick(rnd, ['', '1', 'not-a-uuid', '00000000-0000-0000-0000-00000000000g'])) },
	{ name: 'not an object', apply: (c, rnd) => void (c.raw = pick(rnd, ['[]', '[1,2]', '42', '"text"', 'null', 'true'])) },
	{ name: 'truncated JSON', apply: (c, rnd) => {
		const text = c.raw ?? JSON.stringify(c.body);
		c.raw = text.slice(0, Math.floor(rnd() * (text.length - 1)));
	} },
	{ name: 'not JSON at all', apply: (c, rnd) => void (c.raw = pick(rnd, ['firstName=Jan&email=x', '<xml/>', '{a:1}', "{'a':1}", '\u0000\u0001'])) },
];

const syntaxMutations = new Set(['a __proto__ key', 'not an object', 'truncated JSON', 'not JSON at all']);

/** Builds the n-th case: a valid payload of a kind broken by 1 to 3 mutations (at most one on the syntax). */
function makeCase(kind: RequestKind, captcha: string, rnd: Random): { c: Case; applied: string[] } {
	const c: Case = { body: { ...structuredClone(validForms[kind]), locale: pick(rnd, ['nl', 'fr', 'en', 'de']), idempotencyKey: crypto.randomUUID(), captcha, website: '', privacy: true } };
	const applied: string[] = [];
	const n = 1 + Math.floor(rnd() * 3);
	for (let i = 0; i < n; i++) {
		const m = pick(rnd, mutations.filter((x) => !(c.raw !== undefined && !['truncated JSON'].includes(x.name)) && !(applied.some((a) => syntaxMutations.has(a)) && syntaxMutations.has(x.name) && x.name !== 'truncated JSON')));
		m.apply(c, rnd);
		applied.push(m.name);
	}
	return { c, applied };
}

/** Sends a case: JSON, or for the rental application a multipart body whose data part is the case. */
async function send(kind: RequestKind, c: Case): Promise<Response> {
	const text = c.raw ?? JSON.stringify(c.body);
	if (kind !== 'rental-application') return call(kind, text);
	const form = new FormData();
	form.set('data', text);
	return call(kind, form, { contentType: null });
}

test('1,200 generated bad payloads: every one a 4xx JSON answer, no row, no mail', async () => {
	const rnd = seeded(20261123);
	const captchas = Object.fromEntries(await Promise.all(requestKinds.map(async (kind) => [kind, await solvedCaptcha()] as const)));
	const statuses = new Map<number, number>();
	const failures: string[] = [];
	for (let i = 0; i < 1200; i++) {
		const kind = requestKinds[i % requestKinds.length]!;
		const { c, applied } = makeCase(kind, captchas[kind]!, rnd);
		const res = await send(kind, c);
		statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
		const json = (await res.json().catch(() => null)) as { ok?: boolean } | null;
		const fine = res.status >= 400 && res.status < 500 && json?.ok === false && res.headers.get('cache-control') === 'no-store';
		if (!fine) failures.push(`#${i} ${kind} [${applied.join(', ')}] → ${res.status} ${JSON.stringify(json)} ${(c.raw ?? JSON.stringify(c.body)).slice(0, 300)}`);
	}
	expect(failures).toEqual([]);
	expect([...statuses.keys()].sort()).toEqual([400, 422]);
	expect(statuses.get(422)).toBeGreaterThan(600);
	for (const table of ['requests', 'outbox', 'uploaded_files', 'document_requests', 'appointment_bookings', 'captcha_challenges']) {
		expect(await count(table), table).toBe(0);
	}
	expect(smtp.mails).toEqual([]);
}, 120_000);
