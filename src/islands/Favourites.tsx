/**
 * The favourites page's list: the cards of the listings the visitor keeps on this device, newest
 * first, read from the small card files (`fetchCards`). The list is the one of the moment the page
 * opened: a heart pressed here leaves its card in place (unpressed), so a slip can be undone.
 * Without the "preferences" consent nothing is kept, and the page offers to allow it.
 *
 * A list can be shared: "Share this list" copies the page's link with the ids (`shareLink`), or
 * opens the device's share sheet where there is one. That link shows the shared listings without
 * keeping them, with a button that adds them to the visitor's own favourites (asking for the
 * consent first when it is missing) and then shows those. A shared list is worded as shared, not
 * as the visitor's saved list, and counts only the listings still online; those gone are named
 * in a note of their own and never added. Kept ids found gone are dropped from the favourites.
 *
 * "Ask us about these properties" opens the contact page's form with the listings shown (`?ids=`):
 * one request about them all, sent as the contact request's `propertyIds`. A shared list offers
 * it too, so that its recipient can ask without keeping the listings first.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CardGrid } from '../components/listing/CardGrid.tsx';
import type { CardLabels } from '../components/listing/ListingCard.tsx';
import { shareLink, sharedIds } from '../lib/favourites/favourites.ts';
import type { ImageBase } from '../lib/images/image-url.ts';
import type { CardView } from '../lib/listing/card.ts';
import type { CardShards } from '../lib/listing/card-shards.ts';
import { fetchCards } from '../lib/listing/fetch-cards.ts';
import { renderedByReact } from '../lib/react-renderer.ts';
import { askToKeepFavourites } from '../scripts/favourites.ts';
import { $consentRead } from '../stores/consent.ts';
import { $favourites, $favouritesAllowed, addSharedFavourites, allowFavourites, forgetGone } from '../stores/favourites.ts';

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
	'favourites.ask',
	'favourites.share',
	'favourites.share.copied',
	'favourites.share.manual',
	'favourites.shared.note.one',
	'favourites.shared.note.other',
	'favourites.shared.gone.one',
	'favourites.shared.gone.other',
	'favourites.shared.allGone',
	'favourites.shared.add',
	'favourites.shared.own',
] as const;

type Labels = Record<(typeof favouritesLabelKeys)[number], string>;

type Props = {
	cardShards: CardShards;
	imageBase: ImageBase;
	/** BCP-47 tag of the page, for number formats. */
	lang: string;
	/** Where the empty list sends the visitor: the page language's for-sale list. */
	browsePath: string;
	/** The contact page of the page language, which takes the listings asked about in `?ids=`. */
	contactPath: string;
	labels: Labels;
	cardLabels: CardLabels;
};

/** The cards found, and how many kept ids have no card any more (sold and taken offline). */
type Shown = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cards: CardView[]; gone: number };

/** One of two texts by count, with the count written in. */
const byCount = (count: number, one: string, other: string) => (count === 1 ? one : other).replace('{{count}}', String(count));

/** What sharing the list did: nothing yet, copied the link, or the link to copy by hand. */
type Shared = { status: 'idle' } | { status: 'copied' } | { status: 'manual'; link: string };

/** "Ask us about these properties": the contact page's form with these listings; nothing without any. */
function AskLink({ label, contactPath, ids, className = 'btn' }: { label: string; contactPath: string; ids: readonly number[]; className?: string }) {
	return ids.length > 0 ? <a className={className} href={`${shareLink('', contactPath, ids)}#form-root`}>{label}</a> : null;
}

/**
 * "Ask us about these properties" (the listings shown and still kept: a card unpressed here stays
 * until the page is left, but is not asked about) and "Share this list", with what sharing did.
 */
function ListActions({ labels: l, contactPath, ids }: { labels: Labels; contactPath: string; ids: readonly number[] }) {
	const [state, setState] = useState<Shared>({ status: 'idle' });
	const share = async () => {
		const link = shareLink(location.origin, location.pathname, $favourites.get());
		if (typeof navigator.share === 'function') {
			// The device's share sheet; closing it is no failure.
			await navigator.share({ title: document.title, url: link }).catch(() => undefined);
			return;
		}
		try {
			await navigator.clipboard.writeText(link);
			setState({ status: 'copied' });
		} catch {
			setState({ status: 'manual', link });
		}
	};
	return (
		<div className="favourites-share">
			<AskLink label={l['favourites.ask']} contactPath={contactPath} ids={ids} />
			<button type="button" className="btn btn-outline" onClick={() => void share()}>{l['favourites.share']}</button>
			<p role="status">
				{state.status === 'copied' && l['favourites.share.copied']}
				{state.status === 'manual' && (
					<>
						{l['favourites.share.manual']} <a href={state.link}>{state.link}</a>
					</>
				)}
			</p>
		</div>
	);
}

/** Renders the visitor's favourites or a shared list, the offer to allow them, or what went wrong. */
export default function Favourites({ cardShards, imageBase, lang, browsePath, contactPath, labels: l, cardLabels }: Props) {
	const read = useStore($consentRead);
	const allowed = useStore($favouritesAllowed);
	const ids = useStore($favourites);
	// A link without a single id in it is no shared list: the page shows one's own.
	const [shared] = useState(() => {
		const ids = sharedIds(location.search);
		return ids && ids.length > 0 ? ids : null;
	});
	const [listed, setListed] = useState<readonly number[] | null>(shared);
	// The page's intro speaks of the visitor's own saved list: a shared list is not that.
	useEffect(() => {
		const intro = document.querySelector<HTMLElement>('[data-favourites-intro]');
		if (intro) intro.hidden = shared !== null;
	}, [shared]);
	const [shown, setShown] = useState<Shown>({ status: 'loading' });
	const [attempt, setAttempt] = useState(0);
	const view = useRef<HTMLDivElement>(null);

	// A withdrawn consent forgot the list: allowing again starts from what is kept then (nothing).
	useEffect(() => {
		if (shared) return;
		if (!allowed) setListed(null);
		else if (listed === null) setListed(ids);
	}, [shared, allowed, ids, listed]);

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
			// Kept listings with no card in a complete read are no longer online: the header's count
			// stops counting them (this page's note still names them once).
			if (complete && !shared) forgetGone(listed.filter((id) => !cards.has(id)));
		});
		return () => {
			current = false;
		};
	}, [listed, attempt, cardShards, shared]);

	/** Adds the shared list (after the consent question when needed), then shows one's own list. */
	const addSharedList = async () => {
		if (!shared || shown.status !== 'ready' || !(allowed || (await askToKeepFavourites().catch(() => false)))) return;
		if (addSharedFavourites(shown.cards.map((card) => card.id))) location.assign(location.pathname);
	};

	if (!read) return null;
	// Every state is drawn in the same view, which keeps the focus when "Allow" or "Retry" takes
	// itself away (it fell to the page's top).
	const inView = (content: ReactNode) => (
		<div className="favourites-view" tabIndex={-1} ref={view}>
			{content}
		</div>
	);
	const keepFocus = () => view.current?.focus();
	if (!shared && !allowed) {
		return inView(
			<div className="favourites-note">
				<p>{l['favourites.notAllowed']}</p>
				<button type="button" className="btn" onClick={() => { keepFocus(); allowFavourites(); }}>{l['favourites.allow']}</button>
			</div>,
		);
	}
	if (shown.status === 'loading') return inView(<p role="status">{l['favourites.loading']}</p>);
	if (shown.status === 'error') {
		return inView(
			<div className="favourites-note" role="alert">
				<p>{l['favourites.loadError']}</p>
				<button type="button" className="btn" onClick={() => { keepFocus(); setAttempt((n) => n + 1); }}>{l['favourites.retry']}</button>
			</div>,
		);
	}
	return inView(
		<>
			{shared && (
				<div className="favourites-note">
					<p>
						{shown.cards.length > 0
							? byCount(shown.cards.length, l['favourites.shared.note.one'], l['favourites.shared.note.other'])
							: l['favourites.shared.allGone']}
					</p>
					<div className="favourites-actions">
						{shown.cards.length > 0 && <button type="button" className="btn" onClick={() => void addSharedList()}>{l['favourites.shared.add']}</button>}
						<AskLink label={l['favourites.ask']} contactPath={contactPath} ids={shown.cards.map((card) => card.id)} className="btn btn-outline" />
						{shown.cards.length === 0 && <a href={browsePath}>{l['favourites.browse']}</a>}
						<a href={location.pathname}>{l['favourites.shared.own']}</a>
					</div>
				</div>
			)}
			{shown.gone > 0 && !(shared && shown.cards.length === 0) && (
				<p className="favourites-note">
					{shared
						? byCount(shown.gone, l['favourites.shared.gone.one'], l['favourites.shared.gone.other'])
						: byCount(shown.gone, l['favourites.gone.one'], l['favourites.gone.other'])}
				</p>
			)}
			{shown.cards.length > 0 && <CardGrid cards={shown.cards} labels={cardLabels} imageBase={imageBase} lang={lang} eagerFirst />}
			{shown.cards.length === 0 && !shared && (
				<p>
					{l['favourites.empty']} <a href={browsePath}>{l['favourites.browse']}</a>
				</p>
			)}
			{!shared && shown.cards.length > 0 && <ListActions labels={l} contactPath={contactPath} ids={shown.cards.flatMap((card) => (ids.includes(card.id) ? [card.id] : []))} />}
		</>,
	);
}

renderedByReact(Favourites);
