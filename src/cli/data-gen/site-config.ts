import type { SiteConfig } from '../../schemas/site.ts';
import { buildPhotos } from './media.ts';
import type { Localized } from './text-types.ts';

const t = (nl: string, fr: string, en: string, de: string): Localized => ({ nl, fr, en, de });
const shown = (text: Localized) => ({ text, public: true });
/** The office phone as the site writes it (spec §5: 9 digits grouped 3-2-2-2), the same in every language. */
const officePhone = '026 40 12 34';

/** The menu (spec §2): only Published entries are shown; titles exist in all four languages. */
const menu: SiteConfig['menu'] = [
	{
		path: '',
		status: 'Published',
		params: { title: t('Home', 'Accueil', 'Home', 'Startseite') },
		childMenus: [],
	},
	{
		path: 'for-sale',
		status: 'Published',
		params: { title: t('Te koop', 'À vendre', 'For sale', 'Zu verkaufen') },
		childMenus: [],
	},
	{
		path: 'for-rent',
		status: 'Published',
		params: { title: t('Te huur', 'À louer', 'For rent', 'Zu vermieten') },
		childMenus: [],
	},
	{
		path: 'projects',
		status: 'Published',
		params: { title: t('Projecten', 'Projets', 'Projects', 'Projekte') },
		childMenus: [],
	},
	{
		path: 'services',
		status: 'Published',
		params: { title: t('Diensten', 'Services', 'Services', 'Dienstleistungen') },
		childMenus: [],
	},
	{
		path: 'qui-sommes-nous',
		status: 'Published',
		params: { title: t('Wie zijn wij', 'Qui sommes-nous ?', 'About us', 'Über uns') },
		childMenus: [
			{
				path: 'jobs',
				status: 'Draft',
				params: { title: t('Vacatures', 'Emplois', 'Jobs', 'Stellenangebote') },
				childMenus: [],
			},
		],
	},
	{
		path: 'contact',
		status: 'Published',
		params: { title: t('Contact', 'Contact', 'Contact', 'Kontakt') },
		childMenus: [],
	},
	{
		path: 'blog',
		status: 'Draft',
		params: { title: t('Blog', 'Blog', 'Blog', 'Blog') },
		childMenus: [],
	},
];

/** The site configuration of the demo agency (spec §3 site config). */
export function buildSiteConfig(): SiteConfig {
	return {
		agency: {
			name: 'Immo Drieland',
			legalName: t('Immo Drieland BV', 'Immo Drieland SRL', 'Immo Drieland BV', 'Immo Drieland BV'),
			// Brussels is bilingual: its streets have a Dutch and a French name.
			street: t('Baljuwstraat', 'Rue du Bailli', 'Rue du Bailli', 'Rue du Bailli'),
			houseNumber: '42',
			zip: '1050',
			city: t('Elsene', 'Ixelles', 'Ixelles', 'Ixelles'),
			phone: '026401234',
			email: 'info@immo-drieland.example',
			vatNumber: 'BE 0765.432.146',
			ipiNumber: '512 345',
			supervisor: t(
				'BIV – Beroepsinstituut van Vastgoedmakelaars, Luxemburgstraat 16B, 1000 Brussel',
				'IPI – Institut professionnel des agents immobiliers, rue de Luxembourg 16B, 1000 Bruxelles',
				'BIV/IPI – Professional Institute of Real Estate Agents, rue de Luxembourg 16B, 1000 Brussels',
				'BIV/IPI – Berufsinstitut der Immobilienmakler, rue de Luxembourg 16B, 1000 Brüssel',
			),
			register: t('RPR Brussel', 'RPM Bruxelles', 'RLE Brussels', 'RJP Brüssel'),
			insurance: {
				insurer: t('Voorbeeld Verzekeringen NV', 'Assurances Exemple SA', 'Voorbeeld Verzekeringen NV', 'Voorbeeld Verzekeringen NV'),
				policyNumber: 'BA 2019-0457',
			},
			disputeBody: {
				name: t('Ombudsman voor vastgoed', 'Ombudsman de l’immobilier', 'Real Estate Ombudsman', 'Ombudsmann für Immobilien'),
				url: 'https://www.ombudsimmo.be',
			},
			logo: '/logo.svg',
			openingHours: t(
				'Ma–vr 9.00–18.00, za 10.00–13.00',
				'Lun–ven 9 h–18 h, sam 10 h–13 h',
				'Mon–Fri 9 am–6 pm, Sat 10 am–1 pm',
				'',
			),
		},
		siteUrl: 'https://www.immo-drieland.example',
		tracking: {
			analyticsId: 'G-DEMO2026XY',
			adsId: 'AW-123456789',
			tagManagerId: 'GTM-DEMO26A',
			pixelId: '1234567890123456',
		},
		languages: [
			{ code: 'nl', use: true },
			{ code: 'fr', use: true },
			{ code: 'en', use: true },
			{ code: 'de', use: true },
		],
		search: {
			showSearchInput: true,
			showSearchButton: true,
			showSearchCount: true,
			showCountProperty: true,
			publicTitle: t(
				'Vind uw droomwoning',
				'Trouvez le bien de vos rêves',
				'Find your dream home',
				'',
			),
			publicDescriptions: [
				t(
					'{FOR_SALE_TOTAL} panden te koop en {FOR_RENT_TOTAL} te huur',
					'{FOR_SALE_TOTAL} biens à vendre et {FOR_RENT_TOTAL} à louer',
					'{FOR_SALE_TOTAL} properties for sale and {FOR_RENT_TOTAL} to let',
					'',
				),
			],
		},
		banner: { mediaType: 'gallery', images: buildPhotos([2, 8, 14], 90, 'nl') },
		topBarShow: true,
		hideCity: false,
		freeValuationButton: true,
		menu,
		headerLinks: [
			{
				label: t(officePhone, officePhone, officePhone, officePhone),
				link: 'tel:+3226401234',
				icon: 'phone',
				side: 'left',
				status: 'Published',
			},
			{
				label: t(
					'info@immo-drieland.example',
					'info@immo-drieland.example',
					'info@immo-drieland.example',
					'info@immo-drieland.example',
				),
				link: 'mailto:info@immo-drieland.example',
				icon: 'mail',
				side: 'left',
				status: 'Published',
			},
			{
				label: t('Facebook', 'Facebook', 'Facebook', 'Facebook'),
				link: 'https://www.facebook.com/immodrieland',
				icon: 'facebook',
				color: '#1877f2',
				side: 'right',
				status: 'Published',
			},
			{
				label: t('Instagram', 'Instagram', 'Instagram', 'Instagram'),
				link: 'https://www.instagram.com/immodrieland',
				icon: 'instagram',
				color: '#c13584',
				side: 'right',
				status: 'Published',
			},
			{
				label: t('LinkedIn', 'LinkedIn', 'LinkedIn', 'LinkedIn'),
				link: 'https://www.linkedin.com/company/immodrieland',
				icon: 'linkedin',
				color: '#0a66c2',
				side: 'right',
				status: 'Published',
			},
			{
				label: t('YouTube', 'YouTube', 'YouTube', 'YouTube'),
				link: 'https://www.youtube.com/@immodrieland',
				icon: 'youtube',
				side: 'right',
				status: 'Draft',
			},
		],
		footerColumns: [
			{
				title: shown(t('Immo Drieland', 'Immo Drieland', 'Immo Drieland', 'Immo Drieland')),
				introText: shown(
					t(
						'Rue du Bailli 42 / Baljuwstraat 42, 1050 Elsene',
						'Rue du Bailli 42, 1050 Ixelles',
						'Rue du Bailli 42, 1050 Ixelles',
						'',
					),
				),
				fullText: shown(
					t(
						'Erkend vastgoedmakelaar BIV 512 345. Toezichthoudende autoriteit: BIV, Luxemburgstraat 16B, 1000 Brussel.',
						'Agent immobilier agréé IPI 512 345. Autorité de contrôle : IPI, rue de Luxembourg 16B, 1000 Bruxelles.',
						'Licensed estate agent BIV/IPI 512 345. Supervisory authority: BIV/IPI, Rue de Luxembourg 16B, 1000 Brussels.',
						'',
					),
				),
				images: [],
				col: { sm: 12, md: 6, lg: 4 },
			},
			{
				title: shown(t('Openingsuren', "Heures d’ouverture", 'Opening hours', 'Öffnungszeiten')),
				introText: shown(
					t(
						'Ma–vr 9.00–18.00, za 10.00–13.00',
						'Lun–ven 9 h–18 h, sam 10 h–13 h',
						'Mon–Fri 9 am–6 pm, Sat 10 am–1 pm',
						'',
					),
				),
				fullText: shown(
					t(
						'Bezoeken ook ’s avonds op afspraak.',
						'Visites également en soirée sur rendez-vous.',
						'Evening viewings by appointment.',
						'',
					),
				),
				images: [],
				col: { sm: 12, md: 6, lg: 4 },
			},
			{
				title: shown(t('Contact', 'Contact', 'Contact', 'Kontakt')),
				introText: shown(
					t(
						`${officePhone} · info@immo-drieland.example`,
						`${officePhone} · info@immo-drieland.example`,
						`${officePhone} · info@immo-drieland.example`,
						'',
					),
				),
				fullText: {
					text: t(
						'Intern: sleutelbeheer via het onthaal.',
						'Interne : gestion des clés via l’accueil.',
						'Internal: keys are managed at reception.',
						'',
					),
					public: false,
				},
				images: [],
				col: { sm: 12, md: 12, lg: 4 },
			},
		],
		copyright: t(
			'© 2026 Immo Drieland BV. Alle rechten voorbehouden.',
			'© 2026 Immo Drieland SRL. Tous droits réservés.',
			'© 2026 Immo Drieland BV. All rights reserved.',
			'',
		),
		rental: { minimumIncomeFactor: 3, maximumPersons: 4 },
		renovation: { costPerStepPerM2: 110, fixedCost: 4_500 },
	};
}
