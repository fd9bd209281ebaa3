import { describe, expect, test } from 'vitest';
import type { Locale } from '../../i18n/locales.ts';
import { dictionaries } from '../../src/i18n/t.ts';

/**
 * The flood texts say what the Flemish information duty (since 1 January 2023, BIV) says: the
 * P-score (parcel) and G-score (building) go from A, no flooding modelled, over B, a small chance
 * under climate change, and C, a small chance (today's climate), to D, a medium chance, which also
 * gets the flood symbol. Never a "high" chance, never "no chance".
 */
const nb = '\u00a0';
const cases: readonly { locale: Locale; classes: Record<'A' | 'B' | 'C' | 'D', string>; symbol: string; wrong: RegExp }[] = [
	{
		locale: 'nl',
		classes: { A: 'geen overstroming gemodelleerd', B: 'kleine kans op overstromingen onder klimaatverandering', C: 'kleine kans op overstromingen', D: 'middelgrote kans op overstromingen' },
		symbol: 'Overstromingssymbool: middelgrote overstromingskans',
		wrong: /\bgrote kans|geen overstromingskans|overstromingsgevoelig gebied/i,
	},
	{
		locale: 'fr',
		classes: { A: 'aucune inondation modélisée', B: 'faible probabilité d’inondation en cas de changement climatique', C: 'faible probabilité d’inondation', D: 'probabilité moyenne d’inondation' },
		symbol: `Symbole d’inondation${nb}: probabilité moyenne d’inondation`,
		wrong: /élevé|aucun risque|zone (effectivement|potentiellement) inondable/i,
	},
	{
		locale: 'en',
		classes: { A: 'no flooding modelled', B: 'small chance of flooding under climate change', C: 'small chance of flooding', D: 'medium chance of flooding' },
		symbol: 'Flood symbol: medium chance of flooding',
		wrong: /high|no flood risk|flood risk area/i,
	},
	{
		locale: 'de',
		classes: { A: 'keine Überschwemmung modelliert', B: 'geringe Überschwemmungswahrscheinlichkeit bei Klimawandel', C: 'geringe Überschwemmungswahrscheinlichkeit', D: 'mittlere Überschwemmungswahrscheinlichkeit' },
		symbol: 'Überschwemmungssymbol: mittlere Überschwemmungswahrscheinlichkeit',
		wrong: /hoch|kein Risiko|Überschwemmungsgebiet/i,
	},
];

describe('Flemish flood information duty (BIV, since 2023): each P/G class reads its meaning, D is a medium chance with the flood symbol', () => {
	test.each(cases)('$locale: a score row reads its class and meaning', ({ locale, classes }) => {
		const dict = dictionaries[locale] as Record<string, string>;
		const colon = locale === 'fr' ? `${nb}:` : ':';
		for (const [score, meaning] of Object.entries(classes)) expect(dict[`detail.value.floodScore.${score}`], score).toBe(`${score}${colon} ${meaning}`);
	});

	test.each(cases)('$locale: the note names every class with its meaning (A no flooding modelled, B under climate change, D medium) and the symbol, never a high chance', ({ locale, classes, wrong }) => {
		const note = (dictionaries[locale] as Record<string, string>)['detail.flood.explanation']!;
		for (const meaning of Object.values(classes)) expect(note).toContain(meaning);
		expect(note).not.toMatch(wrong);
		const symbolWord = { nl: 'overstromingssymbool', fr: 'symbole d’inondation', en: 'flood symbol', de: 'Überschwemmungssymbol' }[locale];
		expect(note).toContain(symbolWord);
	});

	test.each(cases)('$locale: the flood symbol is named in the page language', ({ locale, symbol }) => {
		expect((dictionaries[locale] as Record<string, string>)['detail.flood.symbol']).toBe(symbol);
	});
});
