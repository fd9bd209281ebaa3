import type { Locale } from '../../../i18n/locales.ts';
import type { WebId } from '../../schemas/common.ts';
import { kindOrder, kinds } from './kinds.ts';
import type { Localized } from './text-types.ts';

/** A property type of spec §3 with its name per language, order and goals. */
export type TypeEntry = {
	webId: WebId;
	name: Localized;
	showOrder: number;
	sale: boolean;
	rent: boolean;
};

/** The eight property types; ShowOrder runs 1 to 7 and two types share 5 (spec §3). */
export const propertyTypes: readonly TypeEntry[] = [
	{
		webId: 1,
		name: {
			nl: 'Appartement/Loft',
			fr: 'Appartement/Loft',
			en: 'Apartment/Loft',
			de: 'Wohnung/Loft',
		},
		showOrder: 1,
		sale: true,
		rent: true,
	},
	{
		webId: 2,
		name: { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus' },
		showOrder: 2,
		sale: true,
		rent: true,
	},
	{
		webId: 3,
		name: {
			nl: 'Overname handelszaak',
			fr: 'Remise de commerce',
			en: 'Relocation',
			de: 'Geschäftsübernahme',
		},
		showOrder: 7,
		sale: true,
		rent: true,
	},
	{
		webId: 4,
		name: {
			nl: 'Kantoren en winkels',
			fr: 'Bureaux et commerces',
			en: 'Offices and shops',
			de: 'Büros und Geschäfte',
		},
		showOrder: 3,
		sale: true,
		rent: true,
	},
	{
		webId: 5,
		name: { nl: 'Investeringsgoed', fr: 'Investissement', en: 'Investment', de: 'Kapitalanlage' },
		showOrder: 4,
		sale: true,
		rent: false,
	},
	{
		webId: 6,
		name: {
			nl: 'Semi-industrieel',
			fr: 'Semi-industriel',
			en: 'Semi-industrial',
			de: 'Gewerbehalle',
		},
		showOrder: 6,
		sale: true,
		rent: true,
	},
	{
		webId: 7,
		name: { nl: 'Grond', fr: 'Terrain', en: 'Land', de: 'Grundstück' },
		showOrder: 5,
		sale: true,
		rent: false,
	},
	{
		webId: 8,
		name: {
			nl: 'Uitzonderlijk vastgoed',
			fr: "Bien d’exception",
			en: 'Exceptional property',
			de: 'Besondere Immobilie',
		},
		showOrder: 5,
		sale: true,
		rent: true,
	},
];

/** Finds a property type by WebID. */
export function getType(webId: WebId): TypeEntry {
	const found = propertyTypes.find((t) => t.webId === webId);
	if (!found) throw new Error(`Unknown WebID ${webId}`);
	return found;
}

/** A node of the CRM type tree: one root per WebID, sub-types below it (names in Dutch, as the CRM). */
export type TreeEntry = { ID: number; ParentID: number | null; Name: string; WebID: WebId | null };

/** Builds the type tree: ids 1 to 8 are the types, 100 and up their sub-types. */
export function buildTree(locale: Locale = 'nl'): TreeEntry[] {
	const nodes: TreeEntry[] = propertyTypes.map((t) => ({
		ID: t.webId,
		ParentID: null,
		Name: t.name[locale],
		WebID: t.webId,
	}));
	let next = 100;
	for (const kind of kindOrder) {
		const entry = kinds[kind];
		for (const sub of entry.subtypes) {
			if (nodes.some((n) => n.ParentID === entry.webId && n.Name === sub[locale])) continue;
			nodes.push({ ID: next++, ParentID: entry.webId, Name: sub[locale], WebID: entry.webId });
		}
	}
	return nodes;
}
