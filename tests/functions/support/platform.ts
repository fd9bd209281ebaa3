import { noDelayOn } from '../../../src/server/db-sockets.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { NetlifyDB } from '@netlify/database-dev';
import { SMTPServer } from 'smtp-server';
import { closePools } from '../../../src/lib/requests/db.ts';

/**
 * Test platform for the request functions: the emulated Netlify Database (PGlite) and Blobs with
 * the project's migrations applied, and a real SMTP server on a loopback port that collects what it
 * receives.
 */

/** The emulated platform of one test file. */
export type Platform = { root: string; stop(): Promise<void> };

/**
 * Starts an in-memory emulated database (the NetlifyDB that `@netlify/dev` runs, from its pinned
 * dependency `@netlify/database-dev`; `@netlify/dev` itself always keeps the database on disk,
 * which costs ~40 ms per write) with the migrations applied, and a Blobs server; points
 * NETLIFY_DB_URL and the Blobs context at them.
 */
export async function startPlatform(): Promise<Platform> {
	process.env.USER ??= 'postgres';
	const root = await mkdtemp(join(tmpdir(), 'requests-'));
	const db = new NetlifyDB({ logger: () => undefined });
	process.env.NETLIFY_DB_URL = await db.start();
	noDelayOn(db);
	await db.applyMigrations(join(import.meta.dirname, '../../../src/db/migrations'));
	const token = 'test-blobs-token';
	const blobs = new BlobsServer({ directory: join(root, 'blobs'), token, logger: () => undefined });
	const { port } = await blobs.start();
	setEnvironmentContext({ siteID: 'test-site', token, edgeURL: `http://localhost:${port}`, uncachedEdgeURL: `http://localhost:${port}` });
	return {
		root,
		async stop() {
			await closePools();
			await blobs.stop();
			await db.stop();
			await rm(root, { recursive: true, force: true });
		},
	};
}

/** A mail as the SMTP server received it. */
export type ReceivedMail = {
	envelope: { from: string; to: string[] };
	raw: string;
	headers: Record<string, string>;
	text: string;
	html: string;
	attachments: { contentType: string; filename: string; size: number }[];
	/** The attachments' decoded bytes, by file name. */
	files: Record<string, Buffer>;
};

/** A running SMTP server and the mails it received. */
export type SmtpSink = {
	port: number;
	mails: ReceivedMail[];
	/** Answer the next DATA commands with this SMTP error code (e.g. 550), or normally when null. */
	failWith: number | null;
	/** The password AUTH accepts (user `agency`), when one is set; any other gets 535 5.7.8. */
	password?: string;
	/** Answer the next MAIL FROM commands with this SMTP error code (530: log in first; 550: sender refused), or normally when null. */
	failSenderWith: number | null;
	stop(): Promise<void>;
};

/** Finds a free loopback port (nothing listens on it once this returns). */
export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once('error', reject);
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => resolve(port));
		});
	});
}

/** Starts an SMTP server on a loopback port (a given one, or a free one). */
export async function startSmtp(port = 0): Promise<SmtpSink> {
	const sink: SmtpSink = { port, mails: [], failWith: null, failSenderWith: null, stop: async () => undefined };
	const server = new SMTPServer({
		authOptional: true,
		disableReverseLookup: true,
		disabledCommands: ['STARTTLS'],
		allowInsecureAuth: true,
		logger: false,
		onAuth(auth, _session, callback) {
			if (sink.password !== undefined && (auth.username !== 'agency' || auth.password !== sink.password)) {
				return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
			}
			callback(null, { user: auth.username });
		},
		onMailFrom(_address, _session, callback) {
			if (sink.failSenderWith !== null) return callback(Object.assign(new Error('sender refused by the test server'), { responseCode: sink.failSenderWith }));
			callback();
		},
		onData(stream, session, callback) {
			const chunks: Buffer[] = [];
			stream.on('data', (chunk: Buffer) => chunks.push(chunk));
			stream.on('end', () => {
				if (sink.failWith !== null) {
					const error = Object.assign(new Error('refused by the test server'), { responseCode: sink.failWith });
					return callback(error);
				}
				const raw = Buffer.concat(chunks).toString('utf8');
				const envelope = {
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					to: session.envelope.rcptTo.map((r) => r.address),
				};
				sink.mails.push({ envelope, raw, ...parseMail(raw) });
				callback();
			});
		},
	});
	server.server.on('connection', (socket: Socket) => socket.setNoDelay(true));
	await new Promise<void>((resolve, reject) => {
		server.server.once('error', reject);
		server.listen(port, '127.0.0.1', () => resolve());
	});
	sink.port = (server.server.address() as { port: number }).port;
	sink.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
	return sink;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
export function decodeWords(value: string): string {
	return value
		.replace(/\?=\s+=\?/g, '?==?')
		.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, encoding: string, text: string) =>
			encoding.toUpperCase() === 'B'
				? Buffer.from(text, 'base64').toString('utf8')
				: decodeQuotedPrintable(text.replace(/_/g, ' ')),
		);
}

/** Decodes quoted-printable text (soft line breaks included) as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
	const joined = text.replace(/=\r?\n/g, '');
	const bytes: number[] = [];
	for (let i = 0; i < joined.length; i++) {
		const hex = joined.slice(i + 1, i + 3);
		if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
			bytes.push(parseInt(hex, 16));
			i += 2;
		} else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
	}
	return Buffer.from(bytes).toString('utf8');
}

/** Splits a header block into lowercased names and decoded values. */
function parseHeaders(block: string): Record<string, string> {
	const headers: Record<string, string> = {};
	for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
		const colon = line.indexOf(':');
		if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
	}
	return headers;
}

/** Decodes a MIME part body by its transfer encoding. */
function decodeBody(body: string, encoding = ''): string {
	if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
	if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
	return body;
}

/** Splits a raw mail into headers and, walking multipart bodies, its text, HTML and attachments. */
export function parseMail(raw: string): Omit<ReceivedMail, 'envelope' | 'raw'> {
	const result = { headers: {}, text: '', html: '', attachments: [], files: {} } as Omit<ReceivedMail, 'envelope' | 'raw'>;
	const walk = (entity: string, top: boolean) => {
		const split = entity.search(/\r?\n\r?\n/);
		const headers = parseHeaders(split < 0 ? entity : entity.slice(0, split));
		const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
		if (top) result.headers = headers;
		const type = headers['content-type'] ?? 'text/plain';
		const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
		if (/^multipart\//i.test(type) && boundary) {
			const parts = body.split(`--${boundary}`).slice(1);
			for (const part of parts) if (!part.startsWith('--')) walk(part.replace(/^\r?\n/, ''), false);
			return;
		}
		const disposition = headers['content-disposition'] ?? '';
		if (/attachment/i.test(disposition)) {
			const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
			const encoding = headers['content-transfer-encoding'] ?? '';
			const bytes = /base64/i.test(encoding) ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(decodeBody(body.replace(/\r?\n$/, ''), encoding), 'utf8');
			result.attachments.push({ contentType: type.split(';')[0]!.trim(), filename, size: bytes.length });
			result.files[filename] = bytes;
		} else if (/^text\/html/i.test(type)) result.html = decodeBody(body, headers['content-transfer-encoding']);
		else if (/^text\/plain/i.test(type)) result.text = decodeBody(body, headers['content-transfer-encoding']);
	};
	walk(raw, true);
	return result;
}

/** Waits until `check` is true, polling every 20 ms, for at most `ms`. */
export async function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
	const start = Date.now();
	while (!check()) {
		if (Date.now() - start > ms) throw new Error('timed out waiting');
		await new Promise((r) => setTimeout(r, 20));
	}
}
