import type { DataSet } from '../../schemas/index.ts';
import { dataText } from '../intl/punctuation.ts';

/** The texts of a listing or project record a reader reads as the agency wrote them. */
type RecordTexts = { Language: string; Title: string; Description: string };

/**
 * The French title and description of every listing and project as French writes them: the plain
 * spaces the export types before `: ; ? ! »` and after `«` become no-break spaces (`dataText`), as
 * they do in the articles, testimonials and page texts. Done once, on the export as read, so the
 * listing's page, card, search entry, map pin, structured data and mails all carry the same text
 * (20 to 30 ms at 10,000 listings).
 * The records are changed in place; other languages are left alone.
 * @example withFrenchSpacing(data).properties.find((p) => p.Language === 'fr')?.Title // => 'Coup de cœur\u00a0!'
 */
export function withFrenchSpacing(data: DataSet): DataSet {
	const records: RecordTexts[] = [...data.properties, ...data.projects];
	for (const record of records) {
		if (record.Language !== 'fr') continue;
		record.Title = dataText(record.Title, 'fr');
		record.Description = dataText(record.Description, 'fr');
	}
	return data;
}
