import { describe, expect, it } from 'vitest';
import { createT } from '../../../src/i18n/create-t.ts';
import { useLooseTranslations, useTranslations } from '../../../src/i18n/t.ts';

const source = { greet: 'Dag {{name}}', count: '{{n}} panden, {{n}} foto’s', plain: 'Te koop', only: 'Alleen nl' };
const local = { greet: 'Bonjour {{name}}', count: '{{n}} biens', plain: 'À vendre' };
const t = createT(source, local);

describe('createT: UI strings in the page language, source language as fallback', () => {
	it.each([
		['a plain key', t('plain'), 'À vendre'],
		['a variable', t('greet', { name: 'Ann' }), 'Bonjour Ann'],
		['a number variable', t('count', { n: 3 }), '3 biens'],
		['a missing variable stays visible', t('greet', {}), 'Bonjour {{name}}'],
		['a placeholder without variables passed stays as is', t('greet'), 'Bonjour {{name}}'],
		['a key missing in the language falls back to the source', t('only'), 'Alleen nl'],
		['the same text filled again with other values', t('greet', { name: 'Bram' }), 'Bonjour Bram'],
		['a variable repeated in the source text', createT(source, {})('count', { n: 2 }), '2 panden, 2 foto’s'],
		['a value that looks like a placeholder is not filled again', t('greet', { name: '{{name}}' }), 'Bonjour {{name}}'],
	])('%s', (_name, actual, expected) => expect(actual).toBe(expected));

	it('picks the strings an island needs, with the fallback', () => {
		expect(t.pick(['plain', 'only'])).toEqual({ plain: 'À vendre', only: 'Alleen nl' });
	});

	it('gives one translator per language', () => {
		expect(useTranslations('fr')).toBe(useTranslations('fr'));
		expect(useTranslations('fr')).not.toBe(useTranslations('nl'));
	});

	it('gives one translator per language for keys made at run time, with the same texts', () => {
		expect(useLooseTranslations('fr')).toBe(useLooseTranslations('fr'));
		expect(useLooseTranslations('fr')).not.toBe(useLooseTranslations('nl'));
		expect(useLooseTranslations('fr')('detail.attr.bedrooms')).toBe(useTranslations('fr')('detail.attr.bedrooms'));
	});
});

describe('French elision: "de" before a value that starts with a vowel becomes "d’"', () => {
	const fr = createT({ news: 'la newsletter de {{agency}}', by: 'Témoignage de {{name}}', start: 'De {{name}} à vous', none: 'Page de{{x}}', twice: 'de {{a}} et de {{b}}' }, {}, { french: true });
	it.each([
		['an agency name with a vowel', fr('news', { agency: 'Immo Drieland' }), 'la newsletter d’Immo Drieland'],
		['an accented vowel', fr('by', { name: 'Émilie' }), 'Témoignage d’Émilie'],
		['a consonant: unchanged', fr('news', { agency: 'Drieland Immo' }), 'la newsletter de Drieland Immo'],
		['an h: left alone ("de Hasselt")', fr('by', { name: 'Hasselt' }), 'Témoignage de Hasselt'],
		['a number: unchanged', fr('by', { name: '8 avis' }), 'Témoignage de 8 avis'],
		['a capital De at the start', fr('start', { name: 'Anne' }), 'D’Anne à vous'],
		['"de" not a word of its own: unchanged', fr('none', { x: 'alpha' }), 'Page dealpha'],
		['each value on its own', fr('twice', { a: 'Anvers', b: 'Bruges' }), 'd’Anvers et de Bruges'],
	])('%s', (_name, actual, expected) => expect(actual).toBe(expected));

	it('only for French: the same Dutch text is left as written', () => {
		expect(createT({ of: 'van de {{total}}', name: 'de {{x}}' }, {})('name', { x: 'Anne' })).toBe('de Anne');
		expect(useTranslations('fr')('newsletter.mail.intro', { agency: 'Immo Drieland' })).toContain('à la newsletter d’Immo Drieland');
		expect(useTranslations('nl')('newsletter.mail.intro', { agency: 'Immo Drieland' })).not.toContain('d’');
	});
});

describe('French elision: "que", "le" and "la" before a vowel become "qu’" and "l’", as "de" does', () => {
	const fr = createT({ why: 'parce que {{name}} a saisi', on: 'le {{date}}', her: 'la {{name}}', cap: 'Que {{name}} vienne', word: 'presque {{name}}', both: 'que {{a}} et la {{b}}' }, {}, { french: true });
	it.each([
		['"que" before a vowel', fr('why', { name: 'Anne Peeters' }), 'parce qu’Anne Peeters a saisi'],
		['"que" before an accented vowel', fr('why', { name: 'Émile' }), 'parce qu’Émile a saisi'],
		['"que" before a consonant: unchanged', fr('why', { name: 'Bram' }), 'parce que Bram a saisi'],
		['"que" before an h: left alone', fr('why', { name: 'Hélène' }), 'parce que Hélène a saisi'],
		['a capital Que keeps its capital', fr('cap', { name: 'Yves' }), 'Qu’Yves vienne'],
		['"que" inside a word: unchanged', fr('word', { name: 'Anne' }), 'presque Anne'],
		['"le" before a vowel', fr('on', { date: 'Ascension' }), 'l’Ascension'],
		['"le" before a date: unchanged', fr('on', { date: 'mardi 1er décembre 2026' }), 'le mardi 1er décembre 2026'],
		['"le" before a number: unchanged', fr('on', { date: '8 mars' }), 'le 8 mars'],
		['"la" before a vowel', fr('her', { name: 'Immo Drieland' }), 'l’Immo Drieland'],
		['"la" before a consonant: unchanged', fr('her', { name: 'Wallonie' }), 'la Wallonie'],
		['each value on its own', fr('both', { a: 'Bram', b: 'Agence' }), 'que Bram et l’Agence'],
	])('%s', (_name, actual, expected) => expect(actual).toBe(expected));

	it('the friend mail of the site reads "parce qu’Anne Peeters"', () => {
		expect(useTranslations('fr')('request.mail.friend.why', { name: 'Anne Peeters' })).toContain('parce qu’Anne Peeters');
	});
});

describe('testimonial rating: one star reads as one in every language (spec §8 testimonial)', () => {
	it.each([
		['nl', 1, '1 op 5 sterren'],
		['nl', 5, '5 op 5 sterren'],
		['fr', 1, '1 sur 5 étoiles'],
		['fr', 4, '4 sur 5 étoiles'],
		['en', 1, '1 out of 5 stars'],
		['de', 1, '1 von 5 Sternen'],
	] as const)('%s, %i', (locale, rating, expected) => {
		expect(useTranslations(locale)('testimonial.rating', { rating, max: 5 })).toBe(expected);
	});
});
