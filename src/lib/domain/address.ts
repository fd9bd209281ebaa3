/**
 * Address display rule (spec §5): street and number only if PublishAddress is true, otherwise zip
 * and city, or nothing if hiding the city is configured.
 *
 * Choices where the spec is silent:
 * - A published address is the street line only (`Kerkstraat 12 bus 3`); the city is shown
 *   elsewhere on cards and detail pages. `hideCity` only affects unpublished addresses.
 * - A box number is written after the Belgian postal word, `bus` by default (pass `boxLabel`, e.g.
 *   `bte`, for French pages).
 * - A published address without a street falls back to the zip-and-city line, so a listing never
 *   loses its location because of incomplete data; `hideCity` leaves that line, since the address
 *   is published (the page's title and municipality row name the city all the same).
 * - Parts are trimmed and empty parts are skipped, so no stray spaces appear.
 */

/** Address fields of a property or project as they come from the data. */
export type AddressFields = {
	publishAddress: boolean;
	street?: string | null;
	houseNumber?: string | number | null;
	boxNr?: string | number | null;
	zip?: string | number | null;
	city?: string | null;
};

/** Site options that change how an address is shown. */
export type AddressOptions = { hideCity: boolean; boxLabel?: string | undefined };

/** Trims a text or number part; missing parts become ''. */
function part(value: string | number | null | undefined): string {
	return value === null || value === undefined ? '' : String(value).trim();
}

/** Joins the non-empty parts with single spaces. */
function joinParts(parts: readonly string[]): string {
	return parts.filter((p) => p !== '').join(' ');
}

/**
 * Formats the address line of a listing according to PublishAddress and the hide-city option.
 * @example formatAddress({ publishAddress: true, street: 'Kerkstraat', houseNumber: 12, boxNr: '3',
 *   zip: 9000, city: 'Gent' }, { hideCity: false }) // => 'Kerkstraat 12 bus 3'
 * @example formatAddress({ publishAddress: false, zip: 9000, city: 'Gent' }, { hideCity: false })
 * // => '9000 Gent'
 */
export function formatAddress(fields: AddressFields, options: AddressOptions): string {
	const street = part(fields.street);
	if (fields.publishAddress && street !== '') {
		const box = part(fields.boxNr);
		return joinParts([
			street,
			part(fields.houseNumber),
			box && `${options.boxLabel ?? 'bus'} ${box}`,
		]);
	}
	if (options.hideCity && !fields.publishAddress) return '';
	return joinParts([part(fields.zip), part(fields.city)]);
}
