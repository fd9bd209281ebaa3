/**
 * The iCalendar file (RFC 5545) attached to an appointment's receipt: one VCALENDAR with one
 * VEVENT, times in UTC (`Z`), so no VTIMEZONE is needed and every calendar shows the visit at the
 * right local hour, summer or winter time.
 *
 * Choices where the brief is silent:
 * - No METHOD property and a plain `text/calendar` attachment: the file is an event to add to a
 *   calendar, not an invitation that asks for an answer (iTIP, RFC 5546, would need an ORGANIZER
 *   and a reply address that takes calendar replies).
 * - STATUS:CONFIRMED: the place in the slot is taken when the request is stored (spec §4
 *   "appointment confirmed").
 * - Lines are folded at 75 octets of UTF-8, never inside a character, and end with CRLF.
 */

/** One event of the file. */
export type CalendarEvent = {
	/** Globally unique and stable: the request's reference at the site's host. */
	uid: string;
	/** When the file was made (DTSTAMP). */
	stamp: Date;
	start: Date;
	end: Date;
	summary: string;
	/** Only where the address is public; left out when null or empty. */
	location?: string | null;
	description?: string | null;
	url?: string | null;
};

/** The product that makes the file (PRODID) and the language of its texts. */
export type CalendarSource = { productId: string; lang?: string };

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks.
 * @example icsText('Kerkstraat 12, 9000 Gent; bel aan') // => 'Kerkstraat 12\\, 9000 Gent\\; bel aan'
 */
export function icsText(value: string): string {
	return value
		.replace(/\\/g, '\\\\')
		.replace(/;/g, '\\;')
		.replace(/,/g, '\\,')
		.replace(/\r\n|\r|\n/g, '\\n')
		.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/**
 * A UTC date-time (RFC 5545 §3.3.5 form 2), to the second.
 * @example icsDateTime(new Date('2026-07-01T08:00:00Z')) // => '20260701T080000Z'
 */
export function icsDateTime(date: Date): string {
	return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** Bytes a content line may take before it is folded (CRLF not counted). */
const lineOctets = 75;

/**
 * Folds a content line (RFC 5545 §3.1): at most 75 octets of UTF-8 per line, each continuation
 * starting with one space, never splitting a character; lines are joined with CRLF.
 * @example foldLine('SUMMARY:' + 'a'.repeat(70)) // => 'SUMMARY:' + 'a'.repeat(67) + '\r\n ' + 'aaa'
 */
export function foldLine(line: string): string {
	const encoder = new TextEncoder();
	const parts: string[] = [];
	let current = '';
	let size = 0;
	for (const char of line) {
		const bytes = encoder.encode(char).length;
		// A continuation line's leading space counts toward its 75 octets.
		const limit = parts.length === 0 ? lineOctets : lineOctets - 1;
		if (size + bytes > limit) {
			parts.push(current);
			current = '';
			size = 0;
		}
		current += char;
		size += bytes;
	}
	parts.push(current);
	return parts.join('\r\n ');
}

/**
 * The text of an .ics file with one event, lines folded and ending with CRLF.
 * @example buildIcs({ uid: 'REQ-1@agency.be', stamp, start, end, summary: 'Bezoek' }, { productId: '-//Agency//Site//NL' })
 * // => 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n...END:VCALENDAR\r\n'
 */
export function buildIcs(event: CalendarEvent, source: CalendarSource): string {
	const language = source.lang ? `;LANGUAGE=${source.lang}` : '';
	const optional = (name: string, value: string | null | undefined, param = '') => (value ? [`${name}${param}:${icsText(value)}`] : []);
	const lines = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		`PRODID:${icsText(source.productId)}`,
		'CALSCALE:GREGORIAN',
		'BEGIN:VEVENT',
		`UID:${icsText(event.uid)}`,
		`DTSTAMP:${icsDateTime(event.stamp)}`,
		`DTSTART:${icsDateTime(event.start)}`,
		`DTEND:${icsDateTime(event.end)}`,
		`SUMMARY${language}:${icsText(event.summary)}`,
		...optional('LOCATION', event.location, language),
		...optional('DESCRIPTION', event.description, language),
		// URL is a URI value, not TEXT: it is not escaped, only kept on its content line.
		...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
		'STATUS:CONFIRMED',
		'TRANSP:OPAQUE',
		'END:VEVENT',
		'END:VCALENDAR',
	];
	return lines.map(foldLine).join('\r\n') + '\r\n';
}
