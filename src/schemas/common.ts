import * as v from 'valibot';
import { locales } from '../../i18n/locales.ts';

/** A language code of the site (nl, fr, en, de). */
export const LocaleSchema = v.picklist(locales);

/** A positive whole number used as a record id. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A whole number that is zero or more. */
export const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** An amount or measure that is zero or more. */
export const AmountSchema = v.pipe(v.number(), v.minValue(0), v.finite());

/** A required text: not empty and not only whitespace. */
export const NonBlankSchema = v.pipe(
	v.string(),
	v.check((text) => text.trim() !== '', 'Blank: expected a text other than whitespace'),
);

/**
 * Tells whether a YYYY-MM-DD text names a day the calendar has (2031-02-28, not 2031-02-30).
 * @example isCalendarDay('2028-02-29') // => true
 * @example isCalendarDay('2031-02-30') // => false
 */
function isCalendarDay(text: string): boolean {
	const day = new Date(`${text}T00:00:00Z`);
	return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * A calendar date as written in the export: YYYY-MM-DD, and a day the month has (`isoDate` takes
 * 2031-02-30, which a page would then show as 2 March: an EPC's end date is a legal item). The
 * calendar is asked only of a text in that form: a pipe runs every check after a failed one, and
 * "31/12/2026" was also told its month had no such day.
 */
export const DateSchema = v.pipe(
	v.string(),
	// The message says how the export writes a date, where valibot's said only that it was not one.
	v.isoDate((issue) => `Invalid date: Received ${issue.received}; a date is written YYYY-MM-DD, as 2026-12-31`),
	v.rawCheck<string>(({ dataset, addIssue }) => {
		if (dataset.issues === undefined && !isCalendarDay(dataset.value)) addIssue({ message: 'Not a day of the calendar: the month has no such day' });
	}),
);

/** A latitude in degrees, of a listing or a project. */
export const LatitudeSchema = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));

/** A longitude in degrees, of a listing or a project. */
export const LongitudeSchema = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));

/** A figure that may be negative (an energy use below 0) but is a real number: JSON's `1e400` reads as Infinity. */
export const FiniteSchema = v.pipe(v.number(), v.finite('Must be a finite number'));

/** A Belgian or Luxembourg postcode: four digits, as the export writes it. */
export const ZipSchema = v.pipe(v.string(), v.regex(/^\d{4}$/, 'Zip must be four digits'));

/** A four-digit year between 1000 and 2100. */
export const YearSchema = v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(2100));

/**
 * An absolute http(s) URL whose host is a plain host name or address (ASCII letters, digits, dots
 * and hyphens, an optional port), then a path, query or fragment or nothing. `https://` alone or
 * `https:///x` has no host; `https://cdn.example;sandbox/a.jpg` has a host the URL parser keeps
 * whole, and an image's origin goes into the Content-Security-Policy of every page, where `;`
 * starts another directive.
 */
const httpUrl = String.raw`https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[\/?#][^\s]*)?`;

/**
 * A path of the site: one slash, then no second slash or backslash and no backslash anywhere.
 * Browsers read `//host/x`, `/\host/x` and `\\host/x` as another host (`new URL('/\\evil.example/x',
 * 'https://immo.be/').host` is `evil.example`), so those are refused with the rest of what is not a path.
 */
const sitePath = String.raw`\/(?![\/\\])[^\s\\]*`;

/** A URL of the export (photo, document, video, tour, logo): absolute http(s) or a path of the site (`/x`, not `//host` or `/\host`). */
export const UrlSchema = v.pipe(
	v.string(),
	v.regex(new RegExp(`^(${httpUrl}|${sitePath})$`), 'Expected an http(s) URL or a path of the site starting with / (not //host or /\\host)'),
);

/**
 * A link the site config puts in the header or footer: an http(s) URL, a mail or phone link, or a
 * path of the site (`/contact/`, not `//host` or `/\host`). Anything else, `javascript:` included, is refused.
 */
export const LinkSchema = v.pipe(
	v.string(),
	v.regex(
		new RegExp(`^(${httpUrl}|mailto:[^\\s@]+@[^\\s@]+|tel:\\+?[0-9][0-9 ()./-]*|${sitePath})$`, 'i'),
		'Expected an http(s) URL, a mailto: or tel: link, or a path of the site starting with /',
	),
);

/** A text per language; German may be empty (spec §1). */
export const LocalizedTextSchema = v.object({
	nl: v.string(),
	fr: v.string(),
	en: v.string(),
	de: v.string(),
});

/** Publication state of pages, menu entries, links and modules; only Published is shown. */
export const StatusSchema = v.picklist(['Published', 'Draft', 'Archived']);

/** The property type ids of spec §3 (1 Apartment/Loft ... 8 Exceptional property). */
export const webIds = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The property type id of a plot of land (spec §3): no building, so no floor area, EPC or asbestos. */
export const landWebId = 7;

/** A known property type id. */
export const WebIdSchema = v.picklist(webIds, 'Unknown WebID: expected one of 1 to 8');

/** Country ids of spec §9: 10 Belgium, 50 Luxembourg. */
export const CountryIdSchema = v.picklist([10, 50], 'Unknown CountryID: expected 10 (Belgium) or 50 (Luxembourg)');

/** Goal of spec §3: 0 is for sale, any other whole number for rent. */
export const GoalSchema = v.pipe(
	v.number('Goal must be a number (0 for sale, other values for rent)'),
	v.integer(),
	v.minValue(0),
);

/** A picture as the CRM exports it (spec §3 SmallPictureItem). */
export const PhotoSchema = v.object({
	ID: IdSchema,
	Url: UrlSchema,
	Width: v.pipe(v.number(), v.integer(), v.minValue(1)),
	Height: v.pipe(v.number(), v.integer(), v.minValue(1)),
	Name: v.string(),
});

/** Optional value: absent or null both mean "no value". */
export const opt = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);

export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;
export type Photo = v.InferOutput<typeof PhotoSchema>;
export type WebId = (typeof webIds)[number];
export type Status = v.InferOutput<typeof StatusSchema>;
