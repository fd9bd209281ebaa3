/**
 * The markup of a listing card, shared by the static PropertyCard (rendered at build, no JS) and
 * the filter island (rendered in the browser from the listing index), so both look the same.
 * Styles: `property-card.css` (class names, since Astro scoping does not reach React markup).
 */
import type { CardView } from '../../lib/listing/card.ts';
import { imageUrl, srcset, type ImageBase } from '../../lib/images/image-url.ts';
import { certificateKey } from '../../lib/domain/certificate-term.ts';
import { numberFormat } from '../../lib/intl/formats.ts';
import { renderedByReact } from '../../lib/react-renderer.ts';

/** The UI strings a card needs, picked per language. */
export const cardLabelKeys = [
	'card.noPhoto',
	'card.bedrooms.one',
	'card.bedrooms.other',
	'card.living',
	'card.epc',
	'card.epc.epb',
	'card.status.sold',
	'card.status.rented',
	'card.status.under_offer',
	'card.status.sold_out',
	'card.favourite',
] as const;

/** The picked UI strings of a card. */
export type CardLabels = Record<(typeof cardLabelKeys)[number], string>;

/** Widths the card photo takes where no grid gives its own (`itemImageSizes`): one column on phones, two on tablets, up to four on desktops. */
export const cardSizes = '(min-width: 72rem) 23rem, (min-width: 40rem) 50vw, 100vw';

/** Intrinsic size used when a listing has no photo (the placeholder is 3:2 like the photos). */
const placeholderSize = { width: 1360, height: 907 };

type Props = {
	card: CardView;
	labels: CardLabels;
	/** Level of the card's heading (2 on list pages, 3 inside a titled section). */
	level?: 2 | 3 | 4;
	/** Lazy-load the photo (cards below the fold). */
	lazy?: boolean;
	/** Fetch the photo first: the page's first card, its largest paint. */
	priority?: boolean;
	imageBase: ImageBase;
	/** BCP-47 tag of the page, for number formats. */
	lang: string;
	/** The photo's `sizes`: the width of the grid's column at each breakpoint. */
	sizes?: string | undefined;
};

/**
 * A label with the card's title put in: the title keeps its own `lang` when it falls back to
 * another language, so a screen reader does not read a Dutch title with German sounds.
 */
function withTitle(label: string, title: string, titleLang: string | null | undefined) {
	if (!titleLang) return label.replace('{{title}}', title);
	const [before = '', after = ''] = label.split('{{title}}');
	return (
		<>
			{before}
			<span lang={titleLang}>{title}</span>
			{after}
		</>
	);
}

/** Renders one listing card. */
export function ListingCard({ card, labels, level = 2, lazy = true, priority = false, imageBase, lang, sizes = cardSizes }: Props) {
	const Heading = `h${level}` as const;
	const number = numberFormat(lang, 'max1', { maximumFractionDigits: 1 });
	const source = { Url: card.photo?.url ?? '' };
	const size = card.photo ?? placeholderSize;
	const bedrooms = card.bedrooms === 1 ? labels['card.bedrooms.one'] : labels['card.bedrooms.other'];
	return (
		<article className="property-card">
			<Heading className="property-card__title">
				<a href={card.path} lang={card.titleLang ?? undefined}>{card.title}</a>
			</Heading>
			{(card.status || card.marquee) && (
				<p className="property-card__badges">
					{card.status && <span className={`property-card__badge property-card__badge--${card.status}`}>{labels[`card.status.${card.status}`]}</span>}
					{card.marquee && <span className={`property-card__badge property-card__badge--${card.marquee.kind}`} lang={card.marquee.lang}>{card.marquee.text}</span>}
				</p>
			)}
			<button type="button" className="property-card__fav" data-favourite={card.id} aria-pressed="false" hidden>
				<span className="vh">{withTitle(labels['card.favourite'], card.title, card.titleLang)}</span>
			</button>
			<p className="property-card__type">{card.type}</p>
			{card.location && <p className="property-card__location">{card.location}</p>}
			<p className="property-card__price">{card.price}</p>
			{card.charges && <p className="property-card__charges">{card.charges}</p>}
			{(card.bedrooms !== null || card.living !== null || card.epc) && (
				<ul className="property-card__facts">
					{card.bedrooms !== null && <li>{bedrooms.replace('{{count}}', number.format(card.bedrooms))}</li>}
					{card.living !== null && <li>{labels['card.living'].replace('{{area}}', number.format(card.living))}</li>}
					{card.epc && (
						<li className={`property-card__epc property-card__epc--${card.epc.charAt(0).toLowerCase()}`}>
							{labels[certificateKey('card.epc', card.epb ? 'epb' : 'epc')]} <strong>{card.epc}</strong>
						</li>
					)}
				</ul>
			)}
			<img
				className="property-card__photo"
				src={imageUrl(source, 600, imageBase)}
				srcSet={srcset(source, imageBase)}
				sizes={sizes}
				width={size.width}
				height={size.height}
				loading={lazy ? 'lazy' : 'eager'}
				fetchPriority={priority ? 'high' : undefined}
				decoding="async"
				alt={card.photo ? card.title : labels['card.noPhoto']}
				lang={card.photo ? (card.titleLang ?? undefined) : undefined}
			/>
		</article>
	);
}

renderedByReact(ListingCard);
