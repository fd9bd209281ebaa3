import { describe, expect, test } from 'vitest';
import { isNetlifyDeploy, missingSecrets } from '../../../src/lib/requests/deploy-secrets.ts';

describe('secrets of a deploy: the public development key serves a local run only', () => {
	test.each([
		{ env: {}, deploy: false },
		{ env: { CONTEXT: 'production' }, deploy: true },
		{ env: { CONTEXT: 'deploy-preview' }, deploy: true },
		{ env: { CONTEXT: 'branch-deploy' }, deploy: true },
		{ env: { CONTEXT: 'dev' }, deploy: false },
		{ env: { NETLIFY: 'true' }, deploy: true },
		{ env: { SITE_ID: 'abc' }, deploy: true },
		{ env: { SITE_ID: 'abc', NETLIFY_DEV: 'true' }, deploy: false },
		{ env: { CONTEXT: 'production', NETLIFY_LOCAL: 'true' }, deploy: false },
	])('$env is a Netlify deploy: $deploy', ({ env, deploy }) => {
		expect(isNetlifyDeploy(env)).toBe(deploy);
	});

	test.each([
		{ env: {}, missing: [] },
		{ env: { CONTEXT: 'production' }, missing: ['CAPTCHA_HMAC_KEY', 'SESSION_SECRET'] },
		{ env: { CONTEXT: 'production', CAPTCHA_HMAC_KEY: '  ' }, missing: ['CAPTCHA_HMAC_KEY', 'SESSION_SECRET'] },
		{ env: { CONTEXT: 'production', SESSION_SECRET: 's' }, missing: ['CAPTCHA_HMAC_KEY'] },
		{ env: { CONTEXT: 'production', CAPTCHA_HMAC_KEY: 'k' }, missing: [] },
	])('$env lacks $missing', ({ env, missing }) => {
		expect(missingSecrets(env)).toEqual(missing);
	});
});
