/**
 * JSON-LD RealEstateAgent of the agency (schema.org), shown on the home page.
 *
 * Choices where the spec is silent:
 * - `url` is the home page in the page language, `logo` an absolute URL on the site's origin.
 * - A Belgian national phone number (leading 0) is written internationally (+32…), as schema.org
 *   recommends; other numbers keep their digits and a leading +.
 * - `areaServed` lists the regions (Brussels, Flanders, Wallonia) and countries (Luxembourg) where
 *   the agency has listings, in that fixed order, named in the page language by the caller.
 * - `sameAs` lists the agency's profiles: the published links of the header (site.json
 *   `headerLinks`) to a web address, the ones the header shows (Facebook, Instagram, LinkedIn),
 *   not its phone and mail links (`socialProfiles`).
 * - No `openingHoursSpecification`: site.json gives the opening hours as free text per language
 *   ("Ma–vr 9.00–18.00, za 10.00–13.00"), not as days and times a build can read without guessing;
 *   the footer shows them as written.
 */
import { countryOf, regionOfPostcode } from '../domain/region.ts';

/** An area the agency works in. */
export type ServedArea = 'brussels' | 'flanders' | 'wallonia' | 'luxembourg';

/** Order in which served areas are listed. */
export const servedAreaOrder: readonly ServedArea[] = ['brussels', 'flanders', 'wallonia', 'luxembourg'];

/**
 * The areas where listings are, from their postcode and country.
 * @example servedAreas([{ Zip: '9000', CountryID: 10 }, { Zip: '1050', CountryID: 10 }]) // => ['brussels', 'flanders']
 */
export function servedAreas(listings: readonly { Zip: string; CountryID: number }[]): ServedArea[] {
	const found = new Set<ServedArea>();
	for (const l of listings) {
		const country = countryOf(l.CountryID);
		if (country === 'luxembourg') found.add('luxembourg');
		else if (country === 'belgium') {
			const region = regionOfPostcode(l.Zip);
			if (region) found.add(region);
		}
	}
	return servedAreaOrder.filter((a) => found.has(a));
}

/**
 * Writes a phone number in international form for structured data.
 * @example internationalPhone('026401234') // => '+3226401234'
 * @example internationalPhone('+352 26 12 34') // => '+352261234'
 */
export function internationalPhone(raw: string): string {
	const digits = raw.replace(/\D/g, '');
	if (raw.trim().startsWith('+')) return `+${digits}`;
	if (digits.startsWith('00')) return `+${digits.slice(2)}`;
	if (digits.startsWith('0')) return `+32${digits.slice(1)}`;
	return digits;
}

/**
 * The agency's profiles on other sites: the published header links to an http(s) address, each once.
 * @example socialProfiles([{ link: 'https://www.facebook.com/x', status: 'Published' }, { link: 'tel:+32', status: 'Published' }]) // => ['https://www.facebook.com/x']
 */
export function socialProfiles(links: readonly { link: string; status: string }[]): string[] {
	return [...new Set(links.filter((l) => l.status === 'Published' && /^https?:\/\//i.test(l.link)).map((l) => l.link))];
}

/** What the builder needs of the agency, already in the page language. */
export type AgentInput = {
	name: string;
	legalName?: string;
	street: string;
	houseNumber: string;
	zip: string;
	city: string;
	/** ISO 3166-1 country code of the office. */
	country: string;
	phone: string;
	email: string;
	/** Absolute URL of the home page in the page language. */
	url: string;
	/** Absolute URL of the logo. */
	logo: string;
	areas: readonly string[];
	/** The agency's profiles on other sites (`socialProfiles`). */
	sameAs?: readonly string[];
};

/**
 * The RealEstateAgent object of the agency.
 * @example agentJsonLd(input)['@type'] // => 'RealEstateAgent'
 */
export function agentJsonLd(input: AgentInput) {
	return {
		'@context': 'https://schema.org',
		'@type': 'RealEstateAgent',
		name: input.name,
		...(input.legalName ? { legalName: input.legalName } : {}),
		url: input.url,
		logo: input.logo,
		image: input.logo,
		telephone: internationalPhone(input.phone),
		email: input.email,
		address: {
			'@type': 'PostalAddress',
			streetAddress: `${input.street} ${input.houseNumber}`.trim(),
			postalCode: input.zip,
			addressLocality: input.city,
			addressCountry: input.country,
		},
		areaServed: input.areas.map((name) => ({ '@type': 'AdministrativeArea', name })),
		...(input.sameAs && input.sameAs.length > 0 ? { sameAs: [...input.sameAs] } : {}),
	};
}
