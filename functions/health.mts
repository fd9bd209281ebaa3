import type { Config } from '@netlify/functions';
import { getPool } from '../src/lib/requests/db.ts';

/** Answers whether the functions and the database are reachable: 200 when both are, 503 otherwise. */
export default async (): Promise<Response> => {
	const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
	try {
		// The shared pool of the functions: getDatabase() would open a new pool (and connection) per call.
		const { rows } = await getPool().query<{ count: string }>('SELECT count(*)::text AS count FROM schema_info');
		return Response.json({ ok: true, database: 'up', migrated: Number(rows[0]?.count ?? 0) > 0 }, { headers });
	} catch {
		return Response.json({ ok: false, database: 'down' }, { status: 503, headers: { ...headers, 'Retry-After': '5' } });
	}
};

export const config: Config = { path: '/api/health', method: 'GET' };
