import type { Paragraphs } from './content-types.ts';
import type { Localized } from './text-types.ts';

/** A client's testimonial: the client, their municipality (postcode), rating and text per language. */
export type TestimonialSeed = {
	/** One name for every language, or per language when it holds a word ("en", "Famille"). */
	name: string | Localized;
	zip: number;
	rating: 1 | 2 | 3 | 4 | 5;
	daysAgo: number;
	text: Record<keyof Paragraphs, string>;
};

/**
 * A couple's first names joined by each language's "and", then their initial.
 * @example couple('An', 'Pieter', 'V.').fr // => 'An et Pieter V.'
 */
export const couple = (first: string, second: string, initial: string): Localized => ({
	nl: `${first} en ${second} ${initial}`,
	fr: `${first} et ${second} ${initial}`,
	en: `${first} and ${second} ${initial}`,
	de: `${first} und ${second} ${initial}`,
});

/**
 * A family's name as each language writes it (English puts "family" after the name).
 * @example family('Renard').en // => 'Renard family'
 */
export const family = (surname: string): Localized => ({
	nl: `Familie ${surname}`,
	fr: `Famille ${surname}`,
	en: `${surname} family`,
	de: `Familie ${surname}`,
});

/**
 * The name of a testimonial's client in a language.
 * @example nameIn({ name: 'Marc L.' }, 'fr') // => 'Marc L.'
 */
export const nameIn = (seed: Pick<TestimonialSeed, 'name'>, locale: keyof Localized): string =>
	typeof seed.name === 'string' ? seed.name : seed.name[locale];

/** Testimonials of clients across the three regions and Luxembourg. */
export const testimonialSeeds: readonly TestimonialSeed[] = [
	{
		name: couple('An', 'Pieter', 'V.'),
		zip: 9000,
		rating: 5,
		daysAgo: 12,
		text: {
			nl: 'Onze rijwoning in Gent was binnen drie weken verkocht, boven de vraagprijs. Lotte hield ons na elk bezoek op de hoogte en regelde alle attesten.',
			fr: 'Notre maison mitoyenne à Gand a été vendue en trois semaines, au-dessus du prix demandé. Lotte nous a tenus informés après chaque visite et s’est occupée de toutes les attestations.',
			en: 'Our terraced house in Ghent sold within three weeks, above the asking price. Lotte kept us informed after every viewing and took care of all the certificates.',
		},
	},
	{
		name: 'Isabelle M.',
		zip: 1050,
		rating: 5,
		daysAgo: 25,
		text: {
			nl: 'Als expat zocht ik snel een appartement in Elsene. Thomas vond in een week het juiste pand en legde het Brusselse huurcontract duidelijk uit.',
			fr: 'Expatriée, je cherchais rapidement un appartement à Ixelles. Thomas a trouvé le bon bien en une semaine et m’a clairement expliqué le bail bruxellois.',
			en: 'As an expat I needed an apartment in Ixelles quickly. Thomas found the right place within a week and explained the Brussels lease clearly.',
		},
	},
	{
		name: family('Renard'),
		zip: 5000,
		rating: 4,
		daysAgo: 41,
		text: {
			nl: 'Goede begeleiding bij de aankoop van ons eerste huis in Namen. De onderhandeling duurde iets langer dan verwacht, maar we zijn heel tevreden met het resultaat.',
			fr: 'Un bon accompagnement pour l’achat de notre première maison à Namur. La négociation a pris un peu plus de temps que prévu, mais nous sommes ravis du résultat.',
			en: 'Good guidance when buying our first house in Namur. The negotiation took a little longer than expected, but we are very happy with the result.',
		},
	},
	{
		name: 'Marc L.',
		zip: 2449,
		rating: 5,
		daysAgo: 60,
		text: {
			nl: 'Marc Weber verhuurde ons appartement in Luxemburg-stad zonder één dag leegstand. Professioneel, snel en altijd bereikbaar.',
			fr: 'Marc Weber a loué notre appartement à Luxembourg-ville sans un seul jour d’inoccupation. Professionnel, rapide et toujours joignable.',
			en: 'Marc Weber let our apartment in Luxembourg City without a single day of vacancy. Professional, fast and always reachable.',
		},
	},
	{
		name: 'Koen D.',
		zip: 3000,
		rating: 5,
		daysAgo: 77,
		text: {
			nl: 'Heldere schatting, eerlijke prijs en een vlotte verkoop van ons appartement in Leuven. Het eigenaarsportaal gaf ons altijd een goed overzicht.',
			fr: 'Estimation claire, prix juste et vente rapide de notre appartement à Louvain. Le portail propriétaire nous a toujours donné une bonne vue d’ensemble.',
			en: 'A clear valuation, a fair price and a smooth sale of our apartment in Leuven. The owner portal always gave us a good overview.',
		},
	},
	{
		name: couple('Sarah', 'Julien', 'B.'),
		zip: 1410,
		rating: 4,
		daysAgo: 95,
		text: {
			nl: 'We vonden via Immo Drieland onze villa in Waterloo. Het team stond altijd klaar met advies over de renovatieplicht en de premies.',
			fr: 'Nous avons trouvé notre villa à Waterloo grâce à Immo Drieland. L’équipe a toujours été disponible pour nous conseiller sur l’obligation de rénovation et les primes.',
			en: 'We found our villa in Waterloo through Immo Drieland. The team was always ready to advise us on the renovation obligation and the grants.',
		},
	},
	{
		name: 'Bakkerij Maes',
		zip: 8500,
		rating: 5,
		daysAgo: 120,
		text: {
			nl: 'De overname van onze handelszaak in Kortrijk verliep discreet en correct. Binnen twee maanden hadden we een goede overnemer.',
			fr: 'La remise de notre commerce à Courtrai s’est faite de manière discrète et correcte. En deux mois, nous avions trouvé un bon repreneur.',
			en: 'The takeover of our business in Kortrijk was handled discreetly and properly. Within two months we had found a good buyer.',
		},
	},
	{
		name: 'Nathalie G.',
		zip: 4000,
		rating: 3,
		daysAgo: 150,
		text: {
			nl: 'Correcte service bij de verhuur van mijn opbrengsteigendom in Luik. De communicatie tijdens de zomer kon iets sneller, maar de huurders zijn uitstekend gescreend.',
			fr: 'Service correct pour la mise en location de mon immeuble de rapport à Liège. La communication pendant l’été aurait pu être plus rapide, mais les locataires ont été parfaitement sélectionnés.',
			en: 'Decent service letting my investment building in Liège. Communication over the summer could have been quicker, but the tenants were screened very well.',
		},
	},
	{
		name: couple('Jan', 'Els', 'W.'),
		zip: 8300,
		rating: 5,
		daysAgo: 180,
		text: {
			nl: 'Ons vakantieappartement aan de kust in Knokke-Heist werd prachtig in beeld gebracht. De virtuele rondleiding bracht kopers uit heel het land.',
			fr: 'Notre appartement de vacances à Knokke-Heist a été magnifiquement mis en valeur. La visite virtuelle a attiré des acheteurs de tout le pays.',
			en: 'Our holiday apartment on the coast in Knokke-Heist was beautifully presented. The virtual tour brought in buyers from across the country.',
		},
	},
	{
		name: 'Paul H.',
		zip: 4700,
		rating: 4,
		daysAgo: 210,
		text: {
			nl: 'Fijn dat het kantoor ook Duits spreekt. De verkoop van het huis van mijn ouders in Eupen werd met veel respect en geduld begeleid.',
			fr: 'Appréciable que l’agence parle aussi allemand. La vente de la maison de mes parents à Eupen a été menée avec beaucoup de respect et de patience.',
			en: 'Good to have an agency that also speaks German. The sale of my parents’ house in Eupen was handled with great respect and patience.',
		},
	},
];
