import { httpUrlOf, type Env } from './env-values.ts';

/**
 * What the environment says of the deploy whose static files (listing facts, site settings) the
 * functions read: `SITE_FILES_URL`, or a `DEPLOY_URL` where one is set (a build, `netlify dev`);
 * Netlify's runtime gives a function only `URL`, `SITE_NAME` and `SITE_ID` of its variables, so
 * there the deploy is named by its site's name and the deploy id of the function's context.
 */
export type DeployFiles = { explicit: URL | null; siteName: string | null; siteAddress: URL | null };

/** Reads `DeployFiles` from the environment. */
export function deployFilesOf(env: Env): DeployFiles {
	return { explicit: httpUrlOf(env.SITE_FILES_URL) ?? httpUrlOf(env.DEPLOY_URL), siteName: env.SITE_NAME?.trim() || null, siteAddress: httpUrlOf(env.URL) };
}

/**
 * A Netlify deploy's permalink, which serves that deploy's files for as long as it exists (a deploy
 * preview's, a branch deploy's, or the published one's); null without a site name and deploy id of
 * the forms Netlify gives.
 * @example deployPermalinkOf('immo-drieland', '6757e6a1b2c3d4e5f6a7b8c9')?.href // => 'https://6757e6a1b2c3d4e5f6a7b8c9--immo-drieland.netlify.app/'
 */
export function deployPermalinkOf(siteName: string | null, deployId: string | undefined): URL | null {
	if (!siteName || !deployId || !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(siteName) || !/^[a-f0-9]{8,64}$/i.test(deployId)) return null;
	return new URL(`https://${deployId.toLowerCase()}--${siteName.toLowerCase()}.netlify.app/`);
}

/**
 * Where a function reads its deploy's static files: `SITE_FILES_URL` or `DEPLOY_URL`, else the
 * permalink of the deploy the function belongs to (its context's deploy id), else `URL` (the
 * published deploy), else the site address of the function's context; null without any.
 * @example filesUrlOf({ explicit: null, siteName: 'immo', siteAddress: new URL('https://immo.example') }, 'abc12345')?.href // => 'https://abc12345--immo.netlify.app/'
 */
export function filesUrlOf(files: DeployFiles, deployId?: string, contextSite: URL | null = null): URL | null {
	return files.explicit ?? deployPermalinkOf(files.siteName, deployId) ?? files.siteAddress ?? contextSite;
}
