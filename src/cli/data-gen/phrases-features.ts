import { formatNumber as n } from './text-types.ts';
import type { Feature, Phrase, TextLocale } from './text-types.ts';

/** Location features: they produce the sentence about the surroundings. */
export const locationFeatures: readonly Feature[] = ['nearStation', 'quietStreet'];

/** One sentence per selling point (location features excepted). */
export const featureSentences: Partial<Record<Feature, Phrase>> = {
	garden: {
		nl: (f) =>
			`Achteraan ligt een verzorgde tuin van ${n(f.gardenArea, 'nl')} m², ideaal om buiten te genieten.`,
		fr: (f) =>
			`À l’arrière, un jardin soigné de ${n(f.gardenArea, 'fr')} m² invite à profiter de l’extérieur.`,
		en: (f) =>
			`At the back, a well-kept ${n(f.gardenArea, 'en')} m² garden is perfect for outdoor living.`,
	},
	terrace: {
		nl: (f) =>
			`Het ruime terras van ${n(f.terraceArea, 'nl')} m² biedt een aangename buitenruimte.`,
		fr: (f) =>
			`La grande terrasse de ${n(f.terraceArea, 'fr')} m² offre un agréable espace extérieur.`,
		en: (f) => `The large ${n(f.terraceArea, 'en')} m² terrace provides a pleasant outdoor space.`,
	},
	southFacing: {
		nl: () => 'Dankzij de zuidoriëntatie geniet u de hele dag van zon en licht.',
		fr: () =>
			'Grâce à son orientation plein sud, le bien profite du soleil et de la lumière toute la journée.',
		en: () => 'Thanks to its south-facing orientation, it enjoys sun and light all day.',
	},
	garage: {
		nl: () => 'Een inpandige garage biedt plaats voor uw wagen en extra bergruimte.',
		fr: () =>
			'Un garage intégré accueille votre véhicule et offre un espace de rangement supplémentaire.',
		en: () => 'An integrated garage provides room for your car and extra storage.',
	},
	parking: {
		nl: () => 'Een autostaanplaats in de ondergrondse parking is inbegrepen.',
		fr: () => 'Un emplacement de parking en sous-sol est compris.',
		en: () => 'A parking space in the underground car park is included.',
	},
	renovated: {
		nl: () =>
			'Het geheel werd recent grondig gerenoveerd, met nieuwe elektriciteit, sanitair en hoogrendementsbeglazing.',
		fr: () =>
			"L’ensemble a récemment été entièrement rénové, avec nouvelle électricité, nouveaux sanitaires et double vitrage à haut rendement.",
		en: () =>
			'The whole property was recently fully renovated, with new wiring, plumbing and high-performance glazing.',
	},
	newBuild: {
		nl: () =>
			'Als nieuwbouw voldoet dit pand aan de meest recente energienormen, met vloerverwarming en een warmtepomp.',
		fr: () =>
			'Construction neuve, le bien répond aux dernières normes énergétiques, avec chauffage par le sol et pompe à chaleur.',
		en: () =>
			'As a new build, it meets the latest energy standards, with underfloor heating and a heat pump.',
	},
	solarPanels: {
		nl: () => 'Zonnepanelen op het dak houden de energiefactuur laag.',
		fr: () =>
			'Des panneaux photovoltaïques en toiture maintiennent la facture énergétique au plus bas.',
		en: () => 'Solar panels on the roof keep energy bills low.',
	},
	lift: {
		nl: () => 'Het gebouw beschikt over een lift en een beveiligde toegang met videofoon.',
		fr: () => "L’immeuble est équipé d’un ascenseur et d’un accès sécurisé avec vidéophone.",
		en: () => 'The building has a lift and secure entry with video intercom.',
	},
	cellar: {
		nl: () => 'Een privatieve kelder zorgt voor extra bergruimte.',
		fr: () => 'Une cave privative offre un rangement supplémentaire.',
		en: () => 'A private cellar provides extra storage.',
	},
	view: {
		nl: () => 'Vanuit de leefruimte geniet u van een weids, onbelemmerd zicht.',
		fr: () => 'Depuis le séjour, vous profitez d’une vue dégagée et imprenable.',
		en: () => 'From the living area you enjoy a wide, unobstructed view.',
	},
	fireplace: {
		nl: () => 'Een sfeervolle houtkachel maakt de living extra gezellig.',
		fr: () => 'Un poêle à bois chaleureux rend le séjour particulièrement convivial.',
		en: () => 'A wood-burning stove makes the living room especially cosy.',
	},
	pool: {
		nl: () => 'In de tuin ligt een verwarmd zwembad met poolhouse.',
		fr: () => 'Le jardin accueille une piscine chauffée avec pool house.',
		en: () => 'The garden features a heated swimming pool with pool house.',
	},
};

/** Sentences about the surroundings, by location feature, plus a general one. */
export const locationSentences: Record<'nearStation' | 'quietStreet' | 'general', Phrase> = {
	nearStation: {
		nl: (_f, c) => `Het station, winkels en scholen van ${c} liggen op enkele minuten wandelen.`,
		fr: (_f, c) => `La gare, les commerces et les écoles de ${c} sont à quelques minutes à pied.`,
		en: (_f, c) => `The station, shops and schools of ${c} are just a few minutes’ walk away.`,
	},
	quietStreet: {
		nl: (_f, c) =>
			`Het pand ligt in een rustige straat, op korte afstand van alle voorzieningen van ${c}.`,
		fr: (_f, c) =>
			`Le bien est situé dans une rue calme, à courte distance de toutes les commodités de ${c}.`,
		en: (_f, c) => `It is set in a quiet street, a short distance from all the amenities of ${c}.`,
	},
	general: {
		nl: () => 'Uitvalswegen en openbaar vervoer zijn vlot bereikbaar.',
		fr: () => 'Les grands axes et les transports en commun sont facilement accessibles.',
		en: () => 'Main roads and public transport are within easy reach.',
	},
};

/** Closing sentences for listings for sale and for rent. */
export const closingSentences: Record<'sale' | 'rent', readonly Phrase[]> = {
	sale: [
		{
			nl: () => 'Neem vandaag nog contact met ons op voor een bezoek.',
			fr: () => "Contactez-nous dès aujourd’hui pour organiser une visite.",
			en: () => 'Contact us today to arrange a viewing.',
		},
		{
			nl: () => 'Een bezoek is de moeite waard: maak snel een afspraak.',
			fr: () => 'Une visite s’impose : prenez rendez-vous sans tarder.',
			en: () => 'A viewing is a must: book your appointment now.',
		},
		{
			nl: () =>
				'Alle stedenbouwkundige inlichtingen en het EPC-attest zijn beschikbaar op ons kantoor.',
			fr: () =>
				"Tous les renseignements urbanistiques et le certificat PEB sont disponibles à l’agence.",
			en: () => 'All planning information and the EPC certificate are available at our office.',
		},
	],
	rent: [
		{
			nl: () => 'Onmiddellijk beschikbaar; de huurwaarborg bedraagt drie maanden huur.',
			fr: () => 'Disponible immédiatement ; la garantie locative s’élève à trois mois de loyer.',
			en: () => 'Available immediately; the rental deposit is three months’ rent.',
		},
		{
			nl: () => 'Beschikbaar in onderling overleg; contacteer ons voor een bezoek.',
			fr: () => 'Libre de commun accord ; contactez-nous pour une visite.',
			en: () => 'Available by mutual agreement; contact us to arrange a viewing.',
		},
	],
};

/** Title endings for a notable feature: the "with" form and, after a title that already has "with", the "and" form. */
export const titleSuffixes: Partial<
	Record<Feature, Record<TextLocale, readonly [string, string]>>
> = {
	garden: {
		nl: [' met tuin', ' en tuin'],
		fr: [' avec jardin', ' et jardin'],
		en: [' with garden', ' and garden'],
	},
	terrace: {
		nl: [' met terras', ' en terras'],
		fr: [' avec terrasse', ' et terrasse'],
		en: [' with terrace', ' and terrace'],
	},
	pool: {
		nl: [' met zwembad', ' en zwembad'],
		fr: [' avec piscine', ' et piscine'],
		en: [' with pool', ' and pool'],
	},
	view: {
		nl: [' met zicht', ' en zicht'],
		fr: [' avec vue', ' et vue'],
		en: [' with a view', ' and a view'],
	},
};
