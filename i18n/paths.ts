import type { Locale } from './locales.ts';

/** A site path: starts and ends with a slash. */
export type SlashPath = `/${string}`;

/** The languages whose paths carry a prefix. */
export type OtherLocale = Exclude<Locale, 'nl'>;

/**
 * The one path table (spec §2): each original (Dutch) path, served unchanged, and its path in
 * every other language. Routes, the language switcher, breadcrumbs, canonical and hreflang links
 * and the sitemap all derive from it. The original paths of the CRM with capitals and punctuation
 * (/Qui-sommes-nous?/, /Privacy-statement/, ...) follow the slug rule here and are redirected.
 */
export const pathTable = {
	'/': { fr: '/fr/', en: '/en/', de: '/de/' },
	'/for-sale/': { fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' },
	'/for-rent/': { fr: '/fr/a-louer/', en: '/en/for-rent/', de: '/de/zu-vermieten/' },
	'/projects/': { fr: '/fr/projects/', en: '/en/projects/', de: '/de/projekte/' },
	'/contact/': { fr: '/fr/contact/', en: '/en/contact/', de: '/de/kontakt/' },
	'/services/': { fr: '/fr/services/', en: '/en/services/', de: '/de/dienstleistungen/' },
	'/qui-sommes-nous/': { fr: '/fr/qui-sommes-nous/', en: '/en/about-us/', de: '/de/uber-uns/' },
	'/demand-register/': { fr: '/fr/je-cherche/', en: '/en/demand-register/', de: '/de/suchauftrag/' },
	'/contact-demand/': { fr: '/fr/estimation-gratuite/', en: '/en/free-valuation/', de: '/de/kostenlose-bewertung/' },
	'/privacy-statement/': { fr: '/fr/declaration-de-confidentialite/', en: '/en/privacy-statement/', de: '/de/datenschutzerklarung/' },
	'/cookie-policy/': { fr: '/fr/politique-en-matiere-de-cookies/', en: '/en/cookie-policy/', de: '/de/cookie-richtlinie/' },
	'/disclaimer/': { fr: '/fr/clause-de-non-responsabilite/', en: '/en/disclaimer/', de: '/de/haftungsausschluss/' },
	'/login/': { fr: '/fr/login/', en: '/en/login/', de: '/de/anmelden/' },
	'/owner/': { fr: '/fr/proprietaire/', en: '/en/owner/', de: '/de/eigentumer/' },
	'/testimonials/': { fr: '/fr/temoignages/', en: '/en/testimonials/', de: '/de/erfahrungsberichte/' },
	'/property-not-found/': { fr: '/fr/bien-introuvable/', en: '/en/property-not-found/', de: '/de/immobilie-nicht-gefunden/' },
	'/feedback/contact-me/': { fr: '/fr/merci/contact-me/', en: '/en/thank-you/contact-me/', de: '/de/danke/contact-me/' },
	'/feedback/contact-appointment/': { fr: '/fr/merci/contact-appointment/', en: '/en/thank-you/contact-appointment/', de: '/de/danke/contact-appointment/' },
	'/feedback/contact-construction/': { fr: '/fr/merci/contact-construction/', en: '/en/thank-you/contact-construction/', de: '/de/danke/contact-construction/' },
	'/feedback/contact-demand/': { fr: '/fr/merci/contact-demand/', en: '/en/thank-you/contact-demand/', de: '/de/danke/contact-demand/' },
	'/feedback/demand-register/': { fr: '/fr/merci/demand-register/', en: '/en/thank-you/demand-register/', de: '/de/danke/demand-register/' },
	'/feedback/send-to-friend/': { fr: '/fr/merci/send-to-friend/', en: '/en/thank-you/send-to-friend/', de: '/de/danke/send-to-friend/' },
	'/feedback/site-contact/': { fr: '/fr/merci/site-contact/', en: '/en/thank-you/site-contact/', de: '/de/danke/site-contact/' },
	'/feedback/sign-newsletter/': { fr: '/fr/merci/sign-newsletter/', en: '/en/thank-you/sign-newsletter/', de: '/de/danke/sign-newsletter/' },
	'/nieuwsbrief-bevestigen/': { fr: '/fr/confirmer-newsletter/', en: '/en/confirm-newsletter/', de: '/de/newsletter-bestatigen/' },
	'/favorieten/': { fr: '/fr/favoris/', en: '/en/favourites/', de: '/de/favoriten/' },
	'/nieuwsbrief-uitschrijven/': { fr: '/fr/desinscription-newsletter/', en: '/en/unsubscribe-newsletter/', de: '/de/newsletter-abmelden/' },
} as const satisfies Record<SlashPath, Record<OtherLocale, SlashPath>>;

/** A page of the path table, named by its original path. */
export type PageKey = keyof typeof pathTable;

/**
 * The pages of the table drawn from the UI strings alone (the portal, the favourites, "property not
 * found", the newsletter's confirm and unsubscribe pages). Every other page takes its titles and
 * SEO texts from its record in pages.json, which the build therefore requires.
 */
export const pagesWithoutRecord = ['/owner/', '/property-not-found/', '/nieuwsbrief-bevestigen/', '/nieuwsbrief-uitschrijven/', '/favorieten/'] as const satisfies readonly PageKey[];

/**
 * Paths built from records (spec §2). {list} is the language's path of the list the record
 * belongs to (for-sale, for-rent, projects, testimonials); {city} and {slug} follow the slug rule.
 * Dutch keeps the original short forms /property/{id}/ and /project/{id}/.
 */
export const recordPaths = {
	property: { nl: '/property/{id}/', other: '{list}{city}/{slug}/{id}/' },
	project: { nl: '/project/{id}/', other: '{list}{city}/{slug}/{id}/' },
	testimonial: { nl: '{list}testimonial-{id}/', other: '{list}testimonial-{id}/' },
	article: { nl: '{list}{category}/{sub}{name}/', other: '{list}{category}/{sub}{name}/' },
} as const;

/**
 * The {city} segment of a record whose address is not published when the site hides the city
 * (site config `hideCity`, spec §5 "or nothing if hiding city is configured"): the path must not
 * name the municipality either. Dutch record paths carry no city.
 */
export const hiddenCitySegment = { fr: 'adresse-sur-demande', en: 'address-on-request', de: 'adresse-auf-anfrage' } as const satisfies Record<OtherLocale, string>;

/** The list page a listing belongs to: units under projects, else by goal. */
export const listOfRecord = { sale: '/for-sale/', rent: '/for-rent/', unit: '/projects/', project: '/projects/', testimonial: '/testimonials/', article: '/' } as const satisfies Record<string, PageKey>;

/**
 * Original paths of the CRM that the slug rule changed; each is redirected to its table path.
 * Spec §2's `/Qui-sommes-nous?/` is `/Qui-sommes-nous/` here: in a link, a "?" starts the query, so
 * the path a server gets is `/Qui-sommes-nous` with the query `/`. Netlify matches the rule without
 * the trailing slash and carries a request's query on to every redirect's target, so the visitor
 * lands on the about page with that query left over (`/qui-sommes-nous/?/`; the local emulator
 * writes `?%2F=`): the right page, whose canonical link names the clean path. Dropping the query
 * would take a function for this one old link, and a `%3F` rule is never matched by the emulator.
 */
export const legacyPaths = {
	'/Qui-sommes-nous/': '/qui-sommes-nous/',
	'/Privacy-statement/': '/privacy-statement/',
	'/Cookie-policy/': '/cookie-policy/',
	'/Disclaimer/': '/disclaimer/',
} as const satisfies Record<SlashPath, PageKey>;
