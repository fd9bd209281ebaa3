import { municipalities } from './municipalities.ts';
import type { Municipality } from './municipalities.ts';
import type { Localized } from './text-types.ts';

/** A new-build project of the demo set, before its units are drawn. */
export type ProjectSeed = {
	name: string;
	zip: number;
	kind: 'apartment' | 'house' | 'office';
	goal: 0 | 1;
	units: number;
	soldOut: boolean;
	street: string;
	houseNumber: string;
	publicAddress: boolean;
	externalLink?: string;
	description: Localized;
};

/** The demo projects, in the order they are used (a small set takes the first ones). */
export const projectSeeds: readonly ProjectSeed[] = [
	{
		name: 'Residentie Parkzicht',
		zip: 3000,
		kind: 'apartment',
		goal: 0,
		units: 5,
		soldOut: false,
		street: 'Diestsevest',
		houseNumber: '90',
		publicAddress: true,
		description: {
			nl: 'Residentie Parkzicht is een kleinschalig nieuwbouwproject aan de rand van het Leuvense stadspark. De appartementen hebben één tot drie slaapkamers, een ruim terras en worden afgewerkt met vloerverwarming en een warmtepomp. Oplevering is voorzien in het voorjaar van 2027.',
			fr: 'La Résidence Parkzicht est un petit projet neuf en bordure du parc urbain de Louvain. Les appartements comptent une à trois chambres et une grande terrasse, avec chauffage par le sol et pompe à chaleur. La réception est prévue au printemps 2027.',
			en: 'Residentie Parkzicht is a small new-build development on the edge of the Leuven city park. The apartments have one to three bedrooms and a large terrace, with underfloor heating and a heat pump. Completion is planned for spring 2027.',
			de: '',
		},
	},
	{
		name: 'Les Jardins de la Meuse',
		zip: 5000,
		kind: 'apartment',
		goal: 0,
		units: 4,
		soldOut: true,
		street: 'Rue des Bateliers',
		houseNumber: '12',
		publicAddress: true,
		description: {
			nl: 'Les Jardins de la Meuse omvat vier appartementen met zicht op de Maas, op wandelafstand van het centrum van Namen. Alle units zijn verkocht; vraag ons naar gelijkaardige projecten in de regio.',
			fr: 'Les Jardins de la Meuse regroupent quatre appartements avec vue sur la Meuse, à quelques pas du centre de Namur. Toutes les unités sont vendues ; interrogez-nous sur nos projets similaires dans la région.',
			en: 'Les Jardins de la Meuse comprises four apartments overlooking the Meuse, a short walk from the centre of Namur. All units are sold; ask us about similar projects in the area.',
			de: '',
		},
	},
	{
		name: 'Résidence Flagey',
		zip: 1050,
		kind: 'apartment',
		goal: 0,
		units: 4,
		soldOut: false,
		street: 'Rue de la Brasserie',
		houseNumber: '8',
		publicAddress: false,
		description: {
			nl: 'Residentie Flagey is een duurzame renovatie van een art-decogebouw vlak bij het Flageyplein. Elk appartement combineert authentieke details met hedendaags comfort en een energiezuinige schil.',
			fr: 'La Résidence Flagey est la rénovation durable d’un immeuble Art déco tout près de la place Flagey. Chaque appartement allie détails d’origine et confort contemporain, dans une enveloppe à basse consommation.',
			en: 'Résidence Flagey is a sustainable renovation of an Art Deco building close to Place Flagey. Each apartment combines original details with modern comfort and a low-energy envelope.',
			de: '',
		},
	},
	{
		name: 'Royal Lofts',
		zip: 2449,
		kind: 'apartment',
		goal: 1,
		units: 4,
		soldOut: false,
		street: 'Boulevard Royal',
		houseNumber: '15',
		publicAddress: true,
		externalLink: 'https://www.royal-lofts.example/',
		description: {
			nl: 'Royal Lofts biedt vier luxueuze huurlofts in het financiële hart van Luxemburg-stad, volledig uitgerust en klaar om te betrekken. Ideaal voor expats en professionals die dicht bij hun werk willen wonen.',
			fr: 'Royal Lofts propose quatre lofts de standing à louer au cœur financier de Luxembourg-ville, entièrement équipés et prêts à habiter. Idéal pour les expatriés et les professionnels souhaitant vivre près de leur lieu de travail.',
			en: 'Royal Lofts offers four high-end lofts to let in the financial heart of Luxembourg City, fully equipped and ready to move into. Ideal for expats and professionals who want to live close to work.',
			de: '',
		},
	},
	{
		name: 'Hof ter Linden',
		zip: 9000,
		kind: 'house',
		goal: 0,
		units: 3,
		soldOut: false,
		street: 'Lindenlaan',
		houseNumber: '40',
		publicAddress: true,
		description: {
			nl: 'Hof ter Linden bestaat uit drie energieneutrale gezinswoningen rond een gedeelde groene binnentuin in Gent. Elke woning heeft drie slaapkamers, een private tuin en een carport.',
			fr: "Hof ter Linden se compose de trois maisons familiales à énergie quasi nulle autour d’un jardin intérieur partagé à Gand. Chaque maison offre trois chambres, un jardin privatif et un carport.",
			en: 'Hof ter Linden consists of three energy-neutral family houses around a shared green courtyard in Ghent. Each house has three bedrooms, a private garden and a carport.',
			de: '',
		},
	},
	{
		name: 'Mechelen Business Campus',
		zip: 2800,
		kind: 'office',
		goal: 0,
		units: 4,
		soldOut: false,
		street: 'Schaliënhoevedreef',
		houseNumber: '20',
		publicAddress: true,
		description: {
			nl: 'Mechelen Business Campus biedt modulaire kantoorunits van 120 tot 400 m² langs de E19, met ruime parking, laadpalen en een gedeelde vergaderruimte.',
			fr: 'Le Mechelen Business Campus propose des bureaux modulables de 120 à 400 m² le long de l’E19, avec vaste parking, bornes de recharge et salle de réunion partagée.',
			en: 'Mechelen Business Campus offers modular office units of 120 to 400 m² along the E19, with ample parking, charging points and a shared meeting room.',
			de: '',
		},
	},
];

/** The municipality of a project seed. */
export function projectMunicipality(seed: ProjectSeed): Municipality {
	const found = municipalities.find((m) => m.zip === seed.zip);
	if (!found) throw new Error(`No municipality with postcode ${seed.zip}`);
	return found;
}

/**
 * Where a project's building stands: its municipality's point (the demo has no geocoder). Every
 * unit of the project stands there too, at the project's street and number.
 */
export function projectPoint(seed: ProjectSeed): { lat: number; lng: number } {
	const m = projectMunicipality(seed);
	return { lat: m.lat, lng: m.lng };
}

/** How many projects a set of `total` listings gets (6 in the default demo set of 150). */
export function projectCountFor(total: number): number {
	if (total >= 100) return projectSeeds.length;
	if (total >= 40) return 2;
	return total >= 15 ? 1 : 0;
}
