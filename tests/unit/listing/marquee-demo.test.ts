import { describe, expect, test } from 'vitest';
import { locales } from '../../../i18n/locales.ts';
import { badgesOf } from '../../../src/lib/detail/status.ts';
import { parseDataSet } from '../../../src/lib/data/parse-data.ts';
import { toCardView, type CardTexts } from '../../../src/lib/listing/card.ts';
import type { Property } from '../../../src/schemas/property.ts';
import { demoExport, type RawRecord } from '../data/support/demo-export.ts';

const texts: CardTexts = { startingFrom: 'vanaf', onRequest: 'Prijs op aanvraag', perMonth: '/maand', charges: '+ {{charges}}', box: 'bus' };

/** The cards' and pages' marquee badges of a data set, by language record. */
function badgesIn(properties: readonly Property[]) {
	const dutch = new Map(properties.filter((p) => p.Language === 'nl').map((p) => [p.ID, p]));
	return properties.map((p) => ({
		p,
		card: toCardView(p, { path: '/', fallback: dutch.get(p.ID), fallbackLang: 'nl-BE', texts, hideCity: false }).marquee,
		page: badgesOf(p, dutch.get(p.ID)).slice(1),
	}));
}

describe('spec §3 marquee badge on the demo export: every language names its badges, so cards and pages read their own MarqueeName, unmarked', () => {
	const shown = badgesIn(parseDataSet(demoExport()).properties);
	test.each(locales)('%s', (locale) => {
		const records = shown.filter(({ p }) => p.Language === locale);
		expect(records.filter(({ card }) => card !== null).length).toBeGreaterThan(0);
		for (const { p, card, page } of records) {
			const expected = p.Marquee ? { kind: `marquee-${p.Marquee}`, text: p.MarqueeName?.trim() } : null;
			expect(card, `${p.ID} (${locale})`).toStrictEqual(expected);
			expect(page, `${p.ID} (${locale})`).toStrictEqual(expected ? [{ ...expected, key: null }] : []);
		}
	});
});

describe('spec §3 marquee badge: a German record without MarqueeName shows the Dutch one in Dutch, never a guessed German word', () => {
	const raw = demoExport();
	const records = raw.properties as RawRecord[];
	const german = records.find((r) => r['Language'] === 'de' && r['Marquee'] === 2)!;
	const dutchName = records.find((r) => r['Language'] === 'nl' && r['ID'] === german['ID'])!['MarqueeName'] as string;
	delete german['MarqueeName'];
	const shown = badgesIn(parseDataSet(raw).properties).find(({ p }) => p.Language === 'de' && p.ID === german['ID'])!;

	test.each([
		{ rule: 'card: the Dutch name with lang nl-BE', actual: () => shown.card, expected: { kind: 'marquee-2', text: dutchName, lang: 'nl-BE' } },
		{ rule: 'listing page: the Dutch name marked as a fallback', actual: () => shown.page, expected: [{ kind: 'marquee-2', key: null, text: dutchName, fallback: true }] },
	])('$rule', ({ actual, expected }) => {
		expect(actual()).toStrictEqual(expected);
	});
});
