import { NetlifyDB } from '@netlify/database-dev';
import { getDatabase } from '@netlify/database';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSerialGateway, type SerialGateway } from '../../src/server/serial-db.ts';

/**
 * The local server's database gateway (`src/server/serial-db.ts`) against the emulated database:
 * clients that each hold their own connection, as the functions' workers do, run transactions at
 * the same moment (a request row, a pause, its outbox row, then COMMIT or ROLLBACK), and every
 * committed one is stored whole while every rolled-back one leaves nothing. Straight to the
 * emulator, where all connections share one session, the same runs mix their transactions.
 */

type Client = { query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>; release(destroy?: boolean): void };
type Pool = { connect(): Promise<Client>; end(): Promise<void> };

let db: NetlifyDB;
let gateway: SerialGateway;
const pools: Pool[] = [];

beforeAll(async () => {
	process.env.USER ??= 'postgres';
	db = new NetlifyDB({ logger: () => undefined });
	gateway = await startSerialGateway(await db.start());
	await db.exec(`CREATE TABLE request (id serial PRIMARY KEY, label text NOT NULL);
		CREATE TABLE mail (id serial PRIMARY KEY, request_id integer NOT NULL REFERENCES request (id))`);
}, 60_000);

afterAll(async () => {
	await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
	await gateway?.stop();
	await db?.stop();
});

/** A client with a connection of its own, like one function call's pool. */
async function connectOwn(): Promise<Client> {
	const pool = getDatabase({ connectionString: gateway.url }).pool as unknown as Pool;
	pools.push(pool);
	return pool.connect();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('concurrent transactions of separate connections are each stored whole, or not at all', async () => {
	const runs = Array.from({ length: 12 }, (_, i) => ({ label: `r${i}`, commit: i % 3 !== 0 }));
	const outcomes = await Promise.allSettled(
		runs.map(async ({ label, commit }, i) => {
			const client = await connectOwn();
			try {
				await client.query('BEGIN');
				const { rows } = await client.query<{ id: number }>('INSERT INTO request (label) VALUES ($1) RETURNING id', [label]);
				await pause((i * 7) % 25);
				await client.query('INSERT INTO mail (request_id) VALUES ($1)', [rows[0]!.id]);
				await client.query(commit ? 'COMMIT' : 'ROLLBACK');
			} finally {
				client.release();
			}
		}),
	);
	expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
	const stored = await db.query<{ label: string; mails: number }>(
		'SELECT r.label, count(m.id)::int AS mails FROM request r LEFT JOIN mail m ON m.request_id = r.id GROUP BY r.label ORDER BY r.label',
	);
	const committed = runs.filter((r) => r.commit).map((r) => ({ label: r.label, mails: 1 }));
	expect(stored.rows).toEqual(committed.sort((a, b) => a.label.localeCompare(b.label)));
}, 60_000);

test('a client that goes away inside its transaction is rolled back, and the others go on', async () => {
	const gone = await connectOwn();
	await gone.query('BEGIN');
	await gone.query("INSERT INTO request (label) VALUES ('abandoned')");
	const other = await connectOwn();
	// The other client waits for its turn while the first one's transaction is open.
	const waiting = other.query<{ n: number }>("SELECT count(*)::int AS n FROM request WHERE label = 'abandoned'");
	gone.release(true);
	expect((await waiting).rows).toEqual([{ n: 0 }]);
	await other.query("INSERT INTO request (label) VALUES ('after')");
	other.release();
	expect((await db.query<{ label: string }>("SELECT label FROM request WHERE label IN ('abandoned', 'after')")).rows).toEqual([{ label: 'after' }]);
}, 60_000);
