import { l } from './content-types.ts';
import type { ArticleSeed } from './content-types.ts';

/** The legal pages (spec §2: privacy statement, cookie policy, disclaimer). */
export const legalArticles: readonly ArticleSeed[] = [
	{
		category: 'Legal',
		name: 'Privacy statement',
		title: l('Privacyverklaring', 'Déclaration de confidentialité', 'Privacy statement'),
		summary: l(
			'Hoe Immo Drieland uw persoonsgegevens verwerkt en welke rechten u hebt.',
			'Comment Immo Drieland traite vos données personnelles et quels sont vos droits.',
			'How Immo Drieland processes your personal data and what your rights are.',
		),
		body: {
			nl: [
				'Immo Drieland BV, Baljuwstraat 42, 1050 Elsene, ondernemingsnummer BE 0765.432.109, is verwerkingsverantwoordelijke voor de persoonsgegevens die u via deze website of in het kader van onze dienstverlening aan ons bezorgt. Wij verwerken die gegevens volgens de Algemene Verordening Gegevensbescherming (AVG).',
				'Wij verwerken identiteits- en contactgegevens (naam, adres, e-mailadres, telefoonnummer), uw zoekcriteria, de panden waarvoor u interesse toont, en bij een kandidatuur als huurder ook gegevens over uw inkomsten. Bij een bezoek aan de website verzamelen wij technische gegevens zoals uw IP-adres, enkel met uw toestemming voor niet-noodzakelijke cookies.',
				'Wij gebruiken uw gegevens om uw vragen te beantwoorden, bezoeken in te plannen, u panden voor te stellen die aan uw zoekcriteria voldoen, overeenkomsten voor te bereiden en te voldoen aan wettelijke verplichtingen, zoals de antiwitwaswetgeving. De rechtsgronden zijn de uitvoering van een overeenkomst, uw toestemming, onze wettelijke verplichtingen en ons gerechtvaardigd belang.',
				'Uw gegevens worden niet verkocht. Wij delen ze enkel met partijen die nodig zijn voor de transactie, zoals notarissen, eigenaars en keuringsinstanties, en met verwerkers die ons ondersteunen (CRM- en hostingleveranciers), met wie wij een verwerkersovereenkomst hebben gesloten.',
				'Wij bewaren uw gegevens niet langer dan nodig: gegevens van het zoekregister tot u zich uitschrijft, dossiergegevens tot tien jaar na de transactie zoals de wet voorschrijft.',
				'U hebt recht op inzage, verbetering, wissing, beperking, overdraagbaarheid en bezwaar, en u kunt uw toestemming op elk moment intrekken. Stuur uw verzoek naar privacy@immo-drieland.example. U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel.',
			],
			fr: [
				'Immo Drieland SRL, rue du Bailli 42, 1050 Ixelles, numéro d’entreprise BE 0765.432.109, est responsable du traitement des données personnelles que vous nous communiquez via ce site ou dans le cadre de nos services. Nous traitons ces données conformément au Règlement général sur la protection des données (RGPD).',
				'Nous traitons des données d’identité et de contact (nom, adresse, e-mail, téléphone), vos critères de recherche, les biens qui vous intéressent et, en cas de candidature locative, des données relatives à vos revenus. Lors de votre visite du site, nous collectons des données techniques comme votre adresse IP, uniquement avec votre consentement pour les cookies non essentiels.',
				'Nous utilisons vos données pour répondre à vos questions, planifier des visites, vous proposer des biens correspondant à vos critères, préparer des contrats et respecter nos obligations légales, comme la législation anti-blanchiment. Les bases légales sont l’exécution d’un contrat, votre consentement, nos obligations légales et notre intérêt légitime.',
				'Vos données ne sont jamais vendues. Nous les partageons uniquement avec les parties nécessaires à la transaction, comme les notaires, les propriétaires et les organismes de contrôle, ainsi qu’avec nos sous-traitants (fournisseurs de CRM et d’hébergement), avec lesquels un contrat de sous-traitance a été conclu.',
				'Nous ne conservons vos données que le temps nécessaire : les données du registre de recherche jusqu’à votre désinscription, les données de dossier jusqu’à dix ans après la transaction, comme l’exige la loi.',
				'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, et pouvez retirer votre consentement à tout moment. Adressez votre demande à privacy@immo-drieland.example. Vous pouvez également introduire une plainte auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles.',
			],
			en: [
				'Immo Drieland BV, Rue du Bailli 42, 1050 Ixelles, company number BE 0765.432.109, is the controller of the personal data you provide through this website or in the course of our services. We process that data in accordance with the General Data Protection Regulation (GDPR).',
				'We process identity and contact details (name, address, email, phone number), your search criteria, the properties you are interested in and, when you apply as a tenant, information about your income. When you visit the website we collect technical data such as your IP address, only with your consent for non-essential cookies.',
				'We use your data to answer your questions, schedule viewings, suggest properties matching your criteria, prepare agreements and meet our legal obligations, such as anti-money-laundering law. The legal bases are the performance of a contract, your consent, our legal obligations and our legitimate interest.',
				'Your data is never sold. We share it only with parties needed for the transaction, such as notaries, owners and inspection bodies, and with processors that support us (CRM and hosting providers), with whom we have signed a data processing agreement.',
				'We keep your data no longer than necessary: demand register data until you unsubscribe, file data for up to ten years after the transaction as the law requires.',
				'You have the right of access, rectification, erasure, restriction, portability and objection, and you may withdraw your consent at any time. Send your request to privacy@immo-drieland.example. You may also lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels.',
			],
		},
	},
	{
		category: 'Legal',
		name: 'Cookie policy',
		title: l('Cookiebeleid', 'Politique en matière de cookies', 'Cookie policy'),
		summary: l(
			'Welke cookies deze website gebruikt en hoe u uw keuze wijzigt.',
			'Quels cookies ce site utilise et comment modifier votre choix.',
			'Which cookies this website uses and how to change your choice.',
		),
		body: {
			nl: [
				'Cookies zijn kleine tekstbestanden die een website op uw toestel bewaart. Wij gebruiken ze om de site goed te laten werken en, met uw toestemming, om het gebruik te meten en relevante advertenties te tonen.',
				'Noodzakelijke cookies onthouden uw taalkeuze en uw cookievoorkeuren. Zonder deze cookies werkt de website niet correct; ze kunnen daarom niet worden uitgeschakeld.',
				'Analytische cookies (Google Analytics via Google Tag Manager) tonen ons hoe bezoekers de site gebruiken, zodat wij ze kunnen verbeteren. Advertentiecookies (Google Ads en de Meta-pixel) meten de resultaten van onze campagnes en laten toe u gepersonaliseerde advertenties te tonen. Deze cookies plaatsen wij alleen na uw toestemming.',
				'Bij uw eerste bezoek kiest u in de cookiebanner om alles te aanvaarden, alles te weigeren behalve de noodzakelijke cookies, of uw keuze per categorie in te stellen. U kunt uw keuze altijd wijzigen via de link “Cookie-instellingen” onderaan elke pagina.',
				'Uw voorkeuren worden twaalf maanden bewaard. Daarna vragen wij opnieuw uw toestemming.',
			],
			fr: [
				'Les cookies sont de petits fichiers texte qu’un site enregistre sur votre appareil. Nous les utilisons pour assurer le bon fonctionnement du site et, avec votre consentement, pour mesurer son utilisation et afficher des publicités pertinentes.',
				'Les cookies essentiels mémorisent votre choix de langue et vos préférences en matière de cookies. Sans eux, le site ne fonctionne pas correctement ; ils ne peuvent donc pas être désactivés.',
				'Les cookies analytiques (Google Analytics via Google Tag Manager) nous montrent comment les visiteurs utilisent le site afin de l’améliorer. Les cookies publicitaires (Google Ads et le pixel Meta) mesurent les résultats de nos campagnes et permettent d’afficher des publicités personnalisées. Ces cookies ne sont déposés qu’avec votre consentement.',
				'Lors de votre première visite, le bandeau cookies vous permet de tout accepter, de tout refuser sauf les cookies essentiels, ou de régler votre choix par catégorie. Vous pouvez modifier votre choix à tout moment via le lien « Paramètres des cookies » en bas de chaque page.',
				'Vos préférences sont conservées douze mois. Nous vous demandons ensuite à nouveau votre consentement.',
			],
			en: [
				'Cookies are small text files that a website stores on your device. We use them to make the site work properly and, with your consent, to measure its use and show relevant advertising.',
				'Essential cookies remember your language and your cookie preferences. Without them the website does not work properly, so they cannot be switched off.',
				'Analytics cookies (Google Analytics through Google Tag Manager) show us how visitors use the site so we can improve it. Advertising cookies (Google Ads and the Meta pixel) measure the results of our campaigns and allow personalised ads. We only set these cookies with your consent.',
				'On your first visit the cookie banner lets you accept all, decline everything except essential cookies, or set your choice per category. You can change your choice at any time through the “Cookie settings” link at the bottom of every page.',
				'Your preferences are kept for twelve months, after which we ask for your consent again.',
			],
		},
	},
	{
		category: 'Legal',
		name: 'Disclaimer',
		title: l('Disclaimer', 'Clause de non-responsabilité', 'Disclaimer'),
		summary: l(
			'De voorwaarden waaronder u deze website gebruikt.',
			'Les conditions d’utilisation de ce site.',
			'The terms on which you use this website.',
		),
		body: {
			nl: [
				'De informatie op deze website wordt met de grootste zorg samengesteld op basis van gegevens van de eigenaars. Beschrijvingen, oppervlaktes, foto’s en plannen zijn indicatief en vormen geen aanbod in de juridische zin. Alleen de ondertekende overeenkomst en de notariële akte zijn bindend.',
				'Prijzen worden vermeld exclusief notariskosten, registratierechten of btw, tenzij anders vermeld. Energieprestaties zijn overgenomen uit het geldige EPC- of EPB-certificaat van het pand.',
				'Immo Drieland kan niet aansprakelijk worden gesteld voor fouten of onvolledigheden, voor tijdelijke onbeschikbaarheid van de website, noch voor de inhoud van externe websites waarnaar wordt verwezen.',
				'Alle teksten, foto’s en logo’s op deze website zijn beschermd door het auteursrecht en mogen niet zonder schriftelijke toestemming worden overgenomen.',
				'Immo Drieland is erkend vastgoedmakelaar-bemiddelaar, ingeschreven bij het BIV onder nummer 512 345 en onderworpen aan de deontologische code van het BIV. Op deze website is het Belgisch recht van toepassing; enkel de rechtbanken van Brussel zijn bevoegd.',
			],
			fr: [
				'Les informations de ce site sont rédigées avec le plus grand soin sur la base des données fournies par les propriétaires. Descriptions, surfaces, photos et plans sont indicatifs et ne constituent pas une offre au sens juridique. Seuls le compromis signé et l’acte authentique font foi.',
				'Les prix s’entendent hors frais de notaire, droits d’enregistrement ou TVA, sauf mention contraire. Les performances énergétiques sont reprises du certificat PEB valide du bien.',
				'Immo Drieland ne peut être tenue responsable d’erreurs ou d’omissions, d’une indisponibilité temporaire du site ni du contenu de sites externes vers lesquels il renvoie.',
				'Tous les textes, photos et logos de ce site sont protégés par le droit d’auteur et ne peuvent être reproduits sans autorisation écrite.',
				'Immo Drieland est agent immobilier intermédiaire agréé, inscrit à l’IPI sous le numéro 512 345 et soumis au code de déontologie de l’IPI. Le droit belge s’applique à ce site ; seuls les tribunaux de Bruxelles sont compétents.',
			],
			en: [
				'The information on this website is compiled with the greatest care from data supplied by the owners. Descriptions, surfaces, photos and plans are indicative and do not constitute an offer in the legal sense. Only the signed agreement and the notarial deed are binding.',
				'Prices exclude notary fees, registration duties or VAT unless stated otherwise. Energy performance figures are taken from the property’s valid energy performance certificate (EPC or EPB).',
				'Immo Drieland cannot be held liable for errors or omissions, for temporary unavailability of the website, or for the content of external websites it links to.',
				'All texts, photos and logos on this website are protected by copyright and may not be reproduced without written permission.',
				'Immo Drieland is a licensed estate agent, registered with the BIV/IPI under number 512 345 and bound by its code of ethics. This website is governed by Belgian law; only the courts of Brussels have jurisdiction.',
			],
		},
	},
];
