import type { Config } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { issueChallenge } from '../src/lib/requests/captcha.ts';
import { failure, json } from '../src/lib/requests/http.ts';
import { readSettings } from '../src/lib/requests/settings.ts';

/** Issues a signed, expiring ALTCHA challenge for the form widget (`challengeurl="/api/captcha"`). */
export default async (req: Request): Promise<Response> => {
	if (req.method !== 'GET') return failure(405, 'request.error.methodNotAllowed', { headers: { Allow: 'GET' } });
	return json(await issueChallenge(readSettings(process.env, site).captcha));
};

export const config: Config = {
	path: '/api/captcha',
	rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
