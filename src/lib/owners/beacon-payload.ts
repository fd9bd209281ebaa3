import type { Visit } from '../../schemas/owners.ts';
import { referrerHost } from './visit-source.ts';

/**
 * The body of the visit beacon a property page sends: the property id, the referrer's host only
 * (never its path or query) and the landing URL's campaign source and medium and which click id it
 * carried (never the id's value). Nothing identifies the visitor.
 */

/**
 * Builds the beacon body from the page's referrer and query string.
 * @example beaconPayload(1004, 'https://www.google.be/search?q=huis', '?utm_source=x&gclid=abc')
 * // => { property: 1004, referrer: 'google.be', utmSource: 'x', clickId: 'gclid' }
 */
export function beaconPayload(propertyId: number, referrer: string, search: string): Visit {
	const query = new URLSearchParams(search);
	const campaign = (name: string) => query.get(name)?.trim().slice(0, 200) || undefined;
	const payload: Visit = { property: propertyId, referrer: referrerHost(referrer) };
	const utmSource = campaign('utm_source');
	const utmMedium = campaign('utm_medium');
	if (utmSource) payload.utmSource = utmSource;
	if (utmMedium) payload.utmMedium = utmMedium;
	const clickId = query.has('gclid') ? 'gclid' : query.has('fbclid') ? 'fbclid' : null;
	if (clickId) payload.clickId = clickId;
	return payload;
}
