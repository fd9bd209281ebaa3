import type { Locale } from '../../../i18n/locales.ts';

/**
 * The forms drawn only in the browser, once they come into view: every request form of a listing
 * (the open one too: without JavaScript none of them can be sent) and the footer's newsletter
 * sign-up. A listing page is built tens of thousands of times; these forms cost it no markup.
 */
export const deferredKinds = ['contact-property', 'appointment', 'documents', 'send-to-friend', 'offer', 'rental-application', 'newsletter'] as const;

/** A form drawn only in the browser. */
export type DeferredKind = (typeof deferredKinds)[number];

/**
 * Where the strings of every deferred form of a language are published: one small file the
 * browser caches, instead of a copy in each page.
 * @example formStringsPath('fr') // => '/form-strings/fr.json'
 */
export const formStringsPath = (locale: Locale) => `/form-strings/${locale}.json`;
