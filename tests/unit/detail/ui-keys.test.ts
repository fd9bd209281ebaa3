import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import nl from '../../../i18n/ui/nl.json';
import { attributeGroups, groupIds } from '../../../src/lib/detail/attributes.ts';
import { mobilityParts, placeTypes } from '../../../src/lib/detail/nearby.ts';
import { badgesOf, closedStates } from '../../../src/lib/detail/status.ts';
import { availabilities, type Property } from '../../../src/schemas/property.ts';

const known = new Set(Object.keys(nl));
const properties = JSON.parse(readFileSync(new URL('../../../data/properties.json', import.meta.url), 'utf8')) as Property[];

describe('every UI key the detail page builds from data exists (no raw key reaches a page)', () => {
	test('attribute labels and values of every demo listing, in every language', () => {
		const used = new Set<string>();
		const t = (key: string) => (used.add(key), key);
		for (const p of properties) attributeGroups(p, { locale: p.Language, t, hideCity: false, now: new Date() });
		expect([...used].filter((key) => !known.has(key))).toEqual([]);
	});

	test('groups, states, badges, places and mobility parts', () => {
		const keys = [
			...groupIds.map((id) => `detail.group.${id}`),
			...availabilities.map((s) => `detail.status.${s}`),
			...closedStates.map((s) => `detail.closed.${s}`),
			...placeTypes.map((type) => `detail.nearby.type.${type}`),
			...mobilityParts.map((part) => `detail.mobility.part.${part}`),
			...['pdf', 'image', 'other'].map((type) => `detail.documents.type.${type}`),
			...badgesOf({ Availability: { Status: 'for_sale' }, Marquee: 1, MarqueeName: null }).map((b) => b.key ?? ''),
		];
		expect(keys.filter((key) => !known.has(key))).toEqual([]);
	});
});
