import type { UiKey } from '../../i18n/t.ts';
import { regionOfListing, type Region } from './region.ts';

/**
 * What the energy certificate is called where a listing stands. Flanders issues the
 * "energieprestatiecertificaat" (EPC); Brussels and Wallonia the certificate of "energieprestatie
 * van gebouwen" (EPB, French PEB). The region comes from the postcode (spec §9); a Luxembourg
 * listing, or one whose region is unknown, keeps the general name (EPC).
 *
 * The UI strings name it per term: a text that names the certificate has an EPB variant, the same
 * key with `.epb` (`card.epc.epb`), which Dutch writes with "EPB"; French writes "PEB" in both,
 * and English and German keep their one name.
 */

/** The certificate's name: Flanders' EPC or Brussels' and Wallonia's EPB. */
export type CertificateTerm = 'epc' | 'epb';

/**
 * The certificate's name in a region.
 * @example certificateTermOf('brussels') // => 'epb'
 * @example certificateTermOf('flanders') // => 'epc'
 */
export function certificateTermOf(region: Region | null): CertificateTerm {
	return region === 'brussels' || region === 'wallonia' ? 'epb' : 'epc';
}

/**
 * The certificate's name of a listing: by its postcode's region in Belgium, else EPC.
 * @example listingCertificateTerm({ CountryID: 10, Zip: '1180' }) // => 'epb'
 * @example listingCertificateTerm({ CountryID: 50, Zip: '1180' }) // => 'epc'
 */
export function listingCertificateTerm(p: { CountryID: number; Zip: string | number }): CertificateTerm {
	return certificateTermOf(regionOfListing(p));
}

/** The UI keys whose text names the certificate, each with its EPB variant. */
export const epbKeys = {
	'card.epc': 'card.epc.epb',
	'detail.epc.heading': 'detail.epc.heading.epb',
	'detail.epc.scale': 'detail.epc.scale.epb',
	'detail.attr.epcEndDate': 'detail.attr.epcEndDate.epb',
	'detail.attr.epcStatus': 'detail.attr.epcStatus.epb',
	'detail.attr.epcCertificate': 'detail.attr.epcCertificate.epb',
} as const satisfies Partial<Record<UiKey, UiKey>>;

/** A UI key that names the certificate. */
export type CertificateKey = keyof typeof epbKeys;

/**
 * The key of a text that names the certificate, for the term of the listing.
 * @example certificateKey('detail.epc.heading', 'epb') // => 'detail.epc.heading.epb'
 * @example certificateKey('detail.epc.heading', 'epc') // => 'detail.epc.heading'
 */
export function certificateKey<K extends CertificateKey>(key: K, term: CertificateTerm): K | (typeof epbKeys)[K] {
	return term === 'epb' ? epbKeys[key] : key;
}
