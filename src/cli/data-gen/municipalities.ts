import type { Locale } from '../../../i18n/locales.ts';

/** Where a municipality lies: the three Belgian regions of spec §9, or Luxembourg. */
export type Region = 'brussels' | 'wallonia' | 'flanders' | 'luxembourg';

/** A real municipality with its real postcode, names per language and approximate centre. */
export type Municipality = {
	zip: number;
	countryId: 10 | 50;
	name: Record<Locale, string>;
	lat: number;
	lng: number;
};

const be = (
	zip: number,
	nl: string,
	fr: string,
	en: string,
	de: string,
	lat: number,
	lng: number,
): Municipality => ({ zip, countryId: 10, name: { nl, fr, en, de }, lat, lng });

const lu = (
	zip: number,
	nl: string,
	fr: string,
	en: string,
	de: string,
	lat: number,
	lng: number,
): Municipality => ({ zip, countryId: 50, name: { nl, fr, en, de }, lat, lng });

/** Real Belgian and Luxembourg municipalities (postcodes as numbers; Luxembourg's L- prefix dropped). */
export const municipalities: readonly Municipality[] = [
	// Brussels-Capital Region (1000-1299)
	be(1000, 'Brussel', 'Bruxelles', 'Brussels', 'Brüssel', 50.8467, 4.3525),
	be(1030, 'Schaarbeek', 'Schaerbeek', 'Schaerbeek', 'Schaerbeek', 50.8676, 4.3737),
	be(1040, 'Etterbeek', 'Etterbeek', 'Etterbeek', 'Etterbeek', 50.8361, 4.3891),
	be(1050, 'Elsene', 'Ixelles', 'Ixelles', 'Ixelles', 50.8275, 4.3697),
	be(1060, 'Sint-Gillis', 'Saint-Gilles', 'Saint-Gilles', 'Saint-Gilles', 50.8268, 4.3456),
	be(1070, 'Anderlecht', 'Anderlecht', 'Anderlecht', 'Anderlecht', 50.8365, 4.3083),
	be(1090, 'Jette', 'Jette', 'Jette', 'Jette', 50.8778, 4.325),
	be(1140, 'Evere', 'Evere', 'Evere', 'Evere', 50.8703, 4.4011),
	be(
		1150,
		'Sint-Pieters-Woluwe',
		'Woluwe-Saint-Pierre',
		'Woluwe-Saint-Pierre',
		'Woluwe-Saint-Pierre',
		50.8292,
		4.4431,
	),
	be(1160, 'Oudergem', 'Auderghem', 'Auderghem', 'Auderghem', 50.8156, 4.4331),
	be(
		1170,
		'Watermaal-Bosvoorde',
		'Watermael-Boitsfort',
		'Watermael-Boitsfort',
		'Watermael-Boitsfort',
		50.7996,
		4.4146,
	),
	be(1180, 'Ukkel', 'Uccle', 'Uccle', 'Uccle', 50.8022, 4.34),
	be(1190, 'Vorst', 'Forest', 'Forest', 'Forest', 50.8107, 4.3188),
	be(
		1200,
		'Sint-Lambrechts-Woluwe',
		'Woluwe-Saint-Lambert',
		'Woluwe-Saint-Lambert',
		'Woluwe-Saint-Lambert',
		50.8466,
		4.4294,
	),
	// Wallonia (1300-1499 and 4000-7999)
	be(1300, 'Waver', 'Wavre', 'Wavre', 'Wavre', 50.7167, 4.6),
	be(1330, 'Rixensart', 'Rixensart', 'Rixensart', 'Rixensart', 50.7125, 4.5297),
	be(
		1348,
		'Ottignies-Louvain-la-Neuve',
		'Ottignies-Louvain-la-Neuve',
		'Ottignies-Louvain-la-Neuve',
		'Ottignies-Louvain-la-Neuve',
		50.6683,
		4.6147,
	),
	be(1400, 'Nijvel', 'Nivelles', 'Nivelles', 'Nivelles', 50.5975, 4.3285),
	be(1410, 'Waterloo', 'Waterloo', 'Waterloo', 'Waterloo', 50.715, 4.399),
	be(1420, 'Eigenbrakel', 'Braine-l’Alleud', 'Braine-l’Alleud', 'Braine-l’Alleud', 50.6833, 4.3667),
	be(4000, 'Luik', 'Liège', 'Liège', 'Lüttich', 50.6326, 5.5797),
	be(4500, 'Hoei', 'Huy', 'Huy', 'Huy', 50.5183, 5.2397),
	be(4700, 'Eupen', 'Eupen', 'Eupen', 'Eupen', 50.63, 6.0333),
	be(4800, 'Verviers', 'Verviers', 'Verviers', 'Verviers', 50.5891, 5.8624),
	be(4900, 'Spa', 'Spa', 'Spa', 'Spa', 50.492, 5.864),
	be(5000, 'Namen', 'Namur', 'Namur', 'Namur', 50.4674, 4.872),
	be(5030, 'Gembloers', 'Gembloux', 'Gembloux', 'Gembloux', 50.5606, 4.6986),
	be(5500, 'Dinant', 'Dinant', 'Dinant', 'Dinant', 50.2606, 4.9117),
	be(6000, 'Charleroi', 'Charleroi', 'Charleroi', 'Charleroi', 50.4108, 4.4446),
	be(6600, 'Bastenaken', 'Bastogne', 'Bastogne', 'Bastnach', 50.003, 5.719),
	be(6700, 'Aarlen', 'Arlon', 'Arlon', 'Arel', 49.6833, 5.8167),
	be(
		6900,
		'Marche-en-Famenne',
		'Marche-en-Famenne',
		'Marche-en-Famenne',
		'Marche-en-Famenne',
		50.227,
		5.344,
	),
	be(7000, 'Bergen', 'Mons', 'Mons', 'Bergen', 50.4542, 3.9567),
	be(7100, 'La Louvière', 'La Louvière', 'La Louvière', 'La Louvière', 50.4797, 4.1864),
	be(7500, 'Doornik', 'Tournai', 'Tournai', 'Tournai', 50.6071, 3.3893),
	be(7700, 'Moeskroen', 'Mouscron', 'Mouscron', 'Mouscron', 50.7446, 3.2064),
	be(7800, 'Aat', 'Ath', 'Ath', 'Ath', 50.6292, 3.7786),
	// Flanders (1500-3999 and 8000-9999)
	be(1500, 'Halle', 'Hal', 'Halle', 'Halle', 50.7339, 4.2345),
	be(1700, 'Dilbeek', 'Dilbeek', 'Dilbeek', 'Dilbeek', 50.8481, 4.2597),
	be(1800, 'Vilvoorde', 'Vilvorde', 'Vilvoorde', 'Vilvoorde', 50.9281, 4.4245),
	be(1850, 'Grimbergen', 'Grimbergen', 'Grimbergen', 'Grimbergen', 50.9347, 4.3722),
	be(1930, 'Zaventem', 'Zaventem', 'Zaventem', 'Zaventem', 50.8833, 4.4667),
	be(2000, 'Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen', 51.2194, 4.4025),
	be(2300, 'Turnhout', 'Turnhout', 'Turnhout', 'Turnhout', 51.3227, 4.9447),
	be(2440, 'Geel', 'Geel', 'Geel', 'Geel', 51.162, 4.99),
	be(2500, 'Lier', 'Lierre', 'Lier', 'Lier', 51.1314, 4.57),
	be(2800, 'Mechelen', 'Malines', 'Mechelen', 'Mecheln', 51.0259, 4.4776),
	be(3000, 'Leuven', 'Louvain', 'Leuven', 'Löwen', 50.8798, 4.7005),
	be(3080, 'Tervuren', 'Tervuren', 'Tervuren', 'Tervuren', 50.8236, 4.5144),
	be(3500, 'Hasselt', 'Hasselt', 'Hasselt', 'Hasselt', 50.9307, 5.3325),
	be(3600, 'Genk', 'Genk', 'Genk', 'Genk', 50.965, 5.5),
	be(3700, 'Tongeren', 'Tongres', 'Tongeren', 'Tongern', 50.7805, 5.4648),
	be(3800, 'Sint-Truiden', 'Saint-Trond', 'Sint-Truiden', 'Sint-Truiden', 50.8167, 5.1833),
	be(8000, 'Brugge', 'Bruges', 'Bruges', 'Brügge', 51.2093, 3.2247),
	be(8300, 'Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist', 51.35, 3.2667),
	be(8400, 'Oostende', 'Ostende', 'Ostend', 'Ostende', 51.2154, 2.9286),
	be(8500, 'Kortrijk', 'Courtrai', 'Kortrijk', 'Kortrijk', 50.828, 3.2649),
	be(8660, 'De Panne', 'La Panne', 'De Panne', 'De Panne', 51.099, 2.592),
	be(8790, 'Waregem', 'Waregem', 'Waregem', 'Waregem', 50.8886, 3.4275),
	be(8800, 'Roeselare', 'Roulers', 'Roeselare', 'Roeselare', 50.9465, 3.1227),
	be(8900, 'Ieper', 'Ypres', 'Ypres', 'Ypern', 50.8503, 2.885),
	be(9000, 'Gent', 'Gand', 'Ghent', 'Gent', 51.0543, 3.7174),
	be(9100, 'Sint-Niklaas', 'Saint-Nicolas', 'Sint-Niklaas', 'Sint-Niklaas', 51.165, 4.143),
	be(9200, 'Dendermonde', 'Termonde', 'Dendermonde', 'Dendermonde', 51.0283, 4.1),
	be(9300, 'Aalst', 'Alost', 'Aalst', 'Aalst', 50.9378, 4.0403),
	be(9700, 'Oudenaarde', 'Audenarde', 'Oudenaarde', 'Oudenaarde', 50.845, 3.605),
	be(9800, 'Deinze', 'Deinze', 'Deinze', 'Deinze', 50.9833, 3.5333),
	// Grand Duchy of Luxembourg (country 50)
	lu(2449, 'Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg', 49.6116, 6.1319),
	lu(
		4050,
		'Esch-sur-Alzette',
		'Esch-sur-Alzette',
		'Esch-sur-Alzette',
		'Esch an der Alzette',
		49.4958,
		5.9806,
	),
	lu(4601, 'Differdange', 'Differdange', 'Differdange', 'Differdingen', 49.5242, 5.8914),
	lu(3590, 'Dudelange', 'Dudelange', 'Dudelange', 'Düdelingen', 49.4806, 6.0875),
	lu(9050, 'Ettelbruck', 'Ettelbruck', 'Ettelbruck', 'Ettelbrück', 49.8475, 6.1042),
];

/**
 * Tells the region of a postcode and country by the ranges of spec §9.
 * @example regionOf(3000, 10) // => 'flanders'
 */
export function regionOf(zip: number, countryId: number): Region {
	if (countryId === 50) return 'luxembourg';
	if (zip >= 1000 && zip <= 1299) return 'brussels';
	if ((zip >= 1300 && zip <= 1499) || (zip >= 4000 && zip <= 7999)) return 'wallonia';
	return 'flanders';
}

/** Name of each country per language, as the CRM writes CountryName. */
export const countryNames: Record<10 | 50, Record<Locale, string>> = {
	10: { nl: 'België', fr: 'Belgique', en: 'Belgium', de: 'Belgien' },
	50: { nl: 'Luxemburg', fr: 'Luxembourg', en: 'Luxembourg', de: 'Luxemburg' },
};
