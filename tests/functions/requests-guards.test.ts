import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { requestKinds } from '../../src/schemas/requests/index.ts';
import { detectCvType, maxCvBytes } from '../../src/lib/requests/cv-file.ts';
import { freePort, startPlatform, startSmtp, type Platform, type SmtpSink } from './support/platform.ts';
import { useMailDir } from './support/lifecycle.ts';
import { answer, call, count, post, postRental, rows, setTestEnv, siteOrigin, validBody } from './support/requests.ts';

/**
 * What is refused before a request is parsed or stored (issue 5): method 405, Origin 403, content
 * type 415, size 413, syntax 400, the honeypot, the rate limit 429, an unreachable database 503,
 * and the CV checks. Every answer is JSON with no-store and nosniff, and nothing is stored or sent.
 */

let platform: Platform;
let smtp: SmtpSink;

const mailDir = useMailDir();

beforeAll(async () => {
	platform = await startPlatform();
	smtp = await startSmtp();
	setTestEnv(smtp.port, mailDir());
}, 60_000);

afterAll(async () => {
	await smtp?.stop();
	await platform?.stop();
});

beforeEach(() => {
	smtp.mails.length = 0;
});

/** Asserts that nothing was stored or sent. */
async function expectNothingStored(requestsBefore: number): Promise<void> {
	expect(await count('requests')).toBe(requestsBefore);
	expect(smtp.mails).toEqual([]);
}

describe('method', () => {
	test.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s on every request endpoint is 405 with Allow: POST', async (method) => {
		for (const kind of requestKinds) {
			const res = await call(kind, method === 'GET' ? null : '{}', { method });
			expect(await answer(res)).toEqual({ status: 405, body: { ok: false, error: 'request.error.methodNotAllowed' } });
			expect(res.headers.get('allow')).toBe('POST');
		}
	});

	test('POST to the captcha and slot endpoints is 405 with Allow: GET', async () => {
		for (const name of ['captcha', 'appointment-slots']) {
			const res = await call(name, '{}');
			expect((await answer(res)).status).toBe(405);
			expect(res.headers.get('allow')).toBe('GET');
		}
	});
});

describe('origin', () => {
	test.each([
		['missing', null],
		['foreign', 'https://evil.example'],
		['opaque (null)', 'null'],
		['the site over http', 'http://www.immo-drieland.example'],
		['a look-alike host', 'https://www.immo-drieland.example.evil.example'],
	])('%s Origin is 403 and nothing is stored', async (_label, origin) => {
		const before = await count('requests');
		const res = await post('contact', await validBody('contact'), { origin });
		expect(await answer(res)).toEqual({ status: 403, body: { ok: false, error: 'request.error.forbidden' } });
		await expectNothingStored(before);
	});

	test("on loopback the request's own origin is allowed, another port is not", async () => {
		const own = await post('newsletter', await validBody('newsletter'), { baseUrl: 'http://localhost:8888', origin: 'http://localhost:8888' });
		expect((await answer(own)).status).toBe(200);
		const other = await post('newsletter', await validBody('newsletter'), { baseUrl: 'http://localhost:8888', origin: 'http://localhost:3000' });
		expect((await answer(other)).status).toBe(403);
	});

	test("a deploy preview's form is taken (its own origin), and a page of another deploy is refused there", async () => {
		// Netlify gives a function no DEPLOY_URL or DEPLOY_PRIME_URL at run time: only the request tells the deploy.
		const preview = 'https://deploy-preview-12--immo-drieland.netlify.app';
		const before = await count('requests');
		const own = await post('contact', await validBody('contact'), { baseUrl: preview, origin: preview });
		expect((await answer(own)).status).toBe(200);
		expect(await count('requests')).toBe(before + 1);
		const other = await post('contact', await validBody('contact'), { baseUrl: preview, origin: 'https://deploy-preview-13--immo-drieland.netlify.app' });
		expect(await answer(other)).toEqual({ status: 403, body: { ok: false, error: 'request.error.forbidden' } });
		expect(await count('requests')).toBe(before + 1);
	});
});

describe('content type', () => {
	test.each([
		['text/plain', 'contact'],
		['application/x-www-form-urlencoded', 'contact'],
		['multipart/form-data; boundary=x', 'newsletter'],
		[null, 'newsletter'],
		['application/jsonp', 'newsletter'],
		['application/json', 'rental-application'],
		['text/plain', 'rental-application'],
	])('%s to %s is 415', async (contentType, kind) => {
		const before = await count('requests');
		const res = await call(kind, JSON.stringify(await validBody('newsletter')), { contentType });
		expect(await answer(res)).toEqual({ status: 415, body: { ok: false, error: 'request.error.unsupportedMediaType' } });
		await expectNothingStored(before);
	});

	test('application/json with a charset parameter is accepted', async () => {
		const res = await call('newsletter', JSON.stringify(await validBody('newsletter')), { contentType: 'Application/JSON; charset=utf-8' });
		expect((await answer(res)).status).toBe(200);
	});
});

describe('size', () => {
	test('a declared Content-Length over 64 KiB is 413 before the body is read', async () => {
		const res = await call('contact', '{}', { headers: { 'content-length': String(64 * 1024 + 1) } });
		expect(await answer(res)).toEqual({ status: 413, body: { ok: false, error: 'request.error.tooLarge' } });
	});

	test('a streamed body without Content-Length is cut off at the limit (413)', async () => {
		const chunk = new TextEncoder().encode(`{"remark":"${'x'.repeat(16 * 1024)}`);
		let sent = 0;
		const stream = new ReadableStream<Uint8Array>({
			pull(controller) {
				sent++;
				if (sent > 1000) controller.close();
				else controller.enqueue(chunk);
			},
		});
		const res = await call('contact', stream);
		expect(await answer(res)).toEqual({ status: 413, body: { ok: false, error: 'request.error.tooLarge' } });
		expect(sent).toBeLessThan(10);
	});

	test('a long but valid-size JSON body with too long fields is a 422, not a 413', async () => {
		const res = await post('contact', await validBody('contact', { remark: 'x'.repeat(2001) }));
		expect(await answer(res)).toMatchObject({ status: 422, body: { issues: { remark: ['form.error.tooLong'] } } });
	});

	test('a multipart body over 4 MiB + 64 KiB is 413; a CV over 4 MiB inside the limit is a field error', async () => {
		const before = await count('requests');
		const huge = new File([new Uint8Array(maxCvBytes + 100 * 1024)], 'cv.pdf', { type: 'application/pdf' });
		expect((await answer(await postRental(await validBody('rental-application'), huge))).status).toBe(413);
		const big = new Uint8Array(maxCvBytes + 1);
		big.set(new TextEncoder().encode('%PDF-1.7'));
		const res = await postRental(await validBody('rental-application'), new File([big], 'cv.pdf'));
		expect(await answer(res)).toEqual({ status: 422, body: { ok: false, error: 'request.error.checkFields', issues: { cv: ['form.error.fileTooLarge'] } } });
		await expectNothingStored(before);
	});
});

describe('malformed bodies', () => {
	test.each([
		['empty', ''],
		['truncated', '{"firstName": "Jan"'],
		['an array', '[{"firstName":"Jan"}]'],
		['null', 'null'],
		['a string', '"hello"'],
		['a number', '42'],
		['trailing garbage', '{"a":1} x'],
		['single quotes', "{'a':1}"],
		['deeply nested', '['.repeat(30_000) + ']'.repeat(30_000)],
	])('%s is 400', async (_label, body) => {
		const res = await call('contact', body);
		expect(await answer(res)).toEqual({ status: 400, body: { ok: false, error: 'request.error.malformed' } });
	});

	test('bytes that are not UTF-8 are 400', async () => {
		const res = await call('contact', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]));
		expect((await answer(res)).status).toBe(400);
	});

	test('a multipart body that cannot be parsed, or lacks its data part, is 400', async () => {
		const garbage = await call('rental-application', '--nope\r\nrandom', { contentType: 'multipart/form-data; boundary=xyz' });
		expect((await answer(garbage)).status).toBe(400);
		const form = new FormData();
		form.set('cv', new File([new TextEncoder().encode('%PDF-1.4')], 'cv.pdf'));
		expect((await answer(await call('rental-application', form, { contentType: null }))).status).toBe(400);
	});
});

describe('honeypot', () => {
	test.each([
		['filled', { website: 'http://spam.example' }],
		['filled with spaces', { website: ' ' }],
		['not a string', { website: null }],
	])('a %s honeypot gets the success answer, nothing is stored or sent', async (_label, overrides) => {
		const before = await count('requests');
		const res = await post('contact', await validBody('contact', overrides, 'en'));
		const { status, body } = await answer(res);
		expect(status).toBe(200);
		expect(body).toMatchObject({ ok: true, redirect: '/en/thank-you/site-contact/', message: 'request.success' });
		expect(body.reference).toMatch(/^REQ-[0-9A-Z]{8}$/);
		await expectNothingStored(before);
	});

	test('a missing honeypot gets the same answer, even with invalid fields', async () => {
		const before = await count('requests');
		const { website: _dropped, ...body } = await validBody('documents', { email: 'not-an-email' }, 'fr');
		const res = await post('documents', body);
		expect(await answer(res)).toMatchObject({ status: 200, body: { ok: true, redirect: null, message: 'request.documents.willBeSent' } });
		await expectNothingStored(before);
	});

	test('the rental application honeypot lives in its data part', async () => {
		const before = await count('requests');
		const res = await postRental(await validBody('rental-application', { website: 'x' }));
		expect(await answer(res)).toMatchObject({ status: 200, body: { ok: true } });
		await expectNothingStored(before);
	});
});

describe('rate limit', () => {
	test('a client over the per-minute limit gets 429 with Retry-After; another client goes on', async () => {
		process.env.REQUEST_RATE_LIMIT = '3';
		try {
			const ip = '203.0.113.99';
			for (let i = 0; i < 3; i++) expect((await answer(await post('newsletter', await validBody('newsletter'), { ip }))).status).toBe(200);
			const res = await post('newsletter', await validBody('newsletter'), { ip });
			expect(await answer(res)).toEqual({ status: 429, body: { ok: false, error: 'request.error.tooManyRequests' } });
			// Until one more request fits the last 60 s again: at most two minutes (`msUntilAllowed`).
			const wait = Number(res.headers.get('retry-after'));
			expect(wait).toBeGreaterThanOrEqual(1);
			expect(wait).toBeLessThanOrEqual(120);
			expect((await answer(await post('newsletter', await validBody('newsletter'), { ip: '203.0.113.100' }))).status).toBe(200);
			expect(JSON.stringify(await import('./support/requests.ts').then((m) => m.rows('SELECT client_hash FROM rate_limits')))).not.toContain('203.0.113');
		} finally {
			process.env.REQUEST_RATE_LIMIT = '100000';
		}
	});
});

test('requests at the end of one minute still count at the start of the next: no double burst across a minute\'s end', async () => {
	const { getPool } = await import('../../src/lib/requests/db.ts');
	const { hitRateLimit } = await import('../../src/lib/requests/rate-limit.ts');
	const client = `minute-end-${Date.now()}`;
	const minute = (Math.floor(Date.now() / 60_000) - 10) * 60_000; // a past minute: nothing else counts in it
	const at = (ms: number) => new Date(minute + ms);
	for (const ms of [59_000, 59_500, 59_900]) expect(await hitRateLimit(getPool(), client, 3, at(ms))).toEqual({ allowed: true });
	// 0.1 s into the next minute the previous one still weighs 3 × 59.9/60: refused, for 40 s.
	expect(await hitRateLimit(getPool(), client, 3, at(60_100))).toEqual({ allowed: false, retryAfterSeconds: 40 });
	// 40 s on it weighs 3 × 1/3, with this minute's 2 (the refused one counts): 3, allowed.
	expect(await hitRateLimit(getPool(), client, 3, at(100_100))).toEqual({ allowed: true });
	expect(await rows('SELECT hits FROM rate_limits WHERE client_hash = $1 ORDER BY window_start', [client])).toEqual([{ hits: 3 }, { hits: 2 }]);
});

describe('database unreachable', () => {
	test('a valid request gets 503 "mail not sent, please retry" with Retry-After, and no mail goes out', async () => {
		const url = process.env.NETLIFY_DB_URL;
		process.env.NETLIFY_DB_URL = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
		try {
			const res = await post('contact', await validBody('contact'));
			expect(await answer(res)).toEqual({ status: 503, body: { ok: false, error: 'request.error.mailNotSent' } });
			expect(res.headers.get('retry-after')).toBe('30');
			const slots = await call('appointment-slots', null, { method: 'GET', contentType: null });
			expect((await answer(slots)).status).toBe(503);
		} finally {
			process.env.NETLIFY_DB_URL = url;
		}
		expect(smtp.mails).toEqual([]);
	});

	test('without NETLIFY_DB_URL it is 503 too', async () => {
		const url = process.env.NETLIFY_DB_URL;
		delete process.env.NETLIFY_DB_URL;
		try {
			expect((await answer(await post('newsletter', await validBody('newsletter')))).status).toBe(503);
		} finally {
			process.env.NETLIFY_DB_URL = url;
		}
	});
});

/** A minimal DOCX: a ZIP holding [Content_Types].xml and word/document.xml. */
const docx = new TextEncoder().encode('PK\x03\x04\x14\x00\x00\x00\x08\x00[Content_Types].xml....PK\x03\x04word/document.xml....PK\x05\x06');
/** A minimal ODT: a ZIP whose first entry is the stored mimetype of an ODF text. */
const odt = (() => {
	const bytes = new Uint8Array(120);
	bytes.set(new TextEncoder().encode('PK\x03\x04'), 0);
	bytes.set(new TextEncoder().encode('mimetype'), 30);
	bytes.set(new TextEncoder().encode('application/vnd.oasis.opendocument.text'), 38);
	return bytes;
})();

describe('CV', () => {
	test.each([
		['PDF', new TextEncoder().encode('%PDF-1.4 ...'), 'application/pdf'],
		['DOCX', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
		['ODT', odt, 'application/vnd.oasis.opendocument.text'],
		['PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), null],
		['a plain ZIP', new TextEncoder().encode('PK\x03\x04 some.txt'), null],
		['an ODS spreadsheet', (() => { const b = odt.slice(); b.set(new TextEncoder().encode('application/vnd.oasis.opendocument.spreadsheet'), 38); return b; })(), null],
		['HTML', new TextEncoder().encode('<html><script>alert(1)</script>'), null],
	] as const)('%s is recognised from its bytes', (_label, bytes, type) => {
		expect(detectCvType(bytes)?.contentType ?? null).toBe(type);
	});

	test('a file that is no PDF/DOCX/ODT is refused whatever its name and type say; nothing is stored', async () => {
		const before = await count('uploaded_files');
		const fake = new File([new TextEncoder().encode('<html>hello</html>')], 'cv.pdf', { type: 'application/pdf' });
		const res = await postRental(await validBody('rental-application'), fake);
		expect(await answer(res)).toEqual({ status: 422, body: { ok: false, error: 'request.error.checkFields', issues: { cv: ['form.error.fileType'] } } });
		expect(await count('uploaded_files')).toBe(before);
	});

	test('DOCX and ODT CVs are accepted; a CV given as text or an extra part are field errors', async () => {
		for (const bytes of [docx, odt]) {
			expect((await answer(await postRental(await validBody('rental-application'), new File([bytes], 'x.bin')))).status).toBe(200);
		}
		const asText = await postRental(await validBody('rental-application'), 'not a file');
		expect((await answer(asText)).body).toMatchObject({ issues: { cv: ['form.error.fileType'] } });
		const extra = await postRental(await validBody('rental-application'), undefined, { payslip: 'x' });
		expect((await answer(extra)).body).toMatchObject({ issues: { payslip: ['form.error.unknownField'] } });
	});

	test('the rental application without a CV is accepted', async () => {
		const res = await postRental(await validBody('rental-application'));
		expect((await answer(res)).status).toBe(200);
	});
});

test('the captcha endpoint gives a signed expiring challenge, never cached', async () => {
	const res = await call('captcha', null, { method: 'GET', contentType: null, origin: siteOrigin });
	const { status, body } = await answer(res);
	expect(status).toBe(200);
	expect(body).toMatchObject({ parameters: { algorithm: 'SHA-256', expiresAt: expect.any(Number) as unknown, keySignature: expect.any(String) as unknown }, signature: expect.any(String) as unknown });
	const expiresAt = (body.parameters as { expiresAt: number }).expiresAt;
	expect(expiresAt * 1000).toBeGreaterThan(Date.now());
	expect(expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 20 * 60_000 + 1000);
});
