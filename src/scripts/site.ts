/**
 * The script of every page, one file for the parts every page has: the cookie banner, the
 * favourites (the header's count, the hearts of cards and listings), the header, and the forms
 * drawn when they come near the viewport (the footer's newsletter on every page, a listing's
 * requests). One entry instead of one per component: a page asks for two JavaScript files before
 * its own islands, this one and the small modules it shares with them.
 */
import { wireConsent } from './consent.ts';
import { watchDeferredForms } from './deferred-forms.ts';
import { wireFavourites } from './favourites.ts';
import { wireHeader } from './header.ts';

wireConsent();
wireFavourites();
wireHeader();
watchDeferredForms();
