/**
 * The favourites page's list: the cards of the listings the visitor keeps on this device, newest
 * first, read from the small card files (`fetchCards`). The list is the one of the moment the page
 * opened: a heart pressed here leaves its card in place (unpressed), so a slip can be undone.
 * Without the "preferences" consent nothing is kept, and the page offers to allow it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { CardGrid } from '../components/listing/CardGrid.tsx';
import type { CardLabels } from '../components/listing/ListingCard.tsx';
import type { ImageBase } from '../lib/images/image-url.ts';
import type { CardView } from '../lib/listing/card.ts';
import type { CardShards } from '../lib/listing/card-shards.ts';
import { fetchCards } from '../lib/listing/fetch-cards.ts';
import { renderedByReact } from '../lib/react-renderer.ts';
import { $consentRead } from '../stores/consent.ts';
import { $favourites, $favouritesAllowed, allowFavourites } from '../stores/favourites.ts';

/** The UI strings the island writes. */
export const favouritesLabelKeys = [
	'favourites.empty',
	'favourites.browse',
	'favourites.loading',
	'favourites.loadError',
	'favourites.retry',
	'favourites.gone.one',
	'favourites.gone.other',
	'favourites.notAllowed',
	'favourites.allow',
] as const;

type Props = {
	cardShards: CardShards;
	imageBase: ImageBase;
	/** BCP-47 tag of the page, for number formats. */
	lang: string;
	/** Where the empty list sends the visitor: the page language's for-sale list. */
	browsePath: string;
	labels: Record<(typeof favouritesLabelKeys)[number], string>;
	cardLabels: CardLabels;
};

/** The cards found, and how many kept ids have no card any more (sold and taken offline). */
type Shown = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cards: CardView[]; gone: number };

/** Renders the visitor's favourites, the offer to allow them, or what went wrong. */
export default function Favourites({ cardShards, imageBase, lang, browsePath, labels: l, cardLabels }: Props) {
	const read = useStore($consentRead);
	const allowed = useStore($favouritesAllowed);
	const ids = useStore($favourites);
	const [listed, setListed] = useState<readonly number[] | null>(null);
	const [shown, setShown] = useState<Shown>({ status: 'loading' });
	const [attempt, setAttempt] = useState(0);

	// A withdrawn consent forgot the list: allowing again starts from what is kept then (nothing).
	useEffect(() => {
		if (!allowed) setListed(null);
		else if (listed === null) setListed(ids);
	}, [allowed, ids, listed]);

	useEffect(() => {
		if (listed === null) return;
		if (listed.length === 0) {
			setShown({ status: 'ready', cards: [], gone: 0 });
			return;
		}
		let current = true;
		setShown({ status: 'loading' });
		void fetchCards(listed, cardShards).then(({ cards, complete }) => {
			if (!current) return;
			const found = listed.flatMap((id) => cards.get(id) ?? []);
			setShown(complete ? { status: 'ready', cards: found, gone: listed.length - found.length } : { status: 'error' });
		});
		return () => {
			current = false;
		};
	}, [listed, attempt, cardShards]);

	if (!read) return null;
	if (!allowed) {
		return (
			<div className="favourites-note">
				<p>{l['favourites.notAllowed']}</p>
				<button type="button" className="btn" onClick={() => allowFavourites()}>{l['favourites.allow']}</button>
			</div>
		);
	}
	if (shown.status === 'loading') return <p role="status">{l['favourites.loading']}</p>;
	if (shown.status === 'error') {
		return (
			<div className="favourites-note" role="alert">
				<p>{l['favourites.loadError']}</p>
				<button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>{l['favourites.retry']}</button>
			</div>
		);
	}
	return (
		<>
			{shown.gone > 0 && <p className="favourites-note">{(shown.gone === 1 ? l['favourites.gone.one'] : l['favourites.gone.other']).replace('{{count}}', String(shown.gone))}</p>}
			{shown.cards.length > 0 ? (
				<CardGrid cards={shown.cards} labels={cardLabels} imageBase={imageBase} lang={lang} eagerFirst />
			) : (
				<p>
					{l['favourites.empty']} <a href={browsePath}>{l['favourites.browse']}</a>
				</p>
			)}
		</>
	);
}

renderedByReact(Favourites);
