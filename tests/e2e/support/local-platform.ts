import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getDatabase } from '@netlify/database';
import type { APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * What the browser tests read of the served site's platform: its emulated database (through the
 * server's gateway on E2E_DB_PORT, so a test's queries wait their turn like the functions'), the
 * mails the server wrote to E2E_MAIL_DIR, and captchas solved as the form widget solves them.
 */

type Pool = { query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>; end(): Promise<void> };
let pool: Pool | undefined;

/** Runs a query on the served site's database. */
export async function query<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
	const port = process.env.E2E_DB_PORT;
	if (!port) throw new Error('E2E_DB_PORT is not set (playwright.config.ts sets it)');
	pool ??= getDatabase({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` }).pool as unknown as Pool;
	return (await pool.query<T>(text, params)).rows;
}

/** Closes the database connections of this worker. */
export async function closeDatabase(): Promise<void> {
	await pool?.end();
	pool = undefined;
}

/** The `.eml` file the server wrote for an outbox row, once it is there (it is written after the answer). */
export async function writtenMail(outboxId: number, timeoutMs = 60_000): Promise<string> {
	const file = join(process.env.E2E_MAIL_DIR ?? '', `outbox-${outboxId}.eml`);
	for (const start = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 250))) {
		const text = await readFile(file, 'utf8').catch(() => null);
		if (text?.includes('\n--') && text.trimEnd().endsWith('--')) return text;
		if (Date.now() - start > timeoutMs) throw new Error(`no mail file ${file}`);
	}
}

/** The plain-text part of a raw mail, decoded (quoted-printable or base64). */
export function textOf(raw: string): string {
	const part = raw.split(/\r?\n--[^\r\n]+/).find((p) => /^content-type: text\/plain/im.test(p));
	if (!part) throw new Error('no text part');
	const split = part.search(/\r?\n\r?\n/);
	const head = part.slice(0, split);
	const body = part.slice(split).trim();
	if (/^content-transfer-encoding: base64/im.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
	if (!/^content-transfer-encoding: quoted-printable/im.test(head)) return body;
	const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
	return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The bytes of the attachment named `filename` in a raw mail (base64 part). */
export function attachmentOf(raw: string, filename: string): Buffer {
	const part = raw.split(/\r?\n--[^\r\n]+/).find((p) => new RegExp(`filename="?${filename.replace(/\./g, '\\.')}"?`).test(p));
	if (!part) throw new Error(`no attachment ${filename}`);
	const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
	return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

/** A captcha answer as the form widget sends it: a challenge of the site, solved. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
	const challenge = (await (await request.get('/api/captcha', { timeout: 120_000 })).json()) as Challenge & { codeChallenge?: unknown };
	const solution = await solveChallenge({ challenge, deriveKey });
	if (!solution) throw new Error('captcha not solved');
	const { codeChallenge: _unused, ...rest } = challenge;
	return Buffer.from(JSON.stringify({ challenge: rest, solution })).toString('base64');
}
