/**
 * The icon of a property type (spec §3): "Icons by WebID 1 to 7: 1 residential, 2/5/7
 * commercial/office, 3 industrial, 4 land, 6 retail (the two readings of the type names differ)."
 *
 * The spec's five icons are kept, but they follow the type names the visitor reads (1
 * Apartment/Loft, 2 House, 3 business takeover, 4 Offices and shops, 5 Investment, 6
 * Semi-industrial, 7 Land, 8 Exceptional property), not the spec's numbers, which belong to
 * the other reading of the names: a house drawn as an office would contradict its own label. So
 * 1, 2 and 8 are residential, 4 and 5 commercial/office, 6 industrial, 7 land and 3 (a shop
 * changing hands) retail; any other WebID has no icon.
 */

/** The five type icons of spec §3. */
export type TypeIcon = 'residential' | 'commercial' | 'industrial' | 'land' | 'retail';

const iconByWebId: ReadonlyMap<number, TypeIcon> = new Map([
	[1, 'residential'],
	[2, 'residential'],
	[3, 'retail'],
	[4, 'commercial'],
	[5, 'commercial'],
	[6, 'industrial'],
	[7, 'land'],
	[8, 'residential'],
]);

/**
 * The icon of a type by its WebID, by the meaning of its name; undefined for an unknown WebID.
 * @example webIdToIcon(6) // => 'industrial'
 */
export function webIdToIcon(webId: number): TypeIcon | undefined {
	return iconByWebId.get(webId);
}

/**
 * The site path of a type's icon (a static SVG of `public/icons/`); undefined for an unknown WebID.
 * @example webIdToIconSrc(7) // => '/icons/type-land.svg'
 */
export function webIdToIconSrc(webId: number): string | undefined {
	const icon = webIdToIcon(webId);
	return icon && `/icons/type-${icon}.svg`;
}
