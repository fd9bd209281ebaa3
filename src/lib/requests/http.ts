import type { FieldIssues, RequestMessageKey } from '../../schemas/requests/index.ts';
import { missingSecretsLine } from './deploy-secrets.ts';
import { filesUrlOf } from './deploy-files.ts';
import type { RequestSettings } from './settings.ts';

/**
 * HTTP edge of the request functions: security headers, JSON answers, and the checks that run
 * before a body is parsed (method 405, Origin 403, content type 415, size 413, syntax 400).
 * netlify.toml [[headers]] do not reach functions, so every answer carries its own headers.
 */

/** Headers on every answer of a request function. */
export const securityHeaders = {
	'Cache-Control': 'no-store',
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'no-referrer',
} as const;

/** What the request functions use of Netlify's function context. */
export type RequestContext = { ip?: string; waitUntil?: (promise: Promise<unknown>) => void; site?: { url?: string }; deploy?: { id?: string } };

/** Seconds a visitor is asked to wait when the database cannot be reached. */
export const unavailableRetryAfter = '30';

/** The site's own address from Netlify's function context, when no environment variable names one. */
export function siteUrlOf(context: RequestContext): URL | null {
	try {
		return context.site?.url ? new URL(context.site.url) : null;
	} catch {
		return null;
	}
}

/** Where this function reads its deploy's static files (`filesUrlOf`), or null. */
export function filesUrlFor(settings: Pick<RequestSettings, 'deployFiles'>, context: RequestContext | undefined): URL | null {
	return filesUrlOf(settings.deployFiles, context?.deploy?.id, context ? siteUrlOf(context) : null);
}

/** Largest JSON body accepted (64 KiB: the longest form text is 2,000 characters). */
export const maxJsonBytes = 64 * 1024;
/** Largest multipart body accepted: a 4 MiB CV plus the form and the multipart framing. */
export const maxMultipartBytes = 4 * 1024 * 1024 + 64 * 1024;

/** Answers with a JSON body, the security headers and any extra header. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
	return Response.json(body, { status, headers: { ...securityHeaders, ...headers } });
}

/** Answers with a failure: its message key, and the field issues for a 422. */
export function failure(status: number, error: RequestMessageKey, extra: { issues?: FieldIssues; params?: Record<string, string>; headers?: Record<string, string> } = {}): Response {
	return json({ ok: false, error, ...(extra.issues ? { issues: extra.issues } : {}), ...(extra.params ? { params: extra.params } : {}) }, status, extra.headers);
}

/**
 * The origins a form may be posted from: the configured ones, and the request's own (a page of the
 * host the function answers on: a deploy preview, a branch deploy, the netlify.app address, whose
 * addresses a function cannot read from its environment on Netlify).
 */
export function allowedOrigins(req: Request, settings: Pick<RequestSettings, 'allowedOrigins'>): Set<string> {
	return new Set([...settings.allowedOrigins, new URL(req.url).origin]);
}

/** The media type of a Content-Type header, lowercased, without parameters. */
export function mediaTypeOf(contentType: string | null): string {
	return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** What kind of body an endpoint takes. */
export type BodyKind = 'json' | 'multipart';

/** The media type of each body kind. */
const mediaTypes: Record<BodyKind, string> = { json: 'application/json', multipart: 'multipart/form-data' };

/**
 * The body kind of a request by its content type, among those an endpoint takes; null for another.
 * @example bodyKindOf('multipart/form-data; boundary=x', ['json', 'multipart']) // => 'multipart'
 */
export function bodyKindOf(contentType: string | null, accepted: readonly BodyKind[]): BodyKind | null {
	const type = mediaTypeOf(contentType);
	return accepted.find((body) => mediaTypes[body] === type) ?? null;
}

/**
 * Refuses the requests of a Netlify deploy that lacks a secret (`missingSecrets`, decided in
 * `readSettings`): its functions would sign captchas and key the hashes of addresses (rate limits,
 * login throttle, visit marks) with the public development key. Logs the missing variables' names,
 * never a value, and answers 503 `request.error.notConfigured`; null on a deploy with its secrets
 * and on a local run, where the development key serves.
 */
export function refuseUnconfigured(settings: RequestSettings): Response | null {
	if (settings.missingSecrets.length === 0) return null;
	console.error(missingSecretsLine(settings.missingSecrets));
	return failure(503, 'request.error.notConfigured');
}

/**
 * Checks method, Origin, content type (one of the body kinds `accepted`) and declared size before
 * anything is read, then that the deploy has its secrets (`refuseUnconfigured`); returns the
 * failure answer, or null when the request may go on.
 */
export function guardRequest(req: Request, settings: RequestSettings, accepted: BodyKind | readonly BodyKind[]): Response | null {
	if (req.method !== 'POST') return failure(405, 'request.error.methodNotAllowed', { headers: { Allow: 'POST' } });
	const origin = req.headers.get('origin');
	if (!origin || !allowedOrigins(req, settings).has(origin)) return failure(403, 'request.error.forbidden');
	const kinds = typeof accepted === 'string' ? [accepted] : accepted;
	const body = bodyKindOf(req.headers.get('content-type'), kinds);
	if (!body) return failure(415, 'request.error.unsupportedMediaType', { headers: { Accept: kinds.map((kind) => mediaTypes[kind]).join(', ') } });
	const declared = req.headers.get('content-length');
	if (declared !== null && Number(declared) > maxBytesOf(body)) return failure(413, 'request.error.tooLarge');
	return refuseUnconfigured(settings);
}

/** The body size limit of a body kind. */
export function maxBytesOf(body: BodyKind): number {
	return body === 'json' ? maxJsonBytes : maxMultipartBytes;
}

/** Thrown when a body turns out larger than allowed while it is read. */
export class BodyTooLargeError extends Error {}

/** Reads the whole body, stopping as soon as it exceeds `maxBytes` (a missing or false Content-Length cannot get past it). */
export async function readBody(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
	if (!req.body) return new Uint8Array();
	const chunks: Uint8Array[] = [];
	let size = 0;
	const reader = req.body.getReader();
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		// Stop reading at once; the runtime drops the rest of the body with the request.
		if (size > maxBytes) throw new BodyTooLargeError();
		chunks.push(value);
	}
	const bytes = new Uint8Array(size);
	let offset = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return bytes;
}

/** Parses a UTF-8 JSON body that must be an object; null when it is not. */
export function parseJsonObject(bytes: Uint8Array): Record<string, unknown> | null {
	try {
		const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
		return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
	} catch {
		return null;
	}
}

/** Parses a multipart body already read into memory; null when it is malformed. */
export async function parseMultipart(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData | null> {
	try {
		return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
	} catch {
		return null;
	}
}
