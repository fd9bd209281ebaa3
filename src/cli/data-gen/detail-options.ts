import type { Localized } from './text-types.ts';

const t = (nl: string, fr: string, en: string, de: string): Localized => ({ nl, fr, en, de });

/** Heating systems; the first three burn gas (the listing then gets a gas certificate). */
export const heatingOptions: readonly Localized[] = [
	t(
		'Gas (condensatieketel)',
		'Gaz (chaudière à condensation)',
		'Gas (condensing boiler)',
		'Gas (Brennwertkessel)',
	),
	t(
		'Gas (centrale verwarming)',
		'Gaz (chauffage central)',
		'Gas (central heating)',
		'Gas (Zentralheizung)',
	),
	t(
		'Gas met vloerverwarming',
		'Gaz avec chauffage au sol',
		'Gas with underfloor heating',
		'Gas mit Fußbodenheizung',
	),
	t('Warmtepomp', 'Pompe à chaleur', 'Heat pump', 'Wärmepumpe'),
	t('Stookolie', 'Mazout', 'Heating oil', 'Heizöl'),
	t('Elektrisch', 'Électrique', 'Electric', 'Elektrisch'),
];

/** Index of the first heating option that does not use gas. */
export const firstNonGasHeating = 3;

/** Glazing types. */
export const glazingOptions: readonly Localized[] = [
	t('Dubbele beglazing', 'Double vitrage', 'Double glazing', 'Doppelverglasung'),
	t(
		'Hoogrendementsglas',
		'Vitrage à haut rendement',
		'High-performance glazing',
		'Wärmeschutzverglasung',
	),
	t('Driedubbele beglazing', 'Triple vitrage', 'Triple glazing', 'Dreifachverglasung'),
	t('Enkele beglazing', 'Simple vitrage', 'Single glazing', 'Einfachverglasung'),
];

/** Window frame materials. */
export const windowFrameOptions: readonly Localized[] = [
	t('PVC', 'PVC', 'uPVC', 'Kunststoff'),
	t('Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'),
	t('Hout', 'Bois', 'Wood', 'Holz'),
	t('Hout-aluminium', 'Bois-aluminium', 'Wood-aluminium', 'Holz-Aluminium'),
];

/** Kitchen fittings (German: fitted is "Einbau-"; "möbliert" means furnished). */
export const kitchenOptions: readonly Localized[] = [
	t('Volledig ingerichte keuken', 'Cuisine super-équipée', 'Fully fitted kitchen', 'Einbauküche'),
	t(
		'Ingerichte open keuken',
		'Cuisine équipée ouverte',
		'Fitted open-plan kitchen',
		'Offene Einbauküche',
	),
	t(
		'Half ingerichte keuken',
		'Cuisine semi-équipée',
		'Partly fitted kitchen',
		'Teileinbauküche',
	),
	t('Kitchenette', 'Kitchenette', 'Kitchenette', 'Kochnische'),
];

/** Interior comforts (a listing gets a few). */
export const interiorComforts: readonly Localized[] = [
	t('Parketvloer', 'Parquet', 'Parquet flooring', 'Parkettboden'),
	t('Inbouwkasten', 'Placards encastrés', 'Built-in wardrobes', 'Einbauschränke'),
	t('Alarmsysteem', "Système d’alarme", 'Alarm system', 'Alarmanlage'),
	t('Videofoon', 'Vidéophone', 'Video intercom', 'Videosprechanlage'),
	t('Domotica', 'Domotique', 'Home automation', 'Hausautomation'),
	t('Airconditioning', 'Climatisation', 'Air conditioning', 'Klimaanlage'),
	t('Wasplaats', 'Buanderie', 'Laundry room', 'Waschküche'),
	t('Dressing', 'Dressing', 'Walk-in wardrobe', 'Ankleidezimmer'),
];

/** Exterior comforts (a listing gets a few). */
export const exteriorComforts: readonly Localized[] = [
	t('Tuinhuis', 'Abri de jardin', 'Garden shed', 'Gartenhaus'),
	t('Oprit', 'Allée carrossable', 'Driveway', 'Einfahrt'),
	t('Buitenverlichting', 'Éclairage extérieur', 'Outdoor lighting', 'Außenbeleuchtung'),
	t('Regenwaterput', "Citerne d’eau de pluie", 'Rainwater tank', 'Regenwasserzisterne'),
	t('Laadpaal', 'Borne de recharge', 'EV charging point', 'Ladestation'),
	t('Omheinde tuin', 'Jardin clôturé', 'Fenced garden', 'Eingezäunter Garten'),
];

/** Roof shapes. */
export const roofTypes: readonly Localized[] = [
	t('Zadeldak', 'Toit à deux versants', 'Gable roof', 'Satteldach'),
	t('Plat dak', 'Toit plat', 'Flat roof', 'Flachdach'),
	t('Schilddak', 'Toit à quatre versants', 'Hip roof', 'Walmdach'),
	t('Mansardedak', 'Toit mansardé', 'Mansard roof', 'Mansarddach'),
];

/** Roof coverings. */
export const roofMaterials: readonly Localized[] = [
	t('Dakpannen', 'Tuiles', 'Tiles', 'Dachziegel'),
	t('Leien', 'Ardoises', 'Slate', 'Schiefer'),
	t('EPDM', 'EPDM', 'EPDM membrane', 'EPDM-Folie'),
	t('Roofing', 'Roofing', 'Bitumen felt', 'Bitumenbahn'),
];

/** Roof states. */
export const roofConditions: readonly Localized[] = [
	t('Goed', 'Bon', 'Good', 'Gut'),
	t('Recent vernieuwd', 'Récemment rénové', 'Recently renewed', 'Kürzlich erneuert'),
	t('Te vernieuwen', 'À rénover', 'Needs renewal', 'Erneuerungsbedürftig'),
];

/** Zoning of the plot (planning information). */
export const areaApplications = {
	residential: t('Woongebied', "Zone d’habitat", 'Residential area', 'Wohngebiet'),
	rural: t(
		'Woongebied met landelijk karakter',
		"Zone d’habitat à caractère rural",
		'Rural residential area',
		'Ländliches Wohngebiet',
	),
	industrial: t(
		'Gebied voor ambachtelijke bedrijven en KMO',
		"Zone d’activité économique mixte",
		'Area for crafts and SMEs',
		'Gemischtes Gewerbegebiet',
	),
	agricultural: t(
		'Agrarisch gebied',
		'Zone agricole',
		'Agricultural area',
		'Landwirtschaftsgebiet',
	),
	park: t('Parkgebied', 'Zone de parc', 'Parkland', 'Parkgebiet'),
} as const;

/**
 * What an asbestos attest concluded, in the Flemish attest's two terms ("asbestveilig" or "niet
 * asbestveilig"; French "sans risque amiante" or not), followed by the risky material and where it is.
 * French puts a no-break space before the colon, as its UI strings do.
 */
export const asbestosTypes: readonly Localized[] = [
	t('Asbestveilig', 'Sans risque amiante', 'Asbestos-safe', 'Asbestsicher'),
	t(
		'Niet asbestveilig: golfplaten op het bijgebouw',
		'Pas sans risque amiante\u00a0: plaques ondulées sur l’annexe',
		'Not asbestos-safe: corrugated sheets on the outbuilding',
		'Nicht asbestsicher: Wellplatten am Nebengebäude',
	),
	t(
		'Niet asbestveilig: vinyltegels in de kelder',
		'Pas sans risque amiante\u00a0: dalles de vinyle dans la cave',
		'Not asbestos-safe: vinyl floor tiles in the cellar',
		'Nicht asbestsicher: Vinylfliesen im Keller',
	),
];

/** Marquee names of the badges 1 to 4 (spec §3). */
export const marqueeNames: Record<1 | 2 | 3 | 4, Localized> = {
	1: t('Nieuw', 'Nouveau', 'New', 'Neu'),
	2: t('Prijsdaling', 'Prix en baisse', 'Price reduced', 'Preis gesenkt'),
	3: t('Exclusief', 'Exclusivité', 'Exclusive', 'Exklusiv'),
	4: t('Open huis', 'Portes ouvertes', 'Open house', 'Tag der offenen Tür'),
};

/** The text of PriceUnit 7 (spec §5: 'starting from'). */
export const startingFromText: Localized = t('Vanaf', 'À partir de', 'Starting from', 'Ab');

/** Names of points of interest by kind; `{city}` is replaced by the municipality. */
export const poiNames = {
	school: [
		t(
			'Basisschool De Regenboog',
			'École De Regenboog',
			'De Regenboog primary school',
			'Grundschule De Regenboog',
		),
		t('Koninklijk Atheneum', 'Athénée royal', 'Royal Athenaeum', 'Königliches Athenäum'),
		t('Gemeentelijke basisschool', 'École communale', 'Municipal primary school', 'Gemeindeschule'),
	],
	shop: [
		t('Delhaize', 'Delhaize', 'Delhaize', 'Delhaize'),
		t('Colruyt', 'Colruyt', 'Colruyt', 'Colruyt'),
		t('Carrefour Market', 'Carrefour Market', 'Carrefour Market', 'Carrefour Market'),
		t('Bakkerij', 'Boulangerie', 'Bakery', 'Bäckerei'),
	],
	public_transport: [
		t('Bushalte', 'Arrêt de bus', 'Bus stop', 'Bushaltestelle'),
		t('Tramhalte', 'Arrêt de tram', 'Tram stop', 'Straßenbahnhaltestelle'),
	],
	station: [t('Station {city}', 'Gare de {city}', '{city} station', 'Bahnhof {city}')],
	health: [
		t('Apotheek', 'Pharmacie', 'Pharmacy', 'Apotheke'),
		t('Huisartsenpraktijk', 'Cabinet médical', 'GP practice', 'Arztpraxis'),
		t('Ziekenhuis', 'Hôpital', 'Hospital', 'Krankenhaus'),
	],
	leisure: [
		t('Sporthal', 'Centre sportif', 'Sports centre', 'Sporthalle'),
		t('Zwembad', 'Piscine', 'Swimming pool', 'Schwimmbad'),
		t('Cultuurcentrum', 'Centre culturel', 'Cultural centre', 'Kulturzentrum'),
	],
	park: [
		t('Stadspark', 'Parc communal', 'Town park', 'Stadtpark'),
		t('Speeltuin', 'Plaine de jeux', 'Playground', 'Spielplatz'),
	],
	highway: [t('Oprit {road}', 'Accès {road}', '{road} junction', 'Auffahrt {road}')],
} as const;
