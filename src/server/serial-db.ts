import { connect, createServer, type Socket } from 'node:net';

/**
 * A gateway in front of the local emulated database that lets one connection at a time run its
 * statements, up to the end of its transaction: local runs only (`serve.ts`), never on Netlify.
 *
 * Why: the emulator (`@netlify/database-dev`: PGlite behind a Postgres wire-protocol socket) runs
 * every connection in one shared session, while the functions' calls each have a connection of
 * their own (warm, a pool's; under FUNCTIONS=dev, a worker's with a pg pool of its own). Two calls
 * at the same moment then mix their transactions:
 * one's BEGIN joins the other's, one's ROLLBACK undoes the other's rows (seen as
 * `outbox_request_id_fkey` errors). Netlify Database gives each connection its own session.
 *
 * How: the gateway passes the bytes through unchanged and reads only the server's ReadyForQuery
 * messages, which tell whether the session is idle ('I'), in a transaction ('T') or in a failed
 * one ('E'). A connection takes the turn when it sends a statement and gives it back at the next
 * ReadyForQuery 'I', so a transaction runs whole before another connection's first statement. A
 * connection that goes away in the middle of a transaction is rolled back before the turn passes.
 */

/** The one turn to use the database, handed out first come, first served. */
export type Turn = { acquire(): Promise<void>; release(): void };

/** A turn for one holder at a time. */
export function createTurn(): Turn {
	let busy = false;
	const waiting: (() => void)[] = [];
	return {
		acquire: () => (busy ? new Promise<void>((resolve) => waiting.push(resolve)) : ((busy = true), Promise.resolve())),
		release: () => {
			const next = waiting.shift();
			if (next) next();
			else busy = false;
		},
	};
}

/**
 * Reads a stream of server (backend) messages in chunks of any size and returns the transaction
 * status of each ReadyForQuery ('Z') completed by a chunk. `skip` bytes come first that are no
 * message (the one-byte answer to an SSL or GSS encryption request).
 * @example readyStatuses()(Uint8Array.of(0x5a, 0, 0, 0, 5, 0x49)) // => ['I']
 */
export function readyStatuses(skip = 0): (chunk: Uint8Array) => string[] {
	const head = new Uint8Array(6);
	let have = 0;
	return (chunk) => {
		const statuses: string[] = [];
		for (let at = 0; at < chunk.length; ) {
			if (skip > 0) {
				const n = Math.min(skip, chunk.length - at);
				skip -= n;
				at += n;
				continue;
			}
			head[have++] = chunk[at++]!;
			// A ReadyForQuery needs its status byte too; any other message only its type and length.
			if (have < 5 || (head[0] === 0x5a && have < 6)) continue;
			const length = new DataView(head.buffer).getInt32(1);
			if (head[0] === 0x5a) statuses.push(String.fromCharCode(head[5]!));
			skip = length - (have - 1);
			have = 0;
		}
		return statuses;
	};
}

/** The client's first packet asks for SSL or GSS encryption (answered with one byte, not a message). */
const isEncryptionRequest = (chunk: Uint8Array) => {
	if (chunk.length < 8) return false;
	const view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
	return view.getInt32(0) === 8 && [80877103, 80877104].includes(view.getInt32(4));
};
/** The client ends the connection (Terminate). */
const isTerminate = (chunk: Uint8Array) => chunk.length === 5 && chunk[0] === 0x58;
/** A simple-protocol ROLLBACK. */
const rollback = (() => {
	const sql = Buffer.from('ROLLBACK\0');
	const message = Buffer.alloc(5 + sql.length);
	message.write('Q', 0, 'latin1');
	message.writeInt32BE(4 + sql.length, 1);
	sql.copy(message, 5);
	return message;
})();

/** Relays one client connection to the database, taking the turn for each of its transactions. */
function relay(client: Socket, target: { host: string; port: number }, turn: Turn): void {
	const upstream = connect(target.port, target.host);
	client.setNoDelay(true);
	upstream.setNoDelay(true);
	let statuses = readyStatuses();
	let firstPacket = true;
	let started = false; // the first ReadyForQuery ends the start-up, which needs no turn
	let holding = false;
	let idle = true;
	let inFlight = false;
	let ending = false;
	let queue = Promise.resolve();
	const giveBack = () => {
		if (!holding) return;
		holding = false;
		turn.release();
	};
	// Once the client is gone: roll back a transaction it left open, then pass the turn on and close.
	const settle = () => {
		if (!ending || inFlight) return;
		if (holding && !idle && !upstream.destroyed) {
			inFlight = true;
			upstream.write(rollback);
			return;
		}
		giveBack();
		upstream.end();
	};
	const end = () => {
		queue = queue.then(() => {
			ending = true;
			settle();
		});
	};
	client.on('data', (chunk: Buffer) => {
		if (firstPacket && isEncryptionRequest(chunk)) statuses = readyStatuses(1);
		firstPacket = false;
		if (isTerminate(chunk)) return end();
		queue = queue.then(async () => {
			if (started && !holding) {
				await turn.acquire();
				holding = true;
			}
			if (upstream.destroyed) return giveBack();
			inFlight = true;
			upstream.write(chunk);
		});
	});
	upstream.on('data', (chunk: Buffer) => {
		if (!client.destroyed) client.write(chunk);
		for (const status of statuses(chunk)) {
			started = true;
			inFlight = false;
			idle = status === 'I';
			if (idle && !ending) giveBack();
		}
		settle();
	});
	client.on('close', end);
	client.on('error', () => client.destroy());
	upstream.on('error', () => upstream.destroy());
	upstream.on('close', () => {
		giveBack();
		client.destroy();
	});
}

/** The running gateway: its connection string, and how to stop it. */
export type SerialGateway = { url: string; stop(): Promise<void> };

/**
 * Starts the gateway on a loopback port (`port`, or a free one when 0) in front of the database of
 * `databaseUrl`; its URL is the database's with the gateway's address.
 */
export async function startSerialGateway(databaseUrl: string, port = 0): Promise<SerialGateway> {
	const database = new URL(databaseUrl);
	const target = { host: database.hostname, port: Number(database.port) };
	const turn = createTurn();
	const sockets = new Set<Socket>();
	const server = createServer((client) => {
		sockets.add(client);
		client.on('close', () => sockets.delete(client));
		relay(client, target, turn);
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => resolve());
	});
	const url = new URL(databaseUrl);
	url.hostname = '127.0.0.1';
	url.port = String((server.address() as { port: number }).port);
	return {
		url: url.href,
		stop: () =>
			new Promise<void>((resolve) => {
				for (const socket of sockets) socket.destroy();
				server.close(() => resolve());
			}),
	};
}
