import * as v from 'valibot';
import {
	AmountSchema,
	LocaleSchema,
	LinkSchema,
	LocalizedTextSchema,
	PhotoSchema,
	StatusSchema,
	UrlSchema,
	opt,
} from './common.ts';
import { mapTypes } from '../lib/map/message-type.ts';
import { checkDigitMismatch, enterpriseNumberPattern } from '../lib/domain/enterprise-number.ts';
import { defaultLocale } from '../../i18n/locales.ts';

/**
 * An https address with a plain host (ASCII letters, digits, dots and hyphens, an optional port) and
 * an optional path: the site's own address, which every canonical and sitemap URL starts with, and
 * the image host, whose origin goes into the Content-Security-Policy.
 */
const httpsBase = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:\/[^\s?#]*)?$/;

/**
 * The site's language list (spec §3 site config: code and use flag). Dutch is the original
 * language, the one whose paths carry no prefix (`/`, `/for-sale/`, `/property/{id}/`): it must be
 * listed and used, or the site would have no home page. A code listed twice is refused, since its
 * two use flags would contradict each other. A language that is not listed is not used.
 */
export const LanguagesSchema = v.pipe(
	v.array(v.object({ code: LocaleSchema, use: v.boolean() })),
	v.check(
		(list) => list.some((entry) => entry.code === defaultLocale && entry.use),
		`${defaultLocale} is the original language (paths without a prefix) and must be listed with use: true`,
	),
	v.check(
		(list) => new Set(list.map((entry) => entry.code)).size === list.length,
		(issue) => `A language is listed twice: ${duplicateCodes(issue.input).join(', ')}`,
	),
);

/** The codes that a language list names more than once. */
function duplicateCodes(list: readonly { code: string }[]): string[] {
	const seen = new Set<string>();
	const twice = new Set<string>();
	for (const { code } of list) (seen.has(code) ? twice : seen).add(code);
	return [...twice];
}

/** The data error of an enterprise number whose check digits are wrong, with the digits its start ends in. */
function checkDigitsMessage(text: string): string {
	const mismatch = checkDigitMismatch(text);
	return mismatch === null ? `vatNumber ${text}: the check digits do not match` : `vatNumber ${text}: the check digits do not match; a number starting ${mismatch.start} ends in ${mismatch.expected}`;
}

/** A menu entry with its children (spec §2 menu); only Published entries are shown. */
export type MenuEntry = {
	path: string;
	status: v.InferOutput<typeof StatusSchema>;
	params: { title: v.InferOutput<typeof LocalizedTextSchema> };
	childMenus: MenuEntry[];
};

/** Validates a menu entry and, recursively, its children. */
export const MenuEntrySchema: v.GenericSchema<MenuEntry> = v.object({
	// The CRM's own path ('Qui-sommes-nous?'); the menu applies the slug rule (spec §2), '' is home.
	path: v.string(),
	status: StatusSchema,
	params: v.object({ title: LocalizedTextSchema }),
	childMenus: v.array(v.lazy(() => MenuEntrySchema)),
});

/** A link of the top bar (spec §3 header link). */
export const HeaderLinkSchema = v.object({
	label: LocalizedTextSchema,
	link: LinkSchema,
	icon: opt(v.picklist(['phone', 'mail', 'pin', 'facebook', 'instagram', 'linkedin', 'youtube', 'clock'])),
	color: opt(v.pipe(v.string(), v.hexColor())),
	side: v.picklist(['left', 'right']),
	status: StatusSchema,
});

/** A text of a footer column and whether it is shown to the public. */
const PublicTextSchema = v.object({ text: LocalizedTextSchema, public: v.boolean() });

const ColSize = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12));

/** A footer column (spec §3): title, intro and full text, images, and its width per breakpoint. */
export const FooterColumnSchema = v.object({
	title: PublicTextSchema,
	introText: PublicTextSchema,
	fullText: PublicTextSchema,
	images: v.array(v.object({ photo: PhotoSchema, alt: LocalizedTextSchema, link: opt(LinkSchema), public: v.boolean() })),
	col: v.object({ sm: ColSize, md: ColSize, lg: ColSize }),
});

/** Media types of the banner and the settings slice (spec §3). */
export const mediaTypes = ['image', 'color', 'gallery', 'video', 'none'] as const;

/**
 * The maps of the list and project pages (spec §7: the map type, custom marker and ignored marquee
 * list the pages post to the map frame). Every part is optional: without it a roadmap with the
 * site's own pin and every marquee shown (`mapSettingsOf` in `src/lib/map/list-map.ts`). A custom
 * marker is a path of the site or an https URL of an image; ignored marquees are Marquee values
 * (1 to 4) whose listings stay off the maps.
 */
export const MapSettingsSchema = v.object({
	type: opt(v.picklist(mapTypes, 'map.type must be roadmap or plain')),
	customMarker: opt(v.pipe(v.string(), v.regex(/^(https:\/\/[^\s/\\][^\s]*|\/(?![/\\])[^\s\\]*)$/, 'map.customMarker must be an https URL or a path of the site starting with / (not //host or /\\host)'))),
	ignoredMarquees: opt(v.array(v.picklist([1, 2, 3, 4], 'map.ignoredMarquees holds Marquee values 1 to 4'))),
});

/** Site-wide configuration (spec §3 site config and search config). */
export const SiteConfigSchema = v.object({
	agency: v.object({
		name: v.pipe(v.string(), v.minLength(1)),
		/** The company's name with its legal form, once or per language (as `street`: "BV" in Dutch, "SRL" in French). */
		legalName: v.union([v.string(), LocalizedTextSchema]),
		/** Once for every language, or per language (a Brussels street has a Dutch and a French name). */
		street: v.union([v.string(), LocalizedTextSchema]),
		houseNumber: v.string(),
		zip: v.string(),
		city: LocalizedTextSchema,
		phone: v.string(),
		email: v.pipe(v.string(), v.email()),
		/** The enterprise (KBO/BCE) number, first digit 0 or 1, check digits verified (`src/lib/domain/enterprise-number.ts`). */
		vatNumber: v.pipe(
			v.string(),
			v.regex(enterpriseNumberPattern, 'vatNumber must be a Belgian enterprise number: BE, then 10 digits starting with 0 or 1, space and dots optional (BE 0765.432.146)'),
			v.check((text) => checkDigitMismatch(text) === null, (issue) => checkDigitsMessage(issue.input)),
		),
		ipiNumber: v.string(),
		/** The supervising body and its address, once or per language (as `street`). */
		supervisor: v.union([v.string(), LocalizedTextSchema]),
		/** Optional: the register of legal entities with its court seat (WVV 2:20), once or per language ("RPR Brussel", "RPM Bruxelles"). */
		register: opt(v.union([v.string(), LocalizedTextSchema])),
		/** Optional: the professional liability insurer, policy number and geographic cover (WER III.74); no cover means Belgium. */
		insurance: opt(
			v.object({
				insurer: v.union([v.string(), LocalizedTextSchema]),
				policyNumber: v.pipe(v.string(), v.trim(), v.minLength(1, 'insurance.policyNumber must not be blank')),
				cover: opt(v.union([v.string(), LocalizedTextSchema])),
			}),
		),
		/** Optional: the out-of-court dispute body for consumers (WER book XVI), its name once or per language and its https URL. */
		disputeBody: opt(
			v.object({
				name: v.union([v.string(), LocalizedTextSchema]),
				url: v.pipe(v.string(), v.regex(/^https:\/\/[^\s]+$/, 'disputeBody.url must be an https URL')),
			}),
		),
		logo: UrlSchema,
		openingHours: LocalizedTextSchema,
	}),
	siteUrl: v.pipe(v.string(), v.regex(httpsBase, 'siteUrl must be an https address of the site (https://host or https://host/path)')),
	imageHost: opt(v.pipe(v.string(), v.regex(httpsBase, 'imageHost must be an https address (https://host or https://host/path)'))),
	tracking: v.object({
		analyticsId: opt(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]+$/, 'analyticsId must be a Google Analytics 4 id: G- then capitals and digits (G-ABC123XY)'))),
		adsId: opt(v.pipe(v.string(), v.regex(/^AW-\d+$/, 'adsId must be a Google Ads id: AW- then digits (AW-123456789)'))),
		tagManagerId: opt(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/, 'tagManagerId must be a Google Tag Manager id: GTM- then capitals and digits (GTM-AB12CD)'))),
		pixelId: opt(v.pipe(v.string(), v.regex(/^\d+$/, 'pixelId must be a Meta pixel id: digits only'))),
	}),
	languages: LanguagesSchema,
	search: v.object({
		showSearchInput: v.boolean(),
		showSearchButton: v.boolean(),
		showSearchCount: v.boolean(),
		showCountProperty: v.boolean(),
		logo: opt(UrlSchema),
		publicTitle: opt(LocalizedTextSchema),
		publicDescriptions: v.array(LocalizedTextSchema),
	}),
	banner: v.object({
		mediaType: v.picklist(mediaTypes),
		images: v.array(PhotoSchema),
		color: opt(v.pipe(v.string(), v.hexColor())),
		video: opt(UrlSchema),
	}),
	topBarShow: v.boolean(),
	hideCity: v.boolean(),
	freeValuationButton: v.boolean(),
	menu: v.array(MenuEntrySchema),
	headerLinks: v.array(HeaderLinkSchema),
	footerColumns: v.array(FooterColumnSchema),
	copyright: LocalizedTextSchema,
	rental: v.object({ minimumIncomeFactor: AmountSchema, maximumPersons: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
	renovation: v.object({ costPerStepPerM2: AmountSchema, fixedCost: AmountSchema }),
	map: opt(MapSettingsSchema),
});

export type HeaderLink = v.InferOutput<typeof HeaderLinkSchema>;
export type FooterColumn = v.InferOutput<typeof FooterColumnSchema>;
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;
export type MapSettingsConfig = v.InferOutput<typeof MapSettingsSchema>;
export type MediaType = (typeof mediaTypes)[number];
