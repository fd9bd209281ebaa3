import { l } from './content-types.ts';
import type { ArticleSeed } from './content-types.ts';

/** The home page article (spec §2: home has a single article module). */
export const homeArticle: ArticleSeed = {
	category: 'Home',
	name: 'Welkom',
	title: l(
		'Uw vastgoedpartner in Brussel, Vlaanderen, Wallonië en Luxemburg',
		'Votre partenaire immobilier à Bruxelles, en Flandre, en Wallonie et au Luxembourg',
		'Your property partner in Brussels, Flanders, Wallonia and Luxembourg',
	),
	summary: l(
		'Verkopen, verhuren, kopen of huren: ons team staat voor u klaar, in uw taal.',
		'Vendre, louer, acheter ou prendre en location : notre équipe est à vos côtés, dans votre langue.',
		'Selling, letting, buying or renting: our team is here for you, in your language.',
	),
	body: {
		nl: [
			'Immo Drieland begeleidt sinds 2009 eigenaars, kopers en huurders in heel België en het Groothertogdom Luxemburg. Onze makelaars kennen de lokale markt, de gewestelijke regels en de buurten waarin zij actief zijn.',
			'Zoekt u een woning, een kantoor of een investering? Gebruik de zoekfunctie hierboven of schrijf u in op ons zoekregister, dan ontvangt u nieuwe panden als eerste.',
		],
		fr: [
			'Depuis 2009, Immo Drieland accompagne propriétaires, acquéreurs et locataires dans toute la Belgique et au Grand-Duché de Luxembourg. Nos agents connaissent le marché local, les règles régionales et les quartiers où ils travaillent.',
			'Vous cherchez une maison, des bureaux ou un investissement ? Utilisez la recherche ci-dessus ou inscrivez-vous à notre registre de recherche pour recevoir nos nouveaux biens en priorité.',
		],
		en: [
			'Since 2009 Immo Drieland has guided owners, buyers and tenants throughout Belgium and the Grand Duchy of Luxembourg. Our agents know the local market, the regional rules and the neighbourhoods they work in.',
			'Looking for a home, an office or an investment? Use the search above or sign up to our demand register to hear about new properties first.',
		],
	},
	image: { kind: 'photo', index: 3 },
};

/** The service articles (spec §2: services page, /nos-services/vente and /nos-services/location). */
export const serviceArticles: readonly ArticleSeed[] = [
	{
		category: 'Nos services',
		name: 'Vente',
		title: l('Uw eigendom verkopen', 'Vendre votre bien', 'Selling your property'),
		summary: l(
			'Van gratis schatting tot ondertekening van de akte: wij begeleiden de volledige verkoop.',
			"De l’estimation gratuite à la signature de l’acte : nous prenons en charge toute la vente.",
			'From a free valuation to the signing of the deed: we handle the whole sale.',
		),
		body: {
			nl: [
				'Een woning verkopen is meer dan een bord aan de gevel hangen. Wij starten met een gratis en vrijblijvende schatting, gebaseerd op recente verkopen in uw buurt en op de staat van uw eigendom.',
				'Daarna verzamelen wij alle verplichte documenten: het EPC- of EPB-certificaat, het keuringsverslag van de elektrische installatie, de stedenbouwkundige inlichtingen en, afhankelijk van het gewest, het bodemattest en het asbestattest. U hoeft zelf niets op te vragen.',
				'Professionele foto’s, een virtuele rondleiding en een doordachte advertentie op onze website en de grote vastgoedportalen zorgen voor maximale zichtbaarheid. Bezoeken plannen wij in overleg met u, en wij toetsen vooraf de financiële haalbaarheid van kandidaat-kopers.',
				'Zodra er een bod is, onderhandelen wij in uw belang en stellen wij de verkoopovereenkomst op. Tot de ondertekening van de notariële akte blijven wij uw vaste aanspreekpunt.',
			],
			fr: [
				"Vendre un bien, c’est bien plus que poser un panneau en façade. Nous commençons par une estimation gratuite et sans engagement, fondée sur les ventes récentes de votre quartier et sur l’état de votre bien.",
				"Nous rassemblons ensuite tous les documents obligatoires : certificat PEB, rapport de contrôle de l’installation électrique, renseignements urbanistiques et, selon la région, attestation du sol et inventaire amiante. Vous n’avez rien à demander vous-même.",
				'Photos professionnelles, visite virtuelle et annonce soignée sur notre site et sur les grands portails immobiliers assurent une visibilité maximale. Nous organisons les visites en concertation avec vous et vérifions au préalable la capacité financière des candidats acquéreurs.',
				"Dès qu’une offre est formulée, nous négocions dans votre intérêt et rédigeons le compromis de vente. Nous restons votre interlocuteur unique jusqu’à la signature de l’acte authentique.",
			],
			en: [
				'Selling a home takes more than putting a sign on the front. We start with a free, no-obligation valuation based on recent sales in your area and on the condition of your property.',
				'We then gather every mandatory document: the energy performance certificate (EPC or EPB), the electrical inspection report, the planning information and, depending on the region, the soil certificate and the asbestos certificate. You do not have to request anything yourself.',
				'Professional photos, a virtual tour and a carefully written listing on our website and the major property portals give your property maximum visibility. We schedule viewings with you and check the financial standing of prospective buyers in advance.',
				'As soon as an offer comes in, we negotiate in your interest and draw up the sales agreement. We remain your single point of contact until the notarial deed is signed.',
			],
		},
		image: { kind: 'photo', index: 5 },
	},
	{
		category: 'Nos services',
		name: 'Location',
		title: l('Uw eigendom verhuren', 'Louer votre bien', 'Letting your property'),
		summary: l(
			'Wij zoeken een betrouwbare huurder en regelen contract, plaatsbeschrijving en huurwaarborg.',
			'Nous trouvons un locataire fiable et gérons le bail, l’état des lieux et la garantie locative.',
			'We find a reliable tenant and take care of the lease, the inventory and the deposit.',
		),
		body: {
			nl: [
				'Samen met u bepalen wij een marktconforme huurprijs en zetten wij uw eigendom in de kijker met professionele foto’s en een heldere advertentie.',
				'Elke kandidaat-huurder doorloopt een grondige screening: identiteit, inkomsten en referenties van vorige verhuurders. Zo kiest u met een gerust gemoed.',
				'Wij stellen het huurcontract op volgens de regels van het gewest waarin uw eigendom ligt, laten een onafhankelijke plaatsbeschrijving opmaken en zien erop toe dat de huurwaarborg van drie maanden huur correct wordt gestort.',
				'Wilt u volledig ontzorgd worden? Met ons beheerpakket innen wij maandelijks de huur, volgen wij herstellingen op en verzorgen wij de jaarlijkse indexatie.',
			],
			fr: [
				'Ensemble, nous fixons un loyer conforme au marché et mettons votre bien en valeur grâce à des photos professionnelles et une annonce claire.',
				'Chaque candidat locataire fait l’objet d’une vérification approfondie : identité, revenus et références des bailleurs précédents. Vous choisissez en toute sérénité.',
				'Nous rédigeons le bail selon les règles de la région où se trouve votre bien, faisons établir un état des lieux indépendant et veillons au bon versement de la garantie locative de trois mois de loyer.',
				'Vous souhaitez être totalement déchargé ? Avec notre formule de gestion, nous percevons le loyer chaque mois, suivons les réparations et appliquons l’indexation annuelle.',
			],
			en: [
				'Together we set a market rent and showcase your property with professional photos and a clear listing.',
				'Every prospective tenant is screened thoroughly: identity, income and references from previous landlords. You can choose with peace of mind.',
				'We draw up the lease under the rules of the region where your property is located, have an independent inventory drawn up and make sure the deposit of three months’ rent is paid correctly.',
				'Would you rather have no worries at all? With our management package we collect the rent every month, follow up repairs and apply the annual indexation.',
			],
		},
		image: { kind: 'photo', index: 9 },
	},
	{
		category: 'Nos services',
		name: 'Estimation',
		title: l('Gratis schatting', 'Estimation gratuite', 'Free valuation'),
		summary: l(
			'Ken de juiste marktwaarde van uw eigendom, zonder enige verplichting.',
			'Connaissez la juste valeur de marché de votre bien, sans aucun engagement.',
			'Find out the true market value of your property, with no obligation.',
		),
		body: {
			nl: [
				'Een correcte vraagprijs is de belangrijkste factor voor een vlotte verkoop. Een makelaar van ons team bezoekt uw eigendom en vergelijkt het met recente transacties in uw gemeente.',
				'Binnen de week ontvangt u een schriftelijk schattingsverslag met een onderbouwde prijsvork en concrete tips om de waarde van uw eigendom te verhogen.',
			],
			fr: [
				'Un prix demandé correct est le facteur clé d’une vente rapide. Un agent de notre équipe visite votre bien et le compare aux transactions récentes dans votre commune.',
				'Dans la semaine, vous recevez un rapport d’estimation écrit avec une fourchette de prix argumentée et des conseils concrets pour valoriser votre bien.',
			],
			en: [
				'A realistic asking price is the key to a smooth sale. One of our agents visits your property and compares it with recent transactions in your municipality.',
				'Within a week you receive a written valuation report with a reasoned price range and practical tips to increase the value of your property.',
			],
		},
		image: { kind: 'photo', index: 12 },
	},
	{
		category: 'Nos services',
		name: 'Gestion',
		title: l('Vastgoedbeheer', 'Gestion locative', 'Property management'),
		summary: l(
			'Wij beheren uw huurpanden alsof het de onze zijn.',
			'Nous gérons vos biens loués comme s’ils étaient les nôtres.',
			'We manage your rental properties as if they were our own.',
		),
		body: {
			nl: [
				'Van de inning van huur en lasten tot de opvolging van herstellingen en verzekeringen: wij nemen het dagelijkse beheer van uw huurpanden volledig over.',
				'Elk kwartaal ontvangt u een helder overzicht van inkomsten en uitgaven, en via het eigenaarsportaal volgt u alles op wanneer het u uitkomt.',
			],
			fr: [
				'De la perception des loyers et des charges au suivi des réparations et des assurances, nous prenons entièrement en charge la gestion quotidienne de vos biens loués.',
				'Chaque trimestre, vous recevez un relevé clair des recettes et des dépenses, et le portail propriétaire vous permet de tout suivre quand vous le souhaitez.',
			],
			en: [
				'From collecting rent and charges to following up repairs and insurance, we take over the day-to-day management of your rental properties.',
				'Every quarter you receive a clear statement of income and expenses, and the owner portal lets you follow everything whenever it suits you.',
			],
		},
		image: { kind: 'photo', index: 16 },
	},
];
