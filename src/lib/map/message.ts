/**
 * The message a page posts to the map frame (spec §7, sent 50 ms after the frame loads): the
 * property list, the map type, message info, a custom marker and the marquees to leave out.
 * A property that cannot be read is dropped on its own; a message of another shape is ignored.
 */
import * as v from 'valibot';
import { LocaleSchema } from '../../schemas/common.ts';
import { formatCount } from '../intl/formats.ts';
import { mapMessageType, mapTypes, type MapType } from './message-type.ts';

export { mapMessageType, mapTypes, type MapType };

const coordinate = v.pipe(v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]), v.finite());

/** One property on the map. */
export const MapPropertySchema = v.object({
	id: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.nonEmpty())]),
	title: v.string(),
	/** The language tag of a title in another language than the page's (a Dutch fallback), else absent. */
	lang: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/)), undefined),
	lat: v.pipe(coordinate, v.minValue(-90), v.maxValue(90)),
	lng: v.pipe(coordinate, v.minValue(-180), v.maxValue(180)),
	price: v.optional(v.string(), ''),
	/** The municipality, to tell markers apart by name ('' when the list hides it). */
	city: v.optional(v.string(), ''),
	path: v.string(),
	marquee: v.optional(v.nullable(v.number()), null),
});

/** One property on the map, as read. */
export type MapProperty = v.InferOutput<typeof MapPropertySchema>;

/** The message as read: every part filled in. */
export type MapMessage = {
	properties: MapProperty[];
	mapType: MapType;
	info: { text: string; language: v.InferOutput<typeof LocaleSchema> | null };
	customMarker: string | null;
	ignoredMarquees: number[];
};

const EnvelopeSchema = v.object({
	type: v.literal(mapMessageType),
	properties: v.array(v.unknown()),
	mapType: v.optional(v.unknown()),
	info: v.optional(v.unknown()),
	customMarker: v.optional(v.unknown()),
	ignoredMarquees: v.optional(v.unknown()),
});

const InfoSchema = v.object({ text: v.optional(v.string(), ''), language: v.optional(v.nullable(LocaleSchema), null) });

/**
 * Reads a posted message; null when it is not a map message. Unknown map types draw as roadmap.
 * @example parseMapMessage({ type: 'agency:map', properties: [] })?.mapType // => 'roadmap'
 */
export function parseMapMessage(data: unknown): MapMessage | null {
	const envelope = v.safeParse(EnvelopeSchema, data);
	if (!envelope.success) return null;
	const { properties, mapType, info, customMarker, ignoredMarquees } = envelope.output;
	const read = properties.map((p) => v.safeParse(MapPropertySchema, p)).filter((r) => r.success).map((r) => r.output);
	const parsedInfo = v.safeParse(InfoSchema, info ?? {});
	return {
		properties: read,
		mapType: mapTypes.includes(mapType as MapType) ? (mapType as MapType) : 'roadmap',
		info: parsedInfo.success ? parsedInfo.output : { text: '', language: null },
		customMarker: typeof customMarker === 'string' && customMarker !== '' ? customMarker : null,
		ignoredMarquees: Array.isArray(ignoredMarquees) ? ignoredMarquees.filter((m): m is number => typeof m === 'number') : [],
	};
}

/** The UI keys of the map frame. */
export const mapKeys = ['map.title', 'map.loading', 'map.count.one', 'map.count.other', 'map.empty', 'map.view', 'map.zoomIn', 'map.zoomOut', 'map.leaflet', 'map.closePopup', 'map.spot'] as const;

/** The map frame's strings of one language. */
export type MapStrings = Record<(typeof mapKeys)[number], string>;

/**
 * The status line under the map for a number of markers, the count in the number format of
 * `lang` (the page's BCP-47 tag); the plural goes by the number.
 * @example markerCountText(1234, strings, 'nl-BE') // => '1.234 panden op de kaart'
 */
export function markerCountText(count: number, strings: MapStrings, lang: string): string {
	if (count === 0) return strings['map.empty'];
	return count === 1 ? strings['map.count.one'] : strings['map.count.other'].replace('{{count}}', formatCount(count, lang));
}
