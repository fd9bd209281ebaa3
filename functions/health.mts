import type { Config } from '@netlify/functions';
import { getPool } from '../src/lib/requests/db.ts';
import { outboxCountColumns, outboxCountsOf } from '../src/lib/requests/outbox-admin.ts';

/**
 * Answers whether the functions and the database are reachable: 200 when both are, 503 otherwise.
 * With them, the mails waiting in the outbox and those given up (`outbox.dead` above 0: see
 * `npm run outbox`), read in the same query, for an uptime monitor to watch.
 */
export default async (): Promise<Response> => {
	const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
	try {
		// The shared pool of the functions: getDatabase() would open a new pool (and connection) per call.
		const { rows } = await getPool().query<{ count: string; pending: string; dead: string }>(`SELECT (SELECT count(*) FROM schema_info)::text AS count, ${outboxCountColumns}`);
		return Response.json({ ok: true, database: 'up', migrated: Number(rows[0]?.count ?? 0) > 0, outbox: outboxCountsOf(rows[0]) }, { headers });
	} catch {
		return Response.json({ ok: false, database: 'down' }, { status: 503, headers: { ...headers, 'Retry-After': '5' } });
	}
};

export const config: Config = { path: '/api/health', method: 'GET' };
