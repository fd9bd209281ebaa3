import type { Locale } from '../../../i18n/locales.ts';
import { splitPhone } from '../domain/phone.ts';
import { imageUrl, type ImageBase } from '../images/image-url.ts';
import { pickText, type PickedText, type TextPerLocale } from './localized-text.ts';
import { siteLinkIn, type PagePathIn } from './site-link.ts';

/**
 * Footer columns and copyright line (spec §2 page chrome, §3 footer column).
 *
 * Choices where the spec is silent:
 * - A text is shown only when its public flag is true and it has content in some language; an
 *   empty text in the page language falls back to another language (with its `lang`).
 * - Column widths sm / md / lg apply to the helper breakpoints of spec §9 (mobile ≤ 767,
 *   tablet ≤ 960, desktop above) on a 12-column grid.
 * - The copyright line replaces `{year}` with the year; a line without any year gets
 *   "© {year}" in front; an empty line uses the UI string of the page language.
 */

/**
 * Spec §9: the footer lazy-loads with a height of 400 and an offset of 100. Its body is skipped by
 * the browser's layout and paint (CSS `content-visibility`) in a 400 px place until it comes near,
 * and its newsletter form loads its code once the form is within 100 px of the viewport.
 */
export const footerLazyLoad = { height: 400, offset: 100 } as const;

/** A text of a column with its public flag. */
export type PublicText = { text: TextPerLocale; public: boolean };

/** What the footer needs of a footer column of the site config. */
export type FooterColumnSource = {
	title: PublicText;
	introText: PublicText;
	fullText: PublicText;
	images: readonly { photo: { Url: string; Width: number; Height: number }; alt: TextPerLocale; link?: string | null | undefined; public: boolean }[];
	col: { sm: number; md: number; lg: number };
};

/** A public image of a column, ready to render. */
export type FooterImage = { src: string; width: number; height: number; alt: PickedText; link: string | undefined };

/** A footer column ready to render: only its public texts and images. */
export type FooterColumnView = {
	title: PickedText | undefined;
	intro: PickedText | undefined;
	full: PickedText | undefined;
	images: FooterImage[];
	className: string;
};

/** Width at which footer images are requested (spec §7 widths). */
export const footerImageWidth = 250;

/**
 * The grid classes of a column's widths.
 * @example colClasses({ sm: 12, md: 6, lg: 4 }) // => 'col-sm-12 col-md-6 col-lg-4'
 */
export function colClasses(col: FooterColumnSource['col']): string {
	return `col-sm-${col.sm} col-md-${col.md} col-lg-${col.lg}`;
}

/** The text when it is public and not empty in every language. */
function publicText(text: PublicText, locale: Locale): PickedText | undefined {
	if (!text.public) return undefined;
	const picked = pickText(text.text, locale);
	return picked.text.trim() === '' ? undefined : picked;
}

/**
 * A column with only its public texts and images, in the page language.
 * @example footerColumnView(column, 'fr', { host: null }).full // => undefined when fullText.public is false
 */
export function footerColumnView(column: FooterColumnSource, locale: Locale, base: ImageBase, pathIn: PagePathIn): FooterColumnView {
	return {
		title: publicText(column.title, locale),
		intro: publicText(column.introText, locale),
		full: publicText(column.fullText, locale),
		images: column.images
			.filter((image) => image.public)
			.map((image) => ({
				src: imageUrl(image.photo, footerImageWidth, base),
				width: footerImageWidth,
				height: Math.round((footerImageWidth * image.photo.Height) / image.photo.Width),
				alt: pickText(image.alt, locale),
				link: image.link == null ? undefined : siteLinkIn(image.link, pathIn),
			})),
		className: colClasses(column.col),
	};
}

/**
 * The copyright line with the year.
 * @example copyrightLine('© {year} Immo BV', 2026, '') // => '© 2026 Immo BV'
 * @example copyrightLine('Immo BV', 2026, '') // => '© 2026 Immo BV'
 */
export function copyrightLine(text: string, year: number, fallback: string): string {
	const line = text.trim() === '' ? fallback : text.trim();
	const filled = line.replace(/\{year\}/gi, String(year));
	if (/\b(19|20)\d{2}\b/.test(filled)) return filled;
	return filled.startsWith('©') ? `© ${year} ${filled.slice(1).trim()}` : `© ${year} ${filled}`;
}

/**
 * A tel: link for a Belgian number as the agency writes it: 0 becomes +32, 00 becomes +; a trunk
 * "(0)" after the country code is left out and an extension follows as `;ext=` (RFC 3966), never
 * glued onto the number (`splitPhone`).
 * @example telHref('02 640 12 34') // => 'tel:+3226401234'
 * @example telHref('+32 (0)2 640 12 34') // => 'tel:+3226401234'
 * @example telHref('0475 12 34 56 ext 2') // => 'tel:+32475123456;ext=2'
 */
export function telHref(phone: string): string {
	const { number, extension } = splitPhone(phone);
	const ext = extension ? `;ext=${extension.digits}` : '';
	if (number.startsWith('+')) return `tel:${number}${ext}`;
	if (number.startsWith('00')) return `tel:+${number.slice(2)}${ext}`;
	if (number.startsWith('0')) return `tel:+32${number.slice(1)}${ext}`;
	return `tel:${number}${ext}`;
}
