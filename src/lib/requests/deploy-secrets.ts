/**
 * The secrets a deploy must set. Without `CAPTCHA_HMAC_KEY` the functions fall back on a key that
 * is public in the repository (`devCaptchaKey`): anyone could then sign captchas offline, and the
 * keyed hashes of IP addresses (rate limits, login throttle, visit counter) could be reversed. That
 * fallback is for a local run only: on a Netlify deploy the request, newsletter and owner functions
 * refuse to take requests (503 `request.error.notConfigured`, `refuseUnconfigured` in `http.ts`)
 * and `/api/health` names the missing variable.
 *
 * A Netlify deploy is told by what Netlify sets: `CONTEXT` (production, deploy-preview,
 * branch-deploy), `NETLIFY=true`, or `SITE_ID` (one of the variables Netlify gives its functions at
 * run time), unless `NETLIFY_DEV` or `NETLIFY_LOCAL` marks a local emulation.
 */

type Env = Record<string, string | undefined>;

/** The deploy contexts of a site served by Netlify (`CONTEXT`). */
const deployContexts: ReadonlySet<string> = new Set(['production', 'deploy-preview', 'branch-deploy']);

/** The secret variables a deploy checks, in the order they are named. */
export type SecretName = 'CAPTCHA_HMAC_KEY' | 'SESSION_SECRET';

/** Whether a variable is set to something other than blanks. */
const isSet = (value: string | undefined): boolean => (value ?? '').trim() !== '';

/**
 * Whether the functions run on a Netlify deploy rather than on a developer's machine.
 * @example isNetlifyDeploy({ CONTEXT: 'deploy-preview' }) // => true
 */
export function isNetlifyDeploy(env: Env): boolean {
	if (isSet(env.NETLIFY_DEV) || isSet(env.NETLIFY_LOCAL)) return false;
	return deployContexts.has(env.CONTEXT ?? '') || env.NETLIFY === 'true' || isSet(env.SITE_ID);
}

/**
 * The secrets a Netlify deploy lacks: `CAPTCHA_HMAC_KEY` when unset, and `SESSION_SECRET` when it
 * is unset too (it falls back on the captcha key). None off Netlify, where the development key serves.
 * @example missingSecrets({ CONTEXT: 'production' }) // => ['CAPTCHA_HMAC_KEY', 'SESSION_SECRET']
 */
export function missingSecrets(env: Env): SecretName[] {
	if (!isNetlifyDeploy(env) || isSet(env.CAPTCHA_HMAC_KEY)) return [];
	return isSet(env.SESSION_SECRET) ? ['CAPTCHA_HMAC_KEY'] : ['CAPTCHA_HMAC_KEY', 'SESSION_SECRET'];
}

/**
 * The log line of a request refused for a missing secret: the variables' names, never a value.
 * @example missingSecretsLine(['CAPTCHA_HMAC_KEY']) // => 'request refused: CAPTCHA_HMAC_KEY is not set on this deploy; set it in the Netlify environment variables (scope Functions)'
 */
export function missingSecretsLine(missing: readonly SecretName[]): string {
	return `request refused: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set on this deploy; set ${missing.length > 1 ? 'them' : 'it'} in the Netlify environment variables (scope Functions)`;
}
