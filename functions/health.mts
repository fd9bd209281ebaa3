import type { Config } from '@netlify/functions';
import { getPool } from '../src/lib/requests/db.ts';
import { missingSecrets } from '../src/lib/requests/deploy-secrets.ts';
import { outboxHealthColumns } from '../src/lib/requests/outbox-admin.ts';
import { alertMinutesOf, outboxHealthOf } from '../src/lib/requests/outbox-health.ts';
import { badSettingsOf } from '../src/lib/requests/env-values.ts';

/**
 * Answers whether the functions, the database and the mail are working: 200 when they are, 503
 * when the database cannot be reached or a mail has waited in the outbox longer than
 * `OUTBOX_ALERT_MINUTES` (default 60: a wrong SMTP password, an SMTP outage), with `ok: false`.
 * With them, the outbox: mails waiting and given up (`dead` above 0: see `npm run outbox`), the age
 * of the oldest waiting mail and the last error, read in the same query, for an uptime monitor to
 * watch. A Netlify deploy without `CAPTCHA_HMAC_KEY` (`deploy-secrets.ts`) answers 503 too, with
 * `missingSecrets` naming the variables (never a value): its request functions take no request.
 * So does a deploy with a `SITE_URL`, `SMTP_PORT`, `SMTP_SECURE` or `MAIL_LOCALE` the functions
 * cannot read (`badSettingsOf`: they use its default), with `badSettings` naming them, and a
 * database without the migrations' tables (`migrated: false`, no Retry-After: waiting mends nothing).
 * HEAD answers the same status and headers without a body.
 */
export default async (req: Request): Promise<Response> => {
	const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
	const answer = (body: unknown, init: ResponseInit): Response => {
		const response = Response.json(body, init);
		return req.method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response;
	};
	if (req.method !== 'GET' && req.method !== 'HEAD') return Response.json({ ok: false, error: 'request.error.methodNotAllowed' }, { status: 405, headers: { ...headers, Allow: 'GET, HEAD' } });
	const missing = missingSecrets(process.env);
	const bad = badSettingsOf(process.env);
	const named = { ...(missing.length > 0 ? { missingSecrets: missing } : {}), ...(bad.length > 0 ? { badSettings: bad } : {}) };
	const configured = missing.length === 0 && bad.length === 0;
	try {
		// The shared pool of the functions: getDatabase() would open a new pool (and connection) per call.
		const { rows } = await getPool().query(`SELECT (SELECT count(*) FROM schema_info)::text AS count, ${outboxHealthColumns}`);
		const row = rows[0] as ({ count?: string } & Parameters<typeof outboxHealthOf>[0]) | undefined;
		const outbox = outboxHealthOf(row, alertMinutesOf(process.env.OUTBOX_ALERT_MINUTES));
		const migrated = Number(row?.count ?? 0) > 0;
		const ok = !outbox.waitingTooLong && configured && migrated;
		return answer({ ok, database: 'up', migrated, outbox, ...named }, { status: ok ? 200 : 503, headers });
	} catch (error) {
		// A database without the migrations' tables answers, with Postgres's "undefined table" (42P01).
		if ((error as { code?: unknown }).code === undefinedTable) return answer({ ok: false, database: 'up', migrated: false, ...named }, { status: 503, headers });
		return answer({ ok: false, database: 'down', ...named }, { status: 503, headers: { ...headers, 'Retry-After': '5' } });
	}
};

/** Postgres's SQLSTATE for a table that does not exist. */
const undefinedTable = '42P01';

// No `method`: Netlify's list of methods has no HEAD, and uptime monitors check with HEAD; the
// handler answers 405 to the others itself.
export const config: Config = { path: '/api/health' };
