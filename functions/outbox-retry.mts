import type { Config } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { getPool } from '../src/lib/requests/db.ts';
import { claimWindowMs, deliverOutbox } from '../src/lib/requests/outbox.ts';
import { pruneCounters } from '../src/lib/requests/rate-limit.ts';
import { readSettings } from '../src/lib/requests/settings.ts';

/**
 * Every 5 minutes: sends the outbox mails that are due, each claimed right before its try (FOR
 * UPDATE SKIP LOCKED, leased while it is sent), for at most `claimWindowMs` so the run ends within
 * Netlify's 30 s limit; jittered exponential backoff, dead after 20 tries (`maxAttempts`). It also
 * prunes old rate-limit counters and expired captcha challenges. Without SMTP settings mails stay
 * in the outbox.
 */
export default async (): Promise<Response> => {
	const claimUntil = Date.now() + claimWindowMs;
	const settings = readSettings(process.env, await siteOfDeploy(process.env, undefined, site));
	await pruneCounters(getPool());
	const report = await deliverOutbox(settings, { limit: 500, claimUntil });
	return Response.json({ ok: true, smtp: settings.mail.smtp !== null, ...report, written: 0 }, { headers: { 'Cache-Control': 'no-store' } });
};

export const config: Config = { schedule: '*/5 * * * *' };
