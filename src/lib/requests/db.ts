import { getConnectionString, getDatabase, MissingDatabaseConnectionError } from '@netlify/database';

/**
 * Postgres access of the request services: one pool per connection string, transactions, and the
 * errors that mean "the database cannot be reached" (answered 503 with Retry-After).
 *
 * The local emulator (`@netlify/dev`, PGlite behind a wire-protocol gateway) runs every client
 * connection in one shared session, so two connections would mix their transactions. On a loopback
 * database the pool therefore keeps a single connection: queries and transactions queue in order.
 * Between the local server's functions, each with a pool of its own (and under FUNCTIONS=dev each
 * call in a worker of its own), the server's database gateway (`src/server/serial-db.ts`) keeps
 * that order.
 * Managed Postgres gets a normal pool; correctness there rests on row locks and conditional updates.
 */

/** A query result as pg returns it. */
export type QueryResult<T> = { rows: T[]; rowCount: number | null };

/** Anything that runs a query: the pool or a client inside a transaction. */
export type Db = { query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>> };

type PoolClient = Db & { release(destroy?: boolean): void };
type Pool = Db & {
	connect(): Promise<PoolClient>;
	on(event: 'error', listener: (error: Error) => void): unknown;
	options?: { max?: number; connectionTimeoutMillis?: number; idleTimeoutMillis?: number };
};

const pools = new Map<string, Pool>();

/** The pool for the current `NETLIFY_DB_URL` (created on first use). */
export function getPool(): Pool {
	const url = getConnectionString();
	let pool = pools.get(url);
	if (!pool) {
		pool = getDatabase({ connectionString: url }).pool as unknown as Pool;
		if (pool.options) {
			const loopback = isLoopbackUrl(url);
			// The timeout also bounds the wait for a free connection: with one emulator connection,
			// a burst of requests queues behind it, so that wait may be longer there.
			pool.options.connectionTimeoutMillis = loopback ? 30_000 : 5_000;
			pool.options.idleTimeoutMillis = 5_000;
			if (loopback) pool.options.max = 1;
		}
		pool.on('error', (error) => console.error('database pool error', error.message));
		pools.set(url, pool);
	}
	return pool;
}

/** Tells whether a connection string points at the local machine (the emulator). */
function isLoopbackUrl(url: string): boolean {
	try {
		const host = new URL(url).hostname;
		return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
	} catch {
		return false;
	}
}

/** Runs `fn` in one transaction: COMMIT when it returns, ROLLBACK when it throws. */
export async function withTransaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
	const client = await getPool().connect();
	let broken = false;
	try {
		await client.query('BEGIN');
		const result = await fn(client);
		await client.query('COMMIT');
		return result;
	} catch (error) {
		await client.query('ROLLBACK').catch(() => {
			broken = true;
		});
		throw error;
	} finally {
		client.release(broken);
	}
}

const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/**
 * Tells whether an error means the database cannot be reached now (no URL, refused, timed out,
 * connection lost, server shutting down or out of connections), as opposed to a query error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
	if (error instanceof MissingDatabaseConnectionError) return true;
	if (!(error instanceof Error)) return false;
	const code = (error as { code?: unknown }).code;
	if (typeof code === 'string' && (connectionCodes.has(code) || /^(08|53|57P)/.test(code))) return true;
	if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
	return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(error.message);
}

/** Closes every pool (for tests and command-line tools that end the process). */
export async function closePools(): Promise<void> {
	const all = [...pools.values()];
	pools.clear();
	await Promise.all(all.map((pool) => (pool as unknown as { end(): Promise<void> }).end().catch(() => undefined)));
}
