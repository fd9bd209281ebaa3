import * as v from 'valibot';
import { SiteConfigSchema, type SiteConfig } from '../../schemas/site.ts';
import type { OwnerSiteDefaults } from '../owners/settings.ts';

/**
 * The site settings the functions take from the export (agency name, address, phone and email, its
 * legal name, enterprise number, register and BIV number for the mails' signature,
 * site address, rental parameters, languages), published by the build beside the listing facts
 * (`/listing-facts/site.json`) so that the functions use the `site.json` of the export the pages
 * were built from, `DATA_DIR` included, and read it from their own deploy as they read the facts.
 */

/** Where the build writes the site settings of the functions. */
export const siteFactsPath = '/listing-facts/site.json';

const agencyKeys = ['name', 'street', 'houseNumber', 'zip', 'city', 'phone', 'email', 'legalName', 'vatNumber', 'ipiNumber', 'register'] as const;

/** The file's schema: the parts of the site config schema the functions read. */
export const SiteFactsSchema = v.object({
	siteUrl: SiteConfigSchema.entries.siteUrl,
	agency: v.pick(SiteConfigSchema.entries.agency, agencyKeys),
	rental: SiteConfigSchema.entries.rental,
	languages: SiteConfigSchema.entries.languages,
});

/** The site settings of the functions. */
export type SiteFacts = OwnerSiteDefaults;

/**
 * The settings the functions read, taken from the export's site config.
 * @example siteFactsOf(site).agency.email // => 'info@immo-drieland.example'
 */
export function siteFactsOf(site: Pick<SiteFacts, 'siteUrl' | 'rental' | 'languages'> & { agency: Pick<SiteConfig['agency'], (typeof agencyKeys)[number]> }): SiteFacts {
	const { name, street, houseNumber, zip, city, phone, email, legalName, vatNumber, ipiNumber, register } = site.agency;
	return { siteUrl: site.siteUrl, agency: { name, street, houseNumber, zip, city, phone, email, legalName, vatNumber, ipiNumber, register: register ?? null }, rental: site.rental, languages: site.languages };
}

/** Reads a published site settings file; null when it is not one. */
export function readSiteFacts(json: unknown): SiteFacts | null {
	const result = v.safeParse(SiteFactsSchema, json);
	return result.success ? siteFactsOf(result.output) : null;
}
