import { formatNumber as n } from './text-types.ts';
import type { KindBank } from './text-types.ts';

/** Titles, openings and layout sentences for investment properties. */
export const investmentBank: KindBank = {
	openings: [
		{
			title: {
				nl: (f) => `Opbrengsteigendom met ${f.units} wooneenheden`,
				fr: (f) => `Immeuble de rapport de ${f.units} logements`,
				en: (f) => `Investment building with ${f.units} units`,
			},
			intro: {
				nl: (f, c) =>
					`Volledig verhuurd opbrengsteigendom in ${c}, bestaande uit ${f.units} wooneenheden met een stabiel huurrendement.`,
				fr: (f, c) =>
					`Immeuble de rapport entièrement loué à ${c}, composé de ${f.units} logements et offrant un rendement locatif stable.`,
				en: (f, c) =>
					`Fully let investment property in ${c}, made up of ${f.units} residential units with a stable rental yield.`,
			},
		},
		{
			title: {
				nl: () => 'Investeringspand met handelsgelijkvloers',
				fr: () => 'Immeuble mixte avec rez commercial',
				en: () => 'Mixed-use investment with ground-floor shop',
			},
			intro: {
				nl: (f, c) =>
					`Gemengd investeringspand met een verhuurde handelsruimte op het gelijkvloers en ${f.units} appartementen op de verdiepingen, in het centrum van ${c}.`,
				fr: (f, c) =>
					`Immeuble mixte avec un rez-de-chaussée commercial loué et ${f.units} appartements aux étages, au centre de ${c}.`,
				en: (f, c) =>
					`Mixed-use building with a let ground-floor shop and ${f.units} flats on the upper floors, in the centre of ${c}.`,
			},
		},
	],
	layouts: [
		{
			nl: (f) =>
				`Het bruto rendement bedraagt ongeveer ${n(f.grossYield, 'nl')} %, met langlopende huurcontracten en weinig leegstand.`,
			fr: (f) =>
				`Le rendement brut avoisine ${n(f.grossYield, 'fr')} %, avec des baux de longue durée et peu de vide locatif.`,
			en: (f) =>
				`The gross yield is around ${n(f.grossYield, 'en')}%, with long-term leases and low vacancy.`,
		},
		{
			nl: () =>
				'Elke eenheid heeft eigen meters voor gas, water en elektriciteit; de gemeenschappelijke delen werden recent opgefrist.',
			fr: () =>
				"Chaque logement dispose de compteurs individuels pour le gaz, l’eau et l’électricité ; les communs ont été récemment rafraîchis.",
			en: () =>
				'Each unit has its own gas, water and electricity meters; the common areas were recently refreshed.',
		},
	],
};

/** Titles, openings and layout sentences for warehouses and semi-industrial units. */
export const warehouseBank: KindBank = {
	openings: [
		{
			title: {
				nl: (f) => `Magazijn van ${n(f.livingArea, 'nl')} m² met kantoren`,
				fr: (f) => `Entrepôt de ${n(f.livingArea, 'fr')} m² avec bureaux`,
				en: (f) => `${n(f.livingArea, 'en')} m² warehouse with offices`,
			},
			intro: {
				nl: (f, c) =>
					`Dit semi-industriële pand van ${n(f.livingArea, 'nl')} m² ligt op een KMO-zone in ${c}, met vlotte toegang tot de snelweg.`,
				fr: (f, c) =>
					`Ce bâtiment semi-industriel de ${n(f.livingArea, 'fr')} m² est situé dans un zoning PME à ${c}, avec un accès aisé à l’autoroute.`,
				en: (f, c) =>
					`This ${n(f.livingArea, 'en')} m² semi-industrial building is located on a business park in ${c}, with easy access to the motorway.`,
			},
		},
		{
			title: {
				nl: () => 'Polyvalente KMO-unit',
				fr: () => 'Unité PME polyvalente',
				en: () => 'Versatile light-industrial unit',
			},
			intro: {
				nl: (_f, c) =>
					`Polyvalente KMO-unit met magazijn en kantoorruimte, geschikt voor opslag, productie of een showroom in ${c}.`,
				fr: (_f, c) =>
					`Unité PME polyvalente avec entrepôt et espace de bureaux, idéale pour du stockage, de la production ou un showroom à ${c}.`,
				en: (_f, c) =>
					`Versatile light-industrial unit with warehouse and office space, suitable for storage, production or a showroom in ${c}.`,
			},
		},
	],
	layouts: [
		{
			nl: () =>
				'Het magazijn heeft een vrije hoogte van 7 meter, een sectionale poort en een betonvloer met hoge draagkracht; vooraan zijn er kantoren met sanitair.',
			fr: () =>
				"L’entrepôt offre une hauteur libre de 7 mètres, une porte sectionnelle et un sol en béton à haute capacité portante ; les bureaux avec sanitaires se trouvent à l’avant.",
			en: () =>
				'The warehouse has a clear height of 7 metres, a sectional door and a high load-bearing concrete floor; offices with toilets are at the front.',
		},
		{
			nl: () =>
				'Er is driefasige stroom, een laadkade en voldoende parkeerplaatsen op eigen terrein.',
			fr: () =>
				"Le bien dispose du courant triphasé, d’un quai de chargement et de nombreuses places de parking privatives.",
			en: () => 'There is three-phase power, a loading dock and ample on-site parking.',
		},
	],
};

/** Titles, openings and layout sentences for building land. */
export const landBank: KindBank = {
	openings: [
		{
			title: {
				nl: (f) => `Bouwgrond van ${n(f.plotArea, 'nl')} m²`,
				fr: (f) => `Terrain à bâtir de ${n(f.plotArea, 'fr')} m²`,
				en: (f) => `${n(f.plotArea, 'en')} m² building plot`,
			},
			intro: {
				nl: (f, c) =>
					`Goed gelegen bouwgrond van ${n(f.plotArea, 'nl')} m² voor open bebouwing, in een rustige wijk van ${c}.`,
				fr: (f, c) =>
					`Terrain à bâtir bien situé de ${n(f.plotArea, 'fr')} m², pour une construction quatre façades, dans un quartier calme de ${c}.`,
				en: (f, c) =>
					`Well-located ${n(f.plotArea, 'en')} m² building plot for a detached house, in a quiet area of ${c}.`,
			},
		},
		{
			title: {
				nl: () => 'Bouwgrond voor halfopen bebouwing',
				fr: () => 'Terrain pour construction trois façades',
				en: () => 'Plot for a semi-detached house',
			},
			intro: {
				nl: (f, c) =>
					`Deze bouwgrond van ${n(f.plotArea, 'nl')} m² in ${c} heeft een straatbreedte van ${n(f.frontWidth, 'nl')} meter en is vrij van architect en bouwpromotor.`,
				fr: (f, c) =>
					`Ce terrain de ${n(f.plotArea, 'fr')} m² à ${c} présente une façade à rue de ${n(f.frontWidth, 'fr')} mètres et est libre d’architecte et de promoteur.`,
				en: (f, c) =>
					`This ${n(f.plotArea, 'en')} m² plot in ${c} has ${n(f.frontWidth, 'en')} metres of street frontage and comes free of any architect or developer tie-in.`,
			},
		},
	],
	layouts: [
		{
			nl: () =>
				'Alle nutsvoorzieningen liggen aan de straat en een stedenbouwkundig attest is beschikbaar op aanvraag.',
			fr: () =>
				"Tous les impétrants sont présents en voirie et un certificat d’urbanisme est disponible sur demande.",
			en: () =>
				'All utilities are available at the street and a planning certificate is available on request.',
		},
		{
			nl: () =>
				'Het perceel ligt in woongebied volgens het gewestplan en leent zich tot de bouw van een ruime gezinswoning.',
			fr: () =>
				"La parcelle est située en zone d’habitat au plan de secteur et se prête à la construction d’une spacieuse maison familiale.",
			en: () =>
				'The plot is zoned residential under the regional zoning plan and suits the construction of a spacious family home.',
		},
	],
};
