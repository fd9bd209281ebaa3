import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { RequestSettings, SmtpSettings } from './settings.ts';

/**
 * Sends outbox mails through SMTP with nodemailer (any provider, from env), or, without SMTP
 * settings, renders them to `.eml` files so a developer can read what the agency would receive
 * (none on a Netlify deploy without `MAIL_DIR`, whose function folder is read-only).
 * Every header value passes `toHeaderValue`: CR, LF and NUL never reach a header.
 */

/** A mail ready to send: what the outbox row holds, attachments already loaded. */
export type OutgoingMail = {
	messageId: string;
	to: string;
	replyTo: string | null;
	subject: string;
	text: string;
	html: string;
	attachments: { filename: string; contentType: string; content: Buffer }[];
};

/** How one send attempt ended. */
export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

/** Timeouts of every SMTP phase (issue 5: 10 s). */
export const smtpTimeoutMs = 10_000;

/**
 * Removes CR, LF, NUL and Unicode line separators from a header value and trims it.
 * @example toHeaderValue('Jan\r\nBcc: x@y.be') // => 'Jan  Bcc: x@y.be'
 */
export function toHeaderValue(value: string): string {
	return value.replace(/[\r\n\0\u2028\u2029]/g, ' ').trim();
}

/** Builds a `"Name" <address>` header with both parts cleaned. */
export function toAddressHeader(name: string, address: string): string {
	const cleanName = toHeaderValue(name).replace(/["\\]/g, '');
	const cleanAddress = toHeaderValue(address).replace(/[<>\s,;"]/g, '');
	return cleanName ? `"${cleanName}" <${cleanAddress}>` : cleanAddress;
}

/** One plain address: no spaces, commas, brackets or quotes, exactly one @. */
const plainAddress = /^[^\s@,;<>"()]+@[^\s@,;<>"()]+$/;

/** Thrown when a stored recipient is not one plain address: the mail is never sent (permanent). */
export class BadRecipientError extends Error {
	readonly permanent = true;
}

/** Reads a stored `"Name" <address>` or bare address header into nodemailer's object form; null when it has another shape. */
export function parseAddressHeader(header: string): { name: string; address: string } | null {
	const clean = toHeaderValue(header);
	const named = /^"([^"]*)" <([^<>]+)>$/.exec(clean);
	const [name, address] = named ? [named[1]!, named[2]!] : ['', clean];
	return plainAddress.test(address) ? { name, address } : null;
}

/** The nodemailer message of an outgoing mail, every header value cleaned, recipients as single address objects. */
function toMessage(mail: OutgoingMail, from: string) {
	const to = toHeaderValue(mail.to);
	if (!plainAddress.test(to)) throw new BadRecipientError(`recipient is not one plain address: ${JSON.stringify(to)}`);
	return {
		from: toHeaderValue(from),
		to: { name: '', address: to },
		replyTo: (mail.replyTo && parseAddressHeader(mail.replyTo)) || undefined,
		subject: toHeaderValue(mail.subject),
		messageId: toHeaderValue(mail.messageId),
		text: mail.text,
		html: mail.html,
		attachments: mail.attachments.map((a) => ({ filename: toHeaderValue(a.filename), contentType: a.contentType, content: a.content })),
		disableUrlAccess: true,
		disableFileAccess: true,
	};
}

/** Opens an SMTP transport (one reused connection) with 10 s connection, greeting and socket timeouts. */
export function createSmtpTransport(smtp: SmtpSettings) {
	return nodemailer.createTransport({
		pool: true,
		maxConnections: 1,
		host: smtp.host,
		port: smtp.port,
		secure: smtp.secure,
		auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
		connectionTimeout: smtpTimeoutMs,
		greetingTimeout: smtpTimeoutMs,
		socketTimeout: smtpTimeoutMs,
	});
}

/** A transport that sends one mail at a time. */
export type Transport = { sendMail(message: ReturnType<typeof toMessage>): Promise<unknown>; close(): void };

/**
 * Tells whether an SMTP failure is permanent: a 5xx answer to the message or its recipients. A 5xx
 * about the agency's own settings is a setting to fix, not a bad mail, so it is retried (and
 * `/api/health` fails once a mail has waited too long): a refused login (535, `EAUTH`), a server
 * that wants one (530, answered to MAIL FROM when `SMTP_USER` is not set), and a refused sender
 * (`MAIL_FROM` not allowed: a 5xx to MAIL FROM, but for 552, the message's size).
 * @example isPermanentFailure({ responseCode: 550, command: 'RCPT TO' }) // => true
 * @example isPermanentFailure({ responseCode: 530, command: 'MAIL FROM' }) // => false
 */
export function isPermanentFailure(error: unknown): boolean {
	if (error instanceof BadRecipientError) return true;
	const { responseCode, code, command } = (error ?? {}) as { responseCode?: number; code?: string; command?: string };
	if (typeof responseCode !== 'number' || responseCode < 500 || responseCode >= 600) return false;
	if (code === 'EAUTH' || responseCode === 530) return false;
	return command !== 'MAIL FROM' || responseCode === 552;
}

/** Sends one mail through a transport and tells how it went. */
export async function sendMail(transport: Transport, mail: OutgoingMail, settings: RequestSettings['mail']): Promise<SendOutcome> {
	try {
		await transport.sendMail(toMessage(mail, settings.from));
		return { ok: true };
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		return { ok: false, permanent: isPermanentFailure(error), error: message.slice(0, 1000) };
	}
}

/** Renders a mail to `.eml` (RFC 822) text without sending it. */
export async function renderEml(mail: OutgoingMail, settings: RequestSettings['mail']): Promise<Buffer> {
	const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
	const info = await transport.sendMail(toMessage(mail, settings.from));
	return info.message as Buffer;
}

/**
 * Writes a mail as `<directory>/outbox-<id>.eml`; returns the path, or null when it cannot be
 * written or no folder is set (a Netlify deploy without `MAIL_DIR`).
 */
export async function writeEml(outboxId: number, mail: OutgoingMail, settings: RequestSettings['mail']): Promise<string | null> {
	if (settings.directory === null) return null;
	try {
		await mkdir(settings.directory, { recursive: true });
		const path = join(settings.directory, `outbox-${outboxId}.eml`);
		await writeFile(path, await renderEml(mail, settings));
		return path;
	} catch (error) {
		console.warn('could not write .eml file', error instanceof Error ? error.message : error);
		return null;
	}
}
