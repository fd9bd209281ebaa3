import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { newConfirmToken } from '../../src/lib/requests/confirm-token.ts';
import { requestKinds } from '../../src/schemas/requests/index.ts';
import { smtp, usePlatformWithMail } from './support/lifecycle.ts';
import { answer, call, count, handlerOf, post, postRental, setTestEnv, validBody } from './support/requests.ts';

/**
 * A Netlify deploy without `CAPTCHA_HMAC_KEY` runs on no public development key: its request,
 * newsletter and owner functions answer 503 `request.error.notConfigured` (the visitor is told to
 * call or mail the agency), log one line naming the variable, store and send nothing, and
 * `/api/health` names the missing variable. A local run (no Netlify variable) keeps working on the development key.
 * Against the emulated Postgres and a real SMTP server.
 */

const mailDir = usePlatformWithMail();
const netlifyNames = ['CONTEXT', 'NETLIFY', 'SITE_ID', 'NETLIFY_DEV', 'NETLIFY_LOCAL', 'SESSION_SECRET'];

beforeEach(() => {
	setTestEnv(smtp.port, mailDir());
	smtp.mails.length = 0;
});

afterEach(() => {
	for (const name of netlifyNames) delete process.env[name];
	vi.restoreAllMocks();
});

/** The health answer as an uptime monitor reads it. */
async function health(): Promise<{ status: number; body: Record<string, unknown> }> {
	const handler = await handlerOf('health');
	return answer(await handler(new Request('http://localhost/api/health'), {} as never));
}

describe('a Netlify deploy without CAPTCHA_HMAC_KEY takes no request', () => {
	test.each([
		{ deploy: 'CONTEXT=production', env: { CONTEXT: 'production' } },
		{ deploy: 'CONTEXT=deploy-preview', env: { CONTEXT: 'deploy-preview' } },
		{ deploy: 'CONTEXT=branch-deploy', env: { CONTEXT: 'branch-deploy' } },
		{ deploy: 'NETLIFY=true', env: { NETLIFY: 'true' } },
		{ deploy: 'SITE_ID set', env: { SITE_ID: '1d01c0c0-4554-4747-93b8-34ce3448ab95' } },
	])('$deploy: every request function answers 503 notConfigured, logs the variable, stores and mails nothing', async ({ env }) => {
		const body = await validBody('contact');
		delete process.env.CAPTCHA_HMAC_KEY;
		Object.assign(process.env, env);
		const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		const before = await count('requests');
		for (const kind of requestKinds) {
			const sent = kind === 'rental-application' ? postRental(await validBody(kind)) : post(kind, kind === 'contact' ? body : await validBody(kind));
			const { status, body: answered } = await answer(await sent);
			expect({ kind, status, answered }).toEqual({ kind, status: 503, answered: { ok: false, error: 'request.error.notConfigured' } });
		}
		expect(await count('requests')).toBe(before);
		expect(smtp.mails).toEqual([]);
		const lines = log.mock.calls.map((call) => String(call[0]));
		expect(lines).toHaveLength(requestKinds.length);
		for (const line of lines) expect(line).toBe('request refused: CAPTCHA_HMAC_KEY and SESSION_SECRET are not set on this deploy; set them in the Netlify environment variables (scope Functions)');
	}, 60_000);

	test('/api/health answers ok: false with the missing variables, never a value', async () => {
		delete process.env.CAPTCHA_HMAC_KEY;
		Object.assign(process.env, { CONTEXT: 'production', SESSION_SECRET: 'a-session-secret-value' });
		const { status, body } = await health();
		expect(status).toBe(503);
		expect(body).toMatchObject({ ok: false, database: 'up', missingSecrets: ['CAPTCHA_HMAC_KEY'] });
		expect(JSON.stringify(body)).not.toContain('a-session-secret-value');
	});

	test('with the key set, the deploy takes requests and /api/health names nothing missing', async () => {
		Object.assign(process.env, { CONTEXT: 'production' });
		expect((await answer(await post('contact', await validBody('contact')))).status).toBe(200);
		const { body } = await health();
		expect(body).not.toHaveProperty('missingSecrets');
	});

	test('a local run (no Netlify variable, or NETLIFY_DEV) takes requests on the development key', async () => {
		delete process.env.CAPTCHA_HMAC_KEY;
		expect((await answer(await post('contact', await validBody('contact')))).status).toBe(200);
		Object.assign(process.env, { NETLIFY_DEV: 'true', SITE_ID: 'linked-site' });
		expect((await answer(await post('contact', await validBody('contact')))).status).toBe(200);
		expect(await health()).toMatchObject({ body: { ok: true } });
	});
});

describe('nor does it take an owner or newsletter request (their hashes and throttle would be keyed with the public key)', () => {
	/** A GET as the portal sends it (same origin, no Origin header). */
	const get = (name: string) => call(name, null, { method: 'GET', origin: null, contentType: null });
	const calls: [string, () => Promise<Response>][] = [
		['login', () => post('login', { email: 'owner@example.be', password: 'Geheim-wachtwoord-1' })],
		['logout', () => post('logout', {})],
		['owner-password', () => post('owner-password', { current: 'Geheim-wachtwoord-1', password: 'Nieuw-wachtwoord-22', confirmation: 'Nieuw-wachtwoord-22' })],
		['owner-session', () => get('owner-session')],
		['owner-stats', () => get('owner-stats?property=1004')],
		['visit', () => call('visit', JSON.stringify({ property: 1004 }), { contentType: 'text/plain;charset=UTF-8' })],
		['newsletter-confirm', () => post('newsletter-confirm', { token: newConfirmToken() })],
		['newsletter-withdraw', () => post('newsletter-withdraw', { token: newConfirmToken() })],
	];

	test.each([
		{ deploy: 'neither secret', env: { CONTEXT: 'production' }, line: 'CAPTCHA_HMAC_KEY and SESSION_SECRET are not set on this deploy; set them' },
		{ deploy: 'SESSION_SECRET only (the check of the request functions)', env: { SITE_ID: 'a-site', SESSION_SECRET: 'a-session-secret-value' }, line: 'CAPTCHA_HMAC_KEY is not set on this deploy; set it' },
	])('$deploy: every owner and newsletter function answers 503 notConfigured and logs the variables', async ({ env, line }) => {
		delete process.env.CAPTCHA_HMAC_KEY;
		Object.assign(process.env, env);
		const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		const before = await count('rate_limits');
		for (const [name, send] of calls) {
			const { status, body } = await answer(await send());
			expect({ name, status, body }).toEqual({ name, status: 503, body: { ok: false, error: 'request.error.notConfigured' } });
		}
		expect(await count('rate_limits')).toBe(before);
		expect(log.mock.calls.map((c) => String(c[0]))).toEqual(calls.map(() => `request refused: ${line} in the Netlify environment variables (scope Functions)`));
	});

	test('with the key set, or on a local run, they answer as usual', async () => {
		Object.assign(process.env, { CONTEXT: 'production' });
		expect((await answer(await get('owner-session'))).status).toBe(401);
		delete process.env.CAPTCHA_HMAC_KEY;
		delete process.env.CONTEXT;
		expect((await answer(await get('owner-session'))).status).toBe(401);
		expect((await answer(await post('newsletter-confirm', { token: newConfirmToken() }))).status).toBe(404);
	});
});
