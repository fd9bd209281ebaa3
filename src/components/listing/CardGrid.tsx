/**
 * The grid of listing cards of a list page: its static list, rendered at build, and the filter
 * island's results, drawn in the browser, so both are the same markup. At build it is one React
 * render for the twelve cards of a page instead of one per card (the HTML is the same; in
 * alternating 10,000-listing builds the time of the list pages did not change beyond the noise).
 */
import type { CardView } from '../../lib/listing/card.ts';
import type { ImageBase } from '../../lib/images/image-url.ts';
import { renderedByReact } from '../../lib/react-renderer.ts';
import { ListingCard, type CardLabels } from './ListingCard.tsx';

type Props = {
	cards: readonly CardView[];
	labels: CardLabels;
	imageBase: ImageBase;
	/** BCP-47 tag of the page, for number formats. */
	lang: string;
	/** The first card's photo loads at once and first (the page's largest paint); the others lazily. */
	eagerFirst?: boolean;
	/** The photos' `sizes`, from the list's column widths (`itemImageSizes`). */
	sizes?: string | undefined;
};

/** Renders the cards as the list's grid. */
export function CardGrid({ cards, labels, imageBase, lang, eagerFirst = false, sizes }: Props) {
	return (
		<ul className="property-grid">
			{cards.map((card, i) => {
				const first = eagerFirst && i === 0;
				return <li key={card.id}><ListingCard card={card} labels={labels} imageBase={imageBase} lang={lang} lazy={!first} priority={first} sizes={sizes} /></li>;
			})}
		</ul>
	);
}

renderedByReact(CardGrid);
