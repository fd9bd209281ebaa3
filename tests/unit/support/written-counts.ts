/**
 * A count of 1,234 and of 12 as each of the site's languages writes it (`formatCount`): the rows
 * of the tables that check a count shown to visitors is in the page language's number format.
 */
export const writtenCounts = [
	{ lang: 'nl-BE', count: 1234, written: '1.234' },
	{ lang: 'nl-BE', count: 12, written: '12' },
	{ lang: 'fr-BE', count: 1234, written: '1\u202f234' },
	{ lang: 'fr-BE', count: 12, written: '12' },
	{ lang: 'en', count: 1234, written: '1,234' },
	{ lang: 'en', count: 12, written: '12' },
	{ lang: 'de-BE', count: 1234, written: '1.234' },
	{ lang: 'de-BE', count: 12, written: '12' },
] as const;
