import type { Locale } from '../../../i18n/locales.ts';
import type { CertificateTerm } from '../../lib/domain/certificate-term.ts';
import type { Photo } from '../../schemas/common.ts';
import type { ContactPerson, PropertyDocument } from '../../schemas/property.ts';
import type { Random } from './random.ts';
import type { Localized } from './text-types.ts';

/** Number of demo photos in public/demo-images (photo-01 … photo-24). */
export const demoPhotoCount = 24;

/** Size of the largest rendered demo photo (3:2). */
const photoSize = { Width: 1360, Height: 907 } as const;

/**
 * Converts a demo photo number to the Url stored in the export; the URL builder reads its base name.
 * @example demoPhotoUrl(7) // => '/demo-images/photo-07.jpg'
 */
export function demoPhotoUrl(index: number): string {
	return `/demo-images/photo-${String(index).padStart(2, '0')}.jpg`;
}

const photoWord: Localized = { nl: 'Foto', fr: 'Photo', en: 'Photo', de: 'Foto' };

/** Picks `count` distinct demo photo numbers (1 to 24) for a listing. */
export function pickPhotos(random: Random, count: number): number[] {
	return random.sample(
		Array.from({ length: demoPhotoCount }, (_, i) => i + 1),
		count,
	);
}

/** Builds a listing's photo records from its picked demo photos; the first one is the cover. */
export function buildPhotos(picks: readonly number[], ownerId: number, locale: Locale): Photo[] {
	return picks.map((pick, i) => ({
		ID: ownerId * 100 + i + 1,
		Url: demoPhotoUrl(pick),
		...photoSize,
		Name: `${photoWord[locale]} ${i + 1}`,
	}));
}

const agentRoles: Localized = {
	nl: 'Vastgoedmakelaar',
	fr: 'Agent immobilier',
	en: 'Estate agent',
	de: 'Immobilienmakler',
};
const managerRole: Localized = {
	nl: 'Zaakvoerder',
	fr: 'Gérante',
	en: 'Managing director',
	de: 'Geschäftsführerin',
};

/** The agency's four agents (spec §6: shown as contact person only). */
export const agents = [
	{
		ID: 1,
		Name: 'Sophie Claes',
		manager: true,
		Phone: '0475123456',
		Email: 'sophie.claes@immo-drieland.example',
	},
	{
		ID: 2,
		Name: 'Thomas Dubois',
		manager: false,
		Phone: '0486234567',
		Email: 'thomas.dubois@immo-drieland.example',
	},
	{
		ID: 3,
		Name: 'Lotte Peeters',
		manager: false,
		Phone: '0497345678',
		Email: 'lotte.peeters@immo-drieland.example',
	},
	{
		ID: 4,
		Name: 'Marc Weber',
		manager: false,
		Phone: '0477456789',
		Email: 'marc.weber@immo-drieland.example',
	},
] as const;

/** The contact person record of an agent in one language. */
export function agentContact(agentIndex: number, locale: Locale): ContactPerson {
	const agent = agents[agentIndex % agents.length] ?? agents[0];
	return {
		ID: agent.ID,
		Name: agent.Name,
		Function: (agent.manager ? managerRole : agentRoles)[locale],
		Phone: agent.Phone,
		Email: agent.Email,
		Photo: {
			ID: 9000 + agent.ID,
			Url: `/demo-images/agent-${agent.ID}.jpg`,
			Width: 600,
			Height: 600,
			Name: agent.Name,
		},
	};
}

/** Every video and tour URL shape the site recognises (spec §5), as a template per kind. */
export const videoKinds = [
	'mp4',
	'mov',
	'wmv',
	'avi',
	'flv',
	'webm',
	'youtube-watch',
	'youtube-shorts',
	'youtube-embed',
	'youtu-be',
	'vimeo',
	'facebook',
	'matterport',
	'tvl',
	'yisual',
] as const;

/** One recognised video URL shape. */
export type VideoKindName = (typeof videoKinds)[number];

const idChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of `length` letters and digits (YouTube ids are 11 long). */
function randomId(random: Random, length: number): string {
	return Array.from({ length }, () => random.pick([...idChars])).join('');
}

/**
 * Builds a video or tour URL of the given shape for a listing.
 * @example videoUrl(r, 'mp4', 1001) // => 'https://media.immo-drieland.example/video/1001.mp4'
 */
export function videoUrl(random: Random, kind: VideoKindName, propertyId: number): string {
	const yt = randomId(random, 11);
	switch (kind) {
		case 'youtube-watch':
			return `https://www.youtube.com/watch?v=${yt}`;
		case 'youtube-shorts':
			return `https://www.youtube.com/shorts/${yt}`;
		case 'youtube-embed':
			return `https://www.youtube.com/embed/${yt}`;
		case 'youtu-be':
			return `https://youtu.be/${yt}`;
		case 'vimeo':
			return `https://vimeo.com/${random.int(100_000_000, 999_999_999)}`;
		case 'facebook':
			return `https://www.facebook.com/immodrieland/videos/${random.int(100_000_000, 999_999_999)}${random.int(1_000_000, 9_999_999)}/`;
		case 'matterport':
			return `https://my.matterport.com/show/?m=${randomId(random, 11)}`;
		case 'tvl':
			return `https://app.tvl.be/tour/${propertyId}-${randomId(random, 6).toLowerCase()}`;
		case 'yisual':
			return `https://tour.yisual.com/${randomId(random, 10).toLowerCase()}`;
		default:
			return `https://media.immo-drieland.example/video/${propertyId}.${kind}`;
	}
}

/** The tour providers used for the VirtualTour field. */
export const tourKinds: readonly VideoKindName[] = ['matterport', 'tvl', 'yisual'];

/** The file of the asbestos attest, a document only a Flemish listing with an attest offers. */
export const asbestosFile = 'asbest';

/**
 * The kinds of document a listing can offer. The energy certificate is named as the pages name it
 * (`certificate-term.ts`): the EPB in Brussels and Wallonia (`epbName`, Dutch "EPB-certificaat"),
 * the EPC in Flanders and Luxembourg; French writes PEB, English EPC and German Energieausweis in
 * every region.
 */
export const documentKinds: readonly { file: string; name: Localized; epbName?: Localized }[] = [
	{
		file: 'epc',
		name: {
			nl: 'EPC-certificaat',
			fr: 'Certificat PEB',
			en: 'EPC certificate',
			de: 'Energieausweis',
		},
		epbName: {
			nl: 'EPB-certificaat',
			fr: 'Certificat PEB',
			en: 'EPC certificate',
			de: 'Energieausweis',
		},
	},
	{ file: 'plan', name: { nl: 'Grondplan', fr: 'Plan', en: 'Floor plan', de: 'Grundriss' } },
	{
		file: 'stedenbouw',
		name: {
			nl: 'Stedenbouwkundig uittreksel',
			fr: 'Renseignements urbanistiques',
			en: 'Planning information',
			de: 'Städtebauliche Auskunft',
		},
	},
	{
		file: 'elektriciteit',
		name: {
			nl: 'Keuringsverslag elektriciteit',
			fr: 'Rapport de contrôle électrique',
			en: 'Electrical inspection report',
			de: 'Elektroprüfbericht',
		},
	},
	{
		file: asbestosFile,
		name: {
			nl: 'Asbestattest',
			fr: 'Attestation amiante',
			en: 'Asbestos certificate',
			de: 'Asbestbescheinigung',
		},
	},
	{
		file: 'kadaster',
		name: {
			nl: 'Kadastraal uittreksel',
			fr: 'Extrait cadastral',
			en: 'Land registry extract',
			de: 'Katasterauszug',
		},
	},
];

/**
 * Builds the downloadable PDF documents of a listing from picked document kinds (same files in every
 * language), the energy certificate named by the certificate's name where the listing stands. The
 * asbestos attest is offered only when the listing has one (`hasAsbestosAttest`: a Flemish listing
 * whose Asbestos.Certificate is "yes"; the attest is Flemish); the other documents keep their ids.
 * The demo documents are one shipped sample PDF per kind in public/demo-documents/.
 */
export function buildDocuments(
	picks: readonly number[],
	propertyId: number,
	locale: Locale,
	term: CertificateTerm,
	hasAsbestosAttest: boolean,
): PropertyDocument[] {
	return picks
		.flatMap((pick) => documentKinds[pick] ?? [])
		.map((doc, i) => ({
			ID: propertyId * 10 + i + 1,
			Name: `${(term === 'epb' ? (doc.epbName ?? doc.name) : doc.name)[locale]}.pdf`,
			Url: `/demo-documents/${doc.file}.pdf`,
			Type: 'pdf' as const,
		}))
		.filter((doc) => hasAsbestosAttest || doc.Url !== `/demo-documents/${asbestosFile}.pdf`);
}
