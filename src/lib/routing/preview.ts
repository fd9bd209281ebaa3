/**
 * Preview mode (spec §2: a path containing "preview" means preview mode).
 *
 * Choices where the spec is silent: only the path is looked at (not the query or hash), letters
 * compare case-insensitively and percent-escapes are decoded first, so `/Preview/` and
 * `/%70review/` count. A full URL is accepted and reduced to its path.
 */

/**
 * Tells whether a path (or URL) puts the site in preview mode.
 * @example isPreviewPath('/preview/fr/a-vendre/') // => true
 * @example isPreviewPath('/for-sale/?q=preview') // => false
 */
export function isPreviewPath(pathname: string): boolean {
	let path: string;
	try {
		path = new URL(pathname, 'http://preview.invalid').pathname;
	} catch {
		path = pathname.split(/[?#]/)[0] ?? '';
	}
	let decoded = path;
	try {
		decoded = decodeURIComponent(path);
	} catch {
		// a malformed escape: look at the raw path
	}
	return decoded.toLowerCase().includes('preview');
}
