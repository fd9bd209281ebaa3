import { pathTable } from '../../../i18n/paths.ts';
import type { PageKey } from '../../../i18n/paths.ts';
import type { Page, PageModule } from '../../schemas/content.ts';
import type { Localized } from './text-types.ts';

const t = (nl: string, fr: string, en: string, de: string): Localized => ({ nl, fr, en, de });

/** A module on the 12-column grid; `lg` 3 means four items per row (spec §2). */
function module(
	id: string,
	position: number,
	viewType: PageModule['viewType'],
	relationType: PageModule['relationType'],
	relation: string,
	lg = 12,
	status: PageModule['status'] = 'Published',
): PageModule {
	return {
		id,
		position,
		span: 12,
		columnWidths: { sm: 12, md: lg === 12 ? 12 : 6, lg },
		viewType,
		relationType,
		relation,
		status,
	};
}

type PageSeed = {
	id: string;
	path: PageKey;
	title: Localized;
	description: Localized;
	modules: PageModule[];
};

/** Every page of spec §2 with its title, SEO description and modules (relations name articles or lists). */
const pageSeeds: readonly PageSeed[] = [
	{
		id: 'home',
		path: '/',
		title: t('Home', 'Accueil', 'Home', 'Startseite'),
		description: t(
			'Woningen, appartementen en handelspanden te koop en te huur in België en Luxemburg.',
			'Maisons, appartements et biens commerciaux à vendre et à louer en Belgique et au Luxembourg.',
			'Houses, apartments and commercial property for sale and to let in Belgium and Luxembourg.',
			'',
		),
		modules: [
			module('home-article', 0, 'single', 'article', 'Home/Welkom'),
			module('home-services', 1, 'card', 'category', 'Nos services', 3, 'Draft'),
		],
	},
	{
		id: 'for-sale',
		path: '/for-sale/',
		title: t('Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
		description: t(
			'Ons volledige aanbod te koop.',
			'Tous nos biens à vendre.',
			'All our properties for sale.',
			'',
		),
		modules: [module('sale-list', 0, 'card', 'property-list', 'sale', 4)],
	},
	{
		id: 'for-rent',
		path: '/for-rent/',
		title: t('Te huur', 'À louer', 'For rent', 'Zu vermieten'),
		description: t(
			'Ons volledige aanbod te huur.',
			'Tous nos biens à louer.',
			'All our properties to let.',
			'',
		),
		modules: [module('rent-list', 0, 'card', 'property-list', 'rent', 4)],
	},
	{
		id: 'projects',
		path: '/projects/',
		title: t('Projecten', 'Projets', 'Projects', 'Projekte'),
		description: t(
			'Nieuwbouwprojecten in België en Luxemburg.',
			'Projets neufs en Belgique et au Luxembourg.',
			'New-build projects in Belgium and Luxembourg.',
			'',
		),
		modules: [module('project-list', 0, 'card', 'property-list', 'projects', 4)],
	},
	{
		id: 'contact',
		path: '/contact/',
		title: t('Contact', 'Contact', 'Contact', 'Kontakt'),
		description: t(
			'Neem contact op met ons kantoor in Elsene.',
			'Contactez notre agence à Ixelles.',
			'Get in touch with our office in Ixelles.',
			'',
		),
		modules: [module('site-contact', 0, 'single', 'contact', 'site-contact')],
	},
	{
		id: 'services',
		path: '/services/',
		title: t('Diensten', 'Services', 'Services', 'Dienstleistungen'),
		description: t(
			'Verkoop, verhuur, schatting en beheer.',
			'Vente, location, estimation et gestion.',
			'Sales, letting, valuation and management.',
			'',
		),
		modules: [module('services', 0, 'collapse', 'category', 'Nos services')],
	},
	{
		id: 'about-us',
		path: '/qui-sommes-nous/',
		title: t('Wie zijn wij', 'Qui sommes-nous ?', 'About us', 'Über uns'),
		description: t(
			'Leer ons team en onze werkwijze kennen.',
			'Découvrez notre équipe et notre façon de travailler.',
			'Meet our team and the way we work.',
			'',
		),
		modules: [
			module('about-list', 0, 'list', 'category', 'Qui sommes-nous'),
			module('team-cards', 1, 'card', 'category', 'Qui sommes-nous/Notre équipe', 3),
		],
	},
	{
		id: 'demand-register',
		path: '/demand-register/',
		title: t('Zoekregister', 'Je cherche', 'Demand register', 'Suchauftrag'),
		description: t(
			'Laat ons weten wat u zoekt.',
			'Dites-nous ce que vous cherchez.',
			'Tell us what you are looking for.',
			'',
		),
		modules: [module('demand-register', 0, 'single', 'contact', 'demand-register')],
	},
	{
		id: 'contact-demand',
		path: '/contact-demand/',
		title: t('Gratis schatting', 'Estimation gratuite', 'Free valuation', 'Kostenlose Bewertung'),
		description: t(
			'Vraag een gratis schatting van uw eigendom aan.',
			'Demandez une estimation gratuite de votre bien.',
			'Request a free valuation of your property.',
			'',
		),
		modules: [module('contact-demand', 0, 'single', 'contact', 'contact-demand')],
	},
	{
		id: 'privacy-statement',
		path: '/privacy-statement/',
		title: t(
			'Privacyverklaring',
			'Déclaration de confidentialité',
			'Privacy statement',
			'Datenschutzerklärung',
		),
		description: t(
			'Hoe wij uw persoonsgegevens verwerken.',
			'Comment nous traitons vos données personnelles.',
			'How we process your personal data.',
			'',
		),
		modules: [module('privacy', 0, 'single', 'article', 'Legal/Privacy statement')],
	},
	{
		id: 'cookie-policy',
		path: '/cookie-policy/',
		title: t(
			'Cookiebeleid',
			'Politique en matière de cookies',
			'Cookie policy',
			'Cookie-Richtlinie',
		),
		description: t(
			'Welke cookies wij gebruiken.',
			'Les cookies que nous utilisons.',
			'The cookies we use.',
			'',
		),
		modules: [module('cookies', 0, 'single', 'article', 'Legal/Cookie policy')],
	},
	{
		id: 'disclaimer',
		path: '/disclaimer/',
		title: t('Disclaimer', 'Clause de non-responsabilité', 'Disclaimer', 'Haftungsausschluss'),
		description: t(
			'Gebruiksvoorwaarden van deze website.',
			"Conditions d’utilisation de ce site.",
			'Terms of use of this website.',
			'',
		),
		modules: [module('disclaimer', 0, 'single', 'article', 'Legal/Disclaimer')],
	},
	{
		id: 'login',
		path: '/login/',
		title: t('Aanmelden eigenaar', 'Connexion propriétaire', 'Owner login', 'Eigentümer-Anmeldung'),
		description: t(
			'Volg de verkoop of verhuur van uw eigendom.',
			'Suivez la vente ou la location de votre bien.',
			'Follow the sale or letting of your property.',
			'',
		),
		modules: [],
	},
	{
		id: 'testimonials',
		path: '/testimonials/',
		title: t('Getuigenissen', 'Témoignages', 'Testimonials', 'Erfahrungsberichte'),
		description: t(
			'Wat onze klanten over ons zeggen.',
			'Ce que nos clients disent de nous.',
			'What our clients say about us.',
			'',
		),
		modules: [module('testimonial-cards', 0, 'card', 'category', 'testimonials', 4)],
	},
];

const feedbackTitle = t('Bedankt', 'Merci', 'Thank you', 'Danke');

/** The configured pages: those above plus a thank-you page for every feedback path of the path table. */
export function buildPages(): Page[] {
	const feedback: PageSeed[] = (Object.keys(pathTable) as PageKey[])
		.filter((key) => key.startsWith('/feedback/'))
		.map((key) => ({
			id: `feedback-${key.split('/')[2] ?? ''}`,
			path: key,
			title: feedbackTitle,
			description: t('', '', '', ''),
			modules: [],
		}));
	return [...pageSeeds, ...feedback].map((seed) => ({
		id: seed.id,
		path: seed.path,
		status: 'Published' as const,
		title: seed.title,
		seo: {
			nl: { title: `${seed.title.nl} | Immo Drieland`, description: seed.description.nl },
			fr: { title: `${seed.title.fr} | Immo Drieland`, description: seed.description.fr },
			en: { title: `${seed.title.en} | Immo Drieland`, description: seed.description.en },
			de: { title: `${seed.title.de} | Immo Drieland`, description: seed.description.de },
		},
		modules: seed.modules,
	}));
}
