import type { WebId } from '../../schemas/common.ts';
import type { Feature, Localized, PropertyKind } from './text-types.ts';

/** How a kind of property maps onto the export: main WebID, extra WebIDs, sub-types and features. */
export type KindEntry = {
	webId: WebId;
	/** Extra type ids sometimes listed in WebIDs (a villa that is also exceptional). */
	alsoWebIds: readonly WebId[];
	/** Sub-type names (TypeDescription); when `subtypeMatchesOpening`, index i goes with opening i. */
	subtypes: readonly Localized[];
	subtypeMatchesOpening: boolean;
	/** Features the text may mention for this kind. */
	features: readonly Feature[];
	/** Sale price range in euro, and monthly rent range (null: never let). */
	salePrice: readonly [number, number];
	rent: readonly [number, number] | null;
	/** Living or usable surface range in m², and plot range (0 when there is no plot). */
	surface: readonly [number, number];
	plot: readonly [number, number];
	years: readonly [number, number];
	hasEpc: boolean;
};

const s = (nl: string, fr: string, en: string, de: string): Localized => ({ nl, fr, en, de });
const homeFeatures: readonly Feature[] = [
	'renovated',
	'newBuild',
	'nearStation',
	'quietStreet',
	'southFacing',
	'solarPanels',
];

/** Every kind of property the generator writes. */
export const kinds: Record<PropertyKind, KindEntry> = {
	apartment: {
		webId: 1,
		alsoWebIds: [],
		subtypeMatchesOpening: false,
		subtypes: [
			s('Appartement', 'Appartement', 'Apartment', 'Wohnung'),
			s('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'),
			s('Duplex', 'Duplex', 'Duplex', 'Maisonette'),
			s('Loft', 'Loft', 'Loft', 'Loft'),
		],
		features: [...homeFeatures, 'terrace', 'parking', 'lift', 'cellar', 'view'],
		salePrice: [170_000, 650_000],
		rent: [750, 1_850],
		surface: [55, 160],
		plot: [0, 0],
		years: [1965, 2025],
		hasEpc: true,
	},
	house: {
		webId: 2,
		alsoWebIds: [],
		subtypeMatchesOpening: false,
		subtypes: [
			s('Rijwoning', 'Maison mitoyenne', 'Terraced house', 'Reihenhaus'),
			s('Halfopen bebouwing', 'Maison trois façades', 'Semi-detached house', 'Doppelhaushälfte'),
			s('Open bebouwing', 'Maison quatre façades', 'Detached house', 'Einfamilienhaus'),
		],
		features: [...homeFeatures, 'garden', 'terrace', 'garage', 'cellar', 'fireplace'],
		salePrice: [230_000, 780_000],
		rent: [1_050, 2_400],
		surface: [110, 260],
		plot: [120, 900],
		years: [1900, 2024],
		hasEpc: true,
	},
	villa: {
		webId: 2,
		alsoWebIds: [8],
		subtypeMatchesOpening: false,
		subtypes: [
			s('Villa', 'Villa', 'Villa', 'Villa'),
			s('Bungalow', 'Bungalow', 'Bungalow', 'Bungalow'),
		],
		features: [...homeFeatures, 'garden', 'terrace', 'garage', 'pool', 'view', 'fireplace'],
		salePrice: [550_000, 1_500_000],
		rent: [2_300, 3_500],
		surface: [190, 420],
		plot: [800, 4_000],
		years: [1960, 2024],
		hasEpc: true,
	},
	exceptional: {
		webId: 8,
		alsoWebIds: [2],
		subtypeMatchesOpening: true,
		subtypes: [
			s('Hoeve', 'Ferme', 'Farmhouse', 'Bauernhof'),
			s('Kasteel', 'Château', 'Castle', 'Schloss'),
			s('Herenhuis', 'Maison de maître', 'Mansion', 'Herrenhaus'),
		],
		features: ['renovated', 'garden', 'view', 'fireplace', 'pool', 'quietStreet'],
		salePrice: [900_000, 1_500_000],
		rent: [3_000, 3_500],
		surface: [300, 900],
		plot: [2_000, 40_000],
		years: [1650, 1925],
		hasEpc: true,
	},
	office: {
		webId: 4,
		alsoWebIds: [],
		subtypeMatchesOpening: false,
		subtypes: [s('Kantoor', 'Bureau', 'Office', 'Büro')],
		features: ['renovated', 'newBuild', 'nearStation', 'parking', 'lift', 'terrace'],
		salePrice: [180_000, 1_200_000],
		rent: [900, 3_500],
		surface: [80, 650],
		plot: [0, 0],
		years: [1970, 2024],
		hasEpc: true,
	},
	retail: {
		webId: 4,
		alsoWebIds: [],
		subtypeMatchesOpening: false,
		subtypes: [
			s('Handelspand', 'Commerce', 'Retail unit', 'Ladenlokal'),
			s('Winkelruimte', 'Surface commerciale', 'Shop', 'Geschäftsfläche'),
		],
		features: ['renovated', 'nearStation', 'cellar'],
		salePrice: [160_000, 900_000],
		rent: [1_000, 3_500],
		surface: [60, 400],
		plot: [0, 0],
		years: [1900, 2020],
		hasEpc: true,
	},
	investment: {
		webId: 5,
		alsoWebIds: [4],
		subtypeMatchesOpening: false,
		subtypes: [
			s('Opbrengsteigendom', 'Immeuble de rapport', 'Investment building', 'Renditeobjekt'),
		],
		features: ['renovated', 'nearStation', 'solarPanels', 'garden'],
		salePrice: [380_000, 1_500_000],
		rent: null,
		surface: [220, 900],
		plot: [150, 800],
		years: [1900, 2015],
		hasEpc: true,
	},
	warehouse: {
		webId: 6,
		alsoWebIds: [],
		subtypeMatchesOpening: false,
		subtypes: [
			s('Magazijn', 'Entrepôt', 'Warehouse', 'Lagerhalle'),
			s('KMO-unit', 'Unité PME', 'Light-industrial unit', 'Gewerbeeinheit'),
		],
		features: ['newBuild', 'solarPanels'],
		salePrice: [250_000, 1_200_000],
		rent: [1_200, 3_500],
		surface: [250, 2_500],
		plot: [500, 5_000],
		years: [1975, 2024],
		hasEpc: false,
	},
	land: {
		webId: 7,
		alsoWebIds: [],
		subtypeMatchesOpening: false,
		subtypes: [s('Bouwgrond', 'Terrain à bâtir', 'Building land', 'Baugrundstück')],
		features: ['quietStreet', 'southFacing', 'nearStation'],
		salePrice: [150_000, 450_000],
		rent: null,
		surface: [0, 0],
		plot: [350, 1_800],
		years: [0, 0],
		hasEpc: false,
	},
	takeover: {
		webId: 3,
		alsoWebIds: [],
		subtypeMatchesOpening: true,
		subtypes: [
			s('Handelszaak', 'Fonds de commerce', 'Business', 'Geschäft'),
			s('Horecazaak', 'Établissement horeca', 'Restaurant', 'Gaststätte'),
		],
		features: ['nearStation', 'renovated'],
		salePrice: [150_000, 420_000],
		rent: [650, 2_500],
		surface: [60, 300],
		plot: [0, 0],
		years: [1920, 2015],
		hasEpc: true,
	},
};

/** Kinds in the order the coverage plan walks them; every WebID 1 to 8 is reached. */
export const kindOrder: readonly PropertyKind[] = [
	'apartment',
	'house',
	'takeover',
	'office',
	'investment',
	'warehouse',
	'land',
	'exceptional',
	'villa',
	'retail',
];

/** Relative frequency of each kind in a demo set (homes dominate, as in a real agency's stock). */
export const kindWeights: Record<PropertyKind, number> = {
	apartment: 30,
	house: 26,
	villa: 8,
	exceptional: 3,
	office: 7,
	retail: 6,
	investment: 5,
	warehouse: 5,
	land: 7,
	takeover: 3,
};
