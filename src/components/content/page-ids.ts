/**
 * Binds the page id registry (`src/lib/content/page-ids.ts`) to a page render: one registry per
 * `Astro.locals`, the object Astro creates for each page, so every body and form region of a page
 * asks the same one, and the chrome's ids stay the chrome's.
 */
import { createIdRegistry, type IdRegistry } from '../../lib/content/page-ids.ts';

/**
 * Ids the layout, the chrome and the scripts write or look up on every page (or beside article
 * bodies), which a body heading must not take ("## Cookie settings" would otherwise be a second
 * `#cookie-settings`, the footer button `src/scripts/consent.ts` finds). `form-root` is the contact
 * form's region, which the favourites link to (`/en/contact/?ids=…#form-root`); it is claimed by
 * its owner, `FormShell.astro`. `tests/unit/content/page-ids.test.ts` holds the list to the sources.
 */
export const chromeIds: readonly string[] = [
	'top',
	'main',
	'site-menu',
	'consent-title',
	'consent-dialog-title',
	'consent-dialog-intro',
	'fav-prompt-title',
	'fav-prompt-text',
	'cookie-settings',
	'request-newsletter-title',
	'search-title',
	'search-input',
	'search-input-listbox',
	'banner-strip',
	'others-title',
	'form-root',
];

const registries = new WeakMap<object, IdRegistry>();

/** The id registry of the page being rendered (pass `Astro.locals`). */
export function pageIdsOf(locals: object): IdRegistry {
	let ids = registries.get(locals);
	if (!ids) registries.set(locals, (ids = createIdRegistry(chromeIds)));
	return ids;
}
