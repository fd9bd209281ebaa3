import type { Server, Socket } from 'node:net';
import type { NetlifyDB } from '@netlify/database-dev';

/**
 * Turns Nagle's algorithm off on the connections of the emulated Netlify Database. Its socket
 * server leaves it on and writes each message of a parameterized query (Parse, Bind, Describe,
 * Execute, Sync) on its own, so with Nagle on every such query waits for the client's delayed ACK
 * (about 40 ms on Linux); Postgres itself flushes its answers once at Sync. The hook is on a
 * private field of NetlifyDB: it throws when that field is gone, so an upgrade cannot slow every
 * query again unnoticed. Call it after `db.start()`.
 */
export function noDelayOn(db: NetlifyDB): void {
	const server = (db as unknown as { server?: Server }).server;
	if (!server) throw new Error('NetlifyDB has no socket server: cannot turn Nagle off');
	server.on('connection', (socket: Socket) => socket.setNoDelay(true));
}
