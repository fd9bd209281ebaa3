import { formatNumber as n } from './text-types.ts';
import type { KindBank } from './text-types.ts';

/** Titles, openings and layout sentences for offices. */
export const officeBank: KindBank = {
	openings: [
		{
			title: {
				nl: (f) => `Kantoorruimte van ${n(f.livingArea, 'nl')} m²`,
				fr: (f) => `Bureaux de ${n(f.livingArea, 'fr')} m²`,
				en: (f) => `${n(f.livingArea, 'en')} m² office space`,
			},
			intro: {
				nl: (f, c) =>
					`Deze moderne kantoorruimte van ${n(f.livingArea, 'nl')} m² bevindt zich in een representatief gebouw in ${c}, vlot bereikbaar vanaf de snelweg.`,
				fr: (f, c) =>
					`Ces bureaux modernes de ${n(f.livingArea, 'fr')} m² se trouvent dans un immeuble de standing à ${c}, facilement accessible depuis l’autoroute.`,
				en: (f, c) =>
					`This modern ${n(f.livingArea, 'en')} m² office space is in a prestigious building in ${c}, with easy motorway access.`,
			},
		},
		{
			title: {
				nl: () => 'Instapklare kantoren in het centrum',
				fr: () => "Bureaux prêts à l’emploi au centre",
				en: () => 'Turnkey offices in the centre',
			},
			intro: {
				nl: (f, c) =>
					`In het centrum van ${c} bieden wij instapklare kantoren aan met een oppervlakte van ${n(f.livingArea, 'nl')} m².`,
				fr: (f, c) =>
					`Au centre de ${c}, nous proposons des bureaux prêts à l’emploi d’une superficie de ${n(f.livingArea, 'fr')} m².`,
				en: (f, c) =>
					`In the centre of ${c} we offer turnkey offices with a floor area of ${n(f.livingArea, 'en')} m².`,
			},
		},
	],
	layouts: [
		{
			nl: () =>
				'De ruimte is ingedeeld in een onthaal, landschapskantoren, twee vergaderzalen en een kitchenette, met verhoogde vloeren, koeling en glasvezel.',
			fr: () =>
				"L’espace se compose d’un accueil, de plateaux paysagers, de deux salles de réunion et d’une kitchenette, avec faux planchers, climatisation et fibre optique.",
			en: () =>
				'The space is divided into a reception area, open-plan offices, two meeting rooms and a kitchenette, with raised floors, air conditioning and fibre.',
		},
		{
			nl: () =>
				'Flexibele indeling met individuele kantoren en open werkplekken, sanitair op elke verdieping en een lift tot in de ondergrondse parking.',
			fr: () =>
				"Aménagement flexible avec bureaux individuels et espaces ouverts, sanitaires à chaque étage et ascenseur jusqu’au parking souterrain.",
			en: () =>
				'Flexible layout with private offices and open workspaces, toilets on every floor and a lift down to the underground car park.',
		},
	],
};

/** Titles, openings and layout sentences for shops and retail units. */
export const retailBank: KindBank = {
	openings: [
		{
			title: {
				nl: () => 'Handelspand op commerciële toplocatie',
				fr: () => 'Surface commerciale idéalement située',
				en: () => 'Retail unit in a prime shopping location',
			},
			intro: {
				nl: (f, c) =>
					`Dit handelspand van ${n(f.livingArea, 'nl')} m² ligt in een drukke winkelstraat van ${c} met veel passage.`,
				fr: (f, c) =>
					`Cette surface commerciale de ${n(f.livingArea, 'fr')} m² se situe dans une rue commerçante animée de ${c}, avec un important passage.`,
				en: (f, c) =>
					`This ${n(f.livingArea, 'en')} m² retail unit lies on a busy shopping street in ${c} with heavy footfall.`,
			},
		},
		{
			title: {
				nl: () => 'Winkelruimte met grote etalage',
				fr: () => 'Commerce avec grande vitrine',
				en: () => 'Shop with large display window',
			},
			intro: {
				nl: (f, c) =>
					`Lichtrijke winkelruimte met een etalage van ${n(f.frontWidth, 'nl')} meter breed in het hart van ${c}, geschikt voor retail, een showroom of een vrij beroep.`,
				fr: (f, c) =>
					`Espace commercial lumineux avec une vitrine de ${n(f.frontWidth, 'fr')} mètres au cœur de ${c}, adapté au commerce de détail, à un showroom ou à une profession libérale.`,
				en: (f, c) =>
					`Bright retail space with a ${n(f.frontWidth, 'en')}-metre display window in the heart of ${c}, suitable for retail, a showroom or a professional practice.`,
			},
		},
	],
	layouts: [
		{
			nl: () =>
				'De winkel beschikt over een open verkoopruimte, een stockageruimte achteraan en sanitair; de bovenverdieping kan dienen als kantoor of opslag.',
			fr: () =>
				"Le commerce dispose d’une surface de vente ouverte, d’une réserve à l’arrière et de sanitaires ; l’étage peut servir de bureau ou de stockage.",
			en: () =>
				'The shop has an open sales floor, a storeroom at the back and toilets; the upper floor can serve as an office or storage.',
		},
		{
			nl: () =>
				'Het pand heeft een vrije hoogte van bijna vier meter, een leveringsingang aan de achterzijde en alle nutsvoorzieningen.',
			fr: () =>
				"Le bien offre une hauteur libre de près de quatre mètres, un accès de livraison à l’arrière et tous les raccordements.",
			en: () =>
				'The premises have a clear height of almost four metres, a rear delivery entrance and all utilities connected.',
		},
	],
};

/** Titles, openings and layout sentences for business takeovers and relocations. */
export const takeoverBank: KindBank = {
	openings: [
		{
			title: {
				nl: () => 'Overname handelszaak',
				fr: () => 'Remise de commerce',
				en: () => 'Business for takeover',
			},
			intro: {
				nl: (_f, c) =>
					`Wegens pensionering wordt deze goed draaiende handelszaak in ${c} overgelaten, inclusief inrichting en cliënteel.`,
				fr: (_f, c) =>
					`Pour cause de départ à la retraite, ce commerce florissant à ${c} est remis, aménagement et clientèle compris.`,
				en: (_f, c) =>
					`Due to retirement, this thriving business in ${c} is offered for takeover, including fittings and customer base.`,
			},
		},
		{
			title: {
				nl: () => 'Overname horecazaak met terras',
				fr: () => 'Reprise d’un établissement horeca avec terrasse',
				en: () => 'Restaurant business with terrace for takeover',
			},
			intro: {
				nl: (f, c) =>
					`Volledig uitgeruste horecazaak van ${n(f.livingArea, 'nl')} m² met terras, op een zichtlocatie in ${c}.`,
				fr: (f, c) =>
					`Établissement horeca entièrement équipé de ${n(f.livingArea, 'fr')} m² avec terrasse, très visible à ${c}.`,
				en: (f, c) =>
					`Fully equipped ${n(f.livingArea, 'en')} m² restaurant with terrace, in a highly visible location in ${c}.`,
			},
		},
	],
	layouts: [
		{
			nl: () =>
				'De overnameprijs omvat de inrichting, het materiaal en de lopende handelshuurovereenkomst.',
			fr: () =>
				'Le prix de remise comprend l’aménagement, le matériel et le bail commercial en cours.',
			en: () =>
				'The takeover price includes the fit-out, the equipment and the current commercial lease.',
		},
		{
			nl: () =>
				'De zaak draait een stabiele omzet en kan na een begeleide overdrachtsperiode onmiddellijk worden overgenomen.',
			fr: () =>
				'Le commerce réalise un chiffre d’affaires stable et peut être repris immédiatement après une période de transition accompagnée.',
			en: () =>
				'The business has a stable turnover and can be taken over straight away after an assisted handover period.',
		},
	],
};
