import type { Config, Context } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { readSettings } from '../src/lib/requests/settings.ts';
import { handleRequest } from '../src/lib/requests/submit.ts';

/** Testimonial, published after moderation: checks, validates, stores with its mail, answers (issue 5). */
export default async (req: Request, context: Context): Promise<Response> =>
	handleRequest('testimonial', req, context, readSettings(process.env, await siteOfDeploy(process.env, context, site)));

export const config: Config = {
	path: '/api/testimonial',
	// No `method`: every method reaches the handler, which answers 405 itself. Netlify's own limit
	// per IP and domain comes first; the handler keeps a Postgres counter per client too.
	rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
