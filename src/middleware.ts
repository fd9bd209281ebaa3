import { defineMiddleware } from 'astro:middleware';
import { recordInlineScripts } from './lib/security/script-hashes.ts';

/**
 * At build, notes the inline scripts of each rendered page for the Content-Security-Policy (see
 * `inlineScriptHashes`); the page's bytes pass through unchanged. Pages served on demand do not
 * exist: the site is static.
 */
export const onRequest = defineMiddleware(async (context, next) => {
	const response = await next();
	if (!context.isPrerendered || !(response.headers.get('content-type') ?? 'text/html').startsWith('text/html')) return response;
	const body = new Uint8Array(await response.arrayBuffer());
	recordInlineScripts(body);
	return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
});
