import type { Config } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { getPool } from '../src/lib/requests/db.ts';
import { deliverOutbox } from '../src/lib/requests/outbox.ts';
import { pruneCounters } from '../src/lib/requests/rate-limit.ts';
import { readSettings } from '../src/lib/requests/settings.ts';

/**
 * Every 5 minutes: sends the outbox mails that are due (claimed with FOR UPDATE SKIP LOCKED,
 * jittered exponential backoff, dead after 10 attempts) and prunes old rate-limit counters and
 * expired captcha challenges. Without SMTP settings mails stay in the outbox.
 */
export default async (): Promise<Response> => {
	const settings = readSettings(process.env, site);
	await pruneCounters(getPool());
	let report = { sent: 0, retrying: 0, dead: 0, written: 0 };
	for (let round = 0; round < 10; round++) {
		const batch = await deliverOutbox(settings, { limit: 50 });
		report = { sent: report.sent + batch.sent, retrying: report.retrying + batch.retrying, dead: report.dead + batch.dead, written: 0 };
		if (batch.sent + batch.retrying + batch.dead < 50) break;
	}
	return Response.json({ ok: true, smtp: settings.mail.smtp !== null, ...report }, { headers: { 'Cache-Control': 'no-store' } });
};

export const config: Config = { schedule: '*/5 * * * *' };
