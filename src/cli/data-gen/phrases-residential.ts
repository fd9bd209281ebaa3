import { bedrooms as beds, floorName, formatNumber as n } from './text-types.ts';
import type { KindBank } from './text-types.ts';

/** Titles, openings and layout sentences for apartments. */
export const apartmentBank: KindBank = {
	openings: [
		{
			title: {
				nl: (f) => `Lichtrijk appartement met ${beds.nl(f.bedrooms)}`,
				fr: (f) => `Appartement lumineux de ${beds.fr(f.bedrooms)}`,
				en: (f) => `Bright apartment with ${beds.en(f.bedrooms)}`,
			},
			intro: {
				nl: (f, c) =>
					`Dit lichtrijke appartement van ${n(f.livingArea, 'nl')} m² ligt op ${floorName(f.floor, 'nl')} van een verzorgde residentie in ${c}.`,
				fr: (f, c) =>
					`Ce lumineux appartement de ${n(f.livingArea, 'fr')} m² se situe ${floorName(f.floor, 'fr')} d’une résidence soignée à ${c}.`,
				en: (f, c) =>
					`This bright ${n(f.livingArea, 'en')} m² apartment is on ${floorName(f.floor, 'en')} of a well-kept residence in ${c}.`,
			},
		},
		{
			title: {
				nl: () => 'Instapklaar appartement in het centrum',
				fr: () => 'Appartement prêt à emménager au centre',
				en: () => 'Move-in ready apartment in the centre',
			},
			intro: {
				nl: (f, c) =>
					`In het centrum van ${c} bieden wij dit instapklare, lichtrijke appartement van ${n(f.livingArea, 'nl')} m² aan.`,
				fr: (f, c) =>
					`Au centre de ${c}, nous vous proposons cet appartement lumineux de ${n(f.livingArea, 'fr')} m², prêt à emménager.`,
				en: (f, c) =>
					`In the centre of ${c} we offer this bright, move-in ready ${n(f.livingArea, 'en')} m² apartment.`,
			},
		},
		{
			title: {
				nl: (f) => `Ruim appartement van ${n(f.livingArea, 'nl')} m²`,
				fr: (f) => `Spacieux appartement de ${n(f.livingArea, 'fr')} m²`,
				en: (f) => `Spacious ${n(f.livingArea, 'en')} m² apartment`,
			},
			intro: {
				nl: (f, c) =>
					`Modern appartement van ${n(f.livingArea, 'nl')} m² in een kleinschalig gebouw, op wandelafstand van het centrum van ${c}.`,
				fr: (f, c) =>
					`Appartement moderne de ${n(f.livingArea, 'fr')} m² dans un petit immeuble, à distance de marche du centre de ${c}.`,
				en: (f, c) =>
					`Modern ${n(f.livingArea, 'en')} m² apartment in a small building, within walking distance of central ${c}.`,
			},
		},
	],
	layouts: [
		{
			nl: (f) =>
				`Het appartement omvat een inkomhal met vestiaire, een ruime leefruimte met open keuken, ${beds.nl(f.bedrooms)}, een badkamer en een apart toilet.`,
			fr: (f) =>
				`Il comprend un hall d’entrée avec vestiaire, un vaste séjour avec cuisine ouverte, ${beds.fr(f.bedrooms)}, une salle de bains et un WC séparé.`,
			en: (f) =>
				`It comprises an entrance hall with cloakroom, a spacious living area with open kitchen, ${beds.en(f.bedrooms)}, a bathroom and a separate toilet.`,
		},
		{
			nl: (f) =>
				`De leefruimte met parketvloer sluit aan op een volledig uitgeruste keuken; verder zijn er ${beds.nl(f.bedrooms)} en een moderne badkamer met inloopdouche.`,
			fr: (f) =>
				`Le séjour parqueté donne sur une cuisine entièrement équipée ; l’appartement compte en outre ${beds.fr(f.bedrooms)} et une salle de douche moderne à l’italienne.`,
			en: (f) =>
				`The parquet-floored living room adjoins a fully fitted kitchen; there are also ${beds.en(f.bedrooms)} and a modern bathroom with walk-in shower.`,
		},
	],
};

/** Titles, openings and layout sentences for ordinary houses. */
export const houseBank: KindBank = {
	openings: [
		{
			title: {
				nl: (f) => `Gezinswoning met ${beds.nl(f.bedrooms)}`,
				fr: (f) => `Maison familiale de ${beds.fr(f.bedrooms)}`,
				en: (f) => `Family house with ${beds.en(f.bedrooms)}`,
			},
			intro: {
				nl: (f, c) =>
					`Deze ruime gezinswoning met ${n(f.livingArea, 'nl')} m² bewoonbare oppervlakte ligt in een residentiële wijk van ${c}.`,
				fr: (f, c) =>
					`Cette spacieuse maison familiale de ${n(f.livingArea, 'fr')} m² habitables est située dans un quartier résidentiel de ${c}.`,
				en: (f, c) =>
					`This spacious family home with ${n(f.livingArea, 'en')} m² of living space is located in a residential area of ${c}.`,
			},
		},
		{
			title: {
				nl: () => 'Charmante woning met karakter',
				fr: () => 'Charmante maison de caractère',
				en: () => 'Charming house with character',
			},
			intro: {
				nl: (f, c) =>
					`Charmante woning uit ${f.constructionYear}, gelegen op een perceel van ${n(f.plotArea, 'nl')} m² in ${c}.`,
				fr: (f, c) =>
					`Charmante maison de ${f.constructionYear}, érigée sur un terrain de ${n(f.plotArea, 'fr')} m² à ${c}.`,
				en: (f, c) =>
					`Charming house built in ${f.constructionYear}, set on a ${n(f.plotArea, 'en')} m² plot in ${c}.`,
			},
		},
		{
			title: {
				nl: (f) => `Ruime woning op ${n(f.plotArea, 'nl')} m²`,
				fr: (f) => `Maison spacieuse sur ${n(f.plotArea, 'fr')} m²`,
				en: (f) => `Spacious house on ${n(f.plotArea, 'en')} m²`,
			},
			intro: {
				nl: (f, c) =>
					`Goed onderhouden woning met ${beds.nl(f.bedrooms)}, ideaal voor een gezin dat rust en comfort zoekt in ${c}.`,
				fr: (f, c) =>
					`Maison bien entretenue de ${beds.fr(f.bedrooms)}, idéale pour une famille en quête de calme et de confort à ${c}.`,
				en: (f, c) =>
					`Well-maintained house with ${beds.en(f.bedrooms)}, ideal for a family looking for peace and comfort in ${c}.`,
			},
		},
	],
	layouts: [
		{
			nl: (f) =>
				`Op de benedenverdieping vinden we een inkomhal, een gezellige living, een eetkamer en een geïnstalleerde keuken; boven zijn er ${beds.nl(f.bedrooms)} en een badkamer.`,
			fr: (f) =>
				`Le rez-de-chaussée se compose d’un hall d’entrée, d’un agréable séjour, d’une salle à manger et d’une cuisine équipée ; à l’étage se trouvent ${beds.fr(f.bedrooms)} et une salle de bains.`,
			en: (f) =>
				`The ground floor has an entrance hall, a cosy living room, a dining room and a fitted kitchen; upstairs are ${beds.en(f.bedrooms)} and a bathroom.`,
		},
		{
			nl: (f) =>
				`De woning beschikt over een lichtrijke leefruimte met grote raampartijen, een praktische wasplaats en ${beds.nl(f.bedrooms)} verdeeld over twee verdiepingen.`,
			fr: (f) =>
				`La maison dispose d’un séjour lumineux aux larges baies, d’une buanderie pratique et de ${beds.fr(f.bedrooms)} réparties sur deux niveaux.`,
			en: (f) =>
				`The house offers a bright living area with large windows, a practical utility room and ${beds.en(f.bedrooms)} over two floors.`,
		},
	],
};

/** Titles, openings and layout sentences for villas. */
export const villaBank: KindBank = {
	openings: [
		{
			title: {
				nl: (f) => `Prachtige villa met ${beds.nl(f.bedrooms)}`,
				fr: (f) => `Superbe villa de ${beds.fr(f.bedrooms)}`,
				en: (f) => `Beautiful villa with ${beds.en(f.bedrooms)}`,
			},
			intro: {
				nl: (f, c) =>
					`Deze stijlvolle villa met ${n(f.livingArea, 'nl')} m² woonoppervlakte ligt op een perceel van ${n(f.plotArea, 'nl')} m² in een rustige, groene omgeving van ${c}.`,
				fr: (f, c) =>
					`Cette élégante villa de ${n(f.livingArea, 'fr')} m² habitables est implantée sur un terrain de ${n(f.plotArea, 'fr')} m² dans un cadre verdoyant et calme de ${c}.`,
				en: (f, c) =>
					`This stylish villa with ${n(f.livingArea, 'en')} m² of living space stands on a ${n(f.plotArea, 'en')} m² plot in a quiet, green part of ${c}.`,
			},
		},
		{
			title: {
				nl: () => 'Architectenvilla in het groen',
				fr: () => "Villa d’architecte dans la verdure",
				en: () => 'Architect-designed villa in a green setting',
			},
			intro: {
				nl: (f, c) =>
					`Exclusieve architectenvilla uit ${f.constructionYear} in ${c}, met veel oog voor detail afgewerkt met kwaliteitsvolle materialen.`,
				fr: (f, c) =>
					`Villa d’architecte exclusive de ${f.constructionYear} à ${c}, conçue avec un grand souci du détail et finie avec des matériaux de qualité.`,
				en: (f, c) =>
					`Exclusive architect-designed villa from ${f.constructionYear} in ${c}, finished with great attention to detail and high-quality materials.`,
			},
		},
	],
	layouts: [
		{
			nl: (f) =>
				`De royale living opent naar een volledig uitgeruste keuken met eiland; de nachthal bedient ${beds.nl(f.bedrooms)}, waaronder een masterbedroom met dressing en eigen badkamer.`,
			fr: (f) =>
				`Le vaste séjour s’ouvre sur une cuisine super-équipée avec îlot ; le hall de nuit dessert ${beds.fr(f.bedrooms)}, dont une suite parentale avec dressing et salle de bains.`,
			en: (f) =>
				`The generous living room opens onto a fully equipped kitchen with island; the landing leads to ${beds.en(f.bedrooms)}, including a master suite with dressing room and en-suite bathroom.`,
		},
		{
			nl: (f) =>
				`Grote raampartijen zorgen voor een naadloze overgang tussen binnen en buiten; de villa telt ${beds.nl(f.bedrooms)}, twee badkamers, een bureau en een wasplaats.`,
			fr: (f) =>
				`De larges baies vitrées assurent une transition fluide entre intérieur et extérieur ; la villa compte ${beds.fr(f.bedrooms)}, deux salles de bains, un bureau et une buanderie.`,
			en: (f) =>
				`Large windows create a seamless flow between inside and out; the villa has ${beds.en(f.bedrooms)}, two bathrooms, a study and a laundry room.`,
		},
	],
};

/** Titles, openings and layout sentences for exceptional properties (farmsteads, castles, mansions). */
export const exceptionalBank: KindBank = {
	openings: [
		{
			title: {
				nl: (f) => `Karaktervolle vierkantshoeve op ${n(f.plotArea, 'nl')} m²`,
				fr: (f) => `Ferme en carré de caractère sur ${n(f.plotArea, 'fr')} m²`,
				en: (f) => `Characterful square farmstead on ${n(f.plotArea, 'en')} m²`,
			},
			intro: {
				nl: (f, c) =>
					`Deze gerestaureerde vierkantshoeve uit ${f.constructionYear} ligt midden in het landschap nabij ${c}, op een domein van ${n(f.plotArea, 'nl')} m².`,
				fr: (f, c) =>
					`Cette ferme en carré restaurée, datant de ${f.constructionYear}, se dresse en pleine campagne près de ${c}, sur un domaine de ${n(f.plotArea, 'fr')} m².`,
				en: (f, c) =>
					`This restored square farmstead dating from ${f.constructionYear} sits in open countryside near ${c}, on an estate of ${n(f.plotArea, 'en')} m².`,
			},
		},
		{
			title: {
				nl: () => 'Uitzonderlijk kasteeldomein met park en vijver',
				fr: () => 'Domaine de château exceptionnel avec parc et étang',
				en: () => 'Exceptional château estate with park and pond',
			},
			intro: {
				nl: (f, c) =>
					`Dit kasteel uit ${f.constructionYear}, omringd door een park van ${n(f.plotArea, 'nl')} m², is een zeldzame parel in de streek van ${c}.`,
				fr: (f, c) =>
					`Ce château de ${f.constructionYear}, entouré d’un parc de ${n(f.plotArea, 'fr')} m², est une perle rare dans la région de ${c}.`,
				en: (f, c) =>
					`This château from ${f.constructionYear}, surrounded by ${n(f.plotArea, 'en')} m² of parkland, is a rare gem in the ${c} area.`,
			},
		},
		{
			title: {
				nl: () => 'Statig herenhuis met historische allure',
				fr: () => 'Maison de maître au cachet historique',
				en: () => 'Stately mansion with historic character',
			},
			intro: {
				nl: (f, c) =>
					`Dit statige herenhuis uit ${f.constructionYear} in ${c} combineert authentieke elementen zoals moulures, marmeren schouwen en visgraatparket met hedendaags comfort.`,
				fr: (f, c) =>
					`Cette majestueuse maison de maître de ${f.constructionYear} à ${c} allie éléments d’origine, comme moulures, cheminées en marbre et parquet en chevrons, au confort contemporain.`,
				en: (f, c) =>
					`This stately ${f.constructionYear} mansion in ${c} combines original features such as cornices, marble fireplaces and herringbone parquet with modern comfort.`,
			},
		},
	],
	layouts: [
		{
			nl: (f) =>
				`Het hoofdgebouw telt ${beds.nl(f.bedrooms)}, meerdere ontvangstruimtes en een monumentale trappenhal; de bijgebouwen bieden ruimte voor een gastenverblijf of paardenstallen.`,
			fr: (f) =>
				`Le bâtiment principal compte ${beds.fr(f.bedrooms)}, plusieurs pièces de réception et une cage d’escalier monumentale ; les dépendances peuvent accueillir un gîte ou des écuries.`,
			en: (f) =>
				`The main building has ${beds.en(f.bedrooms)}, several reception rooms and a monumental staircase; the outbuildings offer room for a guest house or stables.`,
		},
		{
			nl: (f) =>
				`Met ${n(f.livingArea, 'nl')} m² bewoonbare oppervlakte en ${beds.nl(f.bedrooms)} leent het pand zich zowel voor bewoning als voor een B&B of een representatieve zetel.`,
			fr: (f) =>
				`Avec ${n(f.livingArea, 'fr')} m² habitables et ${beds.fr(f.bedrooms)}, le bien se prête aussi bien à l’habitation qu’à des chambres d’hôtes ou à un siège de prestige.`,
			en: (f) =>
				`With ${n(f.livingArea, 'en')} m² of living space and ${beds.en(f.bedrooms)}, the property suits family living as well as a B&B or prestigious headquarters.`,
		},
	],
};
