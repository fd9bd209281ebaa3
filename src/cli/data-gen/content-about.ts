import { l } from './content-types.ts';
import type { ArticleSeed } from './content-types.ts';

/** About-us articles (spec §2: list module) and the team cards (card module). */
export const aboutArticles: readonly ArticleSeed[] = [
	{
		category: 'Qui sommes-nous',
		name: 'Notre histoire',
		title: l('Ons verhaal', 'Notre histoire', 'Our story'),
		summary: l(
			'Een onafhankelijk makelaarskantoor met wortels in Brussel en een blik op de hele regio.',
			'Une agence indépendante enracinée à Bruxelles et tournée vers toute la région.',
			'An independent agency rooted in Brussels and looking out over the whole region.',
		),
		body: {
			nl: [
				'Immo Drieland werd in 2009 opgericht door Sophie Claes, na tien jaar ervaring bij een grote vastgoedgroep. Haar idee was eenvoudig: een kantoor dat even vlot werkt in Brussel, Vlaanderen, Wallonië en Luxemburg, en dat klanten in hun eigen taal te woord staat.',
				'Vandaag telt ons team vier erkende vastgoedmakelaars, allen ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars (BIV). Samen verkopen en verhuren wij elk jaar meer dan tweehonderd eigendommen.',
			],
			fr: [
				'Immo Drieland a été fondée en 2009 par Sophie Claes, après dix ans d’expérience au sein d’un grand groupe immobilier. Son idée était simple : une agence aussi à l’aise à Bruxelles qu’en Flandre, en Wallonie et au Luxembourg, qui s’adresse à chaque client dans sa langue.',
				'Aujourd’hui, notre équipe compte quatre agents immobiliers agréés, tous inscrits à l’Institut professionnel des agents immobiliers (IPI). Ensemble, nous vendons et louons chaque année plus de deux cents biens.',
			],
			en: [
				'Immo Drieland was founded in 2009 by Sophie Claes after ten years with a large property group. Her idea was simple: an agency equally at home in Brussels, Flanders, Wallonia and Luxembourg, speaking to every client in their own language.',
				'Today our team has four licensed estate agents, all registered with the Professional Institute of Real Estate Agents (BIV/IPI). Together we sell and let more than two hundred properties a year.',
			],
		},
		image: { kind: 'photo', index: 1 },
	},
	{
		category: 'Qui sommes-nous',
		name: 'Nos valeurs',
		title: l('Onze waarden', 'Nos valeurs', 'Our values'),
		summary: l(
			'Transparant, dichtbij en deskundig.',
			'Transparence, proximité et expertise.',
			'Transparent, close at hand and expert.',
		),
		body: {
			nl: [
				'Transparantie: u weet op elk moment hoeveel bezoeken, reacties en biedingen er zijn. Via het eigenaarsportaal volgt u alles live op.',
				'Nabijheid: uw makelaar kent de buurt en blijft van begin tot eind uw vaste contactpersoon.',
				'Deskundigheid: wij volgen de regelgeving rond EPC en EPB, renovatieplicht, bodem, asbest en overstromingsrisico op de voet, zodat u nooit voor verrassingen komt te staan.',
			],
			fr: [
				'Transparence : vous savez à tout moment combien de visites, de réactions et d’offres votre bien a suscitées. Le portail propriétaire vous permet de tout suivre en direct.',
				'Proximité : votre agent connaît le quartier et reste votre interlocuteur du début à la fin.',
				'Expertise : nous suivons de près la réglementation sur le PEB, l’obligation de rénovation, le sol, l’amiante et le risque d’inondation, pour que vous n’ayez jamais de mauvaise surprise.',
			],
			en: [
				'Transparency: you always know how many viewings, responses and offers there have been. The owner portal lets you follow everything live.',
				'Proximity: your agent knows the neighbourhood and stays your contact from start to finish.',
				'Expertise: we keep a close eye on the rules on energy certificates (EPC and EPB), the renovation obligation, soil, asbestos and flood risk, so you never face surprises.',
			],
		},
		image: { kind: 'photo', index: 20 },
	},
	...[
		{
			agent: 1,
			name: 'Sophie Claes',
			role: l(
				'Zaakvoerder en erkend vastgoedmakelaar BIV',
				'Gérante et agent immobilier agréé IPI',
				'Managing director and licensed estate agent',
			),
			langs: l(
				'Spreekt Nederlands, Frans en Engels.',
				'Parle néerlandais, français et anglais.',
				'Speaks Dutch, French and English.',
			),
		},
		{
			agent: 2,
			name: 'Thomas Dubois',
			role: l(
				'Vastgoedmakelaar Brussel en Waals-Brabant',
				'Agent immobilier Bruxelles et Brabant wallon',
				'Estate agent for Brussels and Walloon Brabant',
			),
			langs: l(
				'Spreekt Frans, Nederlands en Engels.',
				'Parle français, néerlandais et anglais.',
				'Speaks French, Dutch and English.',
			),
		},
		{
			agent: 3,
			name: 'Lotte Peeters',
			role: l(
				'Vastgoedmakelaar Vlaanderen',
				'Agent immobilier Flandre',
				'Estate agent for Flanders',
			),
			langs: l(
				'Spreekt Nederlands, Engels en Frans.',
				'Parle néerlandais, anglais et français.',
				'Speaks Dutch, English and French.',
			),
		},
		{
			agent: 4,
			name: 'Marc Weber',
			role: l(
				'Vastgoedmakelaar Luxemburg en provincie Luxemburg',
				'Agent immobilier Grand-Duché et province de Luxembourg',
				'Estate agent for Luxembourg and the Belgian province of Luxembourg',
			),
			langs: l(
				'Spreekt Frans, Duits, Luxemburgs en Engels.',
				'Parle français, allemand, luxembourgeois et anglais.',
				'Speaks French, German, Luxembourgish and English.',
			),
		},
	].map((a): ArticleSeed => ({
		category: 'Qui sommes-nous',
		subCategory: 'Notre équipe',
		name: a.name,
		title: { nl: a.name, fr: a.name, en: a.name, de: '' },
		summary: a.role,
		body: { nl: [a.langs.nl], fr: [a.langs.fr], en: [a.langs.en] },
		image: { kind: 'agent', index: a.agent },
	})),
];
