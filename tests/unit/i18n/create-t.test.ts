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
