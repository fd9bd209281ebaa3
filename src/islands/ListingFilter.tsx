/**
 * City and type filter of a list page (spec §2). Without a filter the static page (children)
 * stays as it is; with one, the island fetches the listing index and shows the matching cards.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { ListingCard, type CardLabels } from '../components/listing/ListingCard.tsx';
import { cityValue, emptyFilter, filterToSearch, parseListingQuery, type CityOption, type TypeOption } from '../lib/listing/filter.ts';
import type { ImageBase } from '../lib/images/image-url.ts';
import { $filteredCards, $isFiltering, $listingFilter, $listingIndex, loadListingIndex, setCity, setFilter, setType } from '../stores/listing-filter.ts';
import { renderedByReact } from '../lib/react-renderer.ts';

/** The UI strings the island needs. */
export const filterLabelKeys = ['list.filter.label', 'list.filter.city', 'list.filter.allCities', 'list.filter.type', 'list.filter.allTypes', 'list.filter.reset', 'list.ignored.city', 'list.ignored.type', 'list.loading', 'list.loadError', 'list.noResults', 'list.results.one', 'list.results.other', 'list.more'] as const;

type Props = {
	indexUrl: string; cities: CityOption[]; types: TypeOption[]; pageSize: number; imageBase: ImageBase; lang: string;
	labels: Record<(typeof filterLabelKeys)[number], string>; cardLabels: CardLabels; children?: ReactNode;
};

/** Reads the filter from the URL, keeps the URL in step and renders the controls and results. */
export default function ListingFilter({ indexUrl, cities, types, pageSize, imageBase, lang, labels: l, cardLabels, children }: Props) {
	const filter = useStore($listingFilter);
	const active = useStore($isFiltering);
	const index = useStore($listingIndex);
	const cards = useStore($filteredCards);
	const [ignored, setIgnored] = useState<Array<'city' | 'type'>>([]);
	const [limit, setLimit] = useState(pageSize);

	useEffect(() => {
		const parsed = parseListingQuery(location.search, { cities, types });
		const sync = (f: typeof parsed.filter) => history.replaceState(history.state, '', location.pathname + filterToSearch(f, location.search) + location.hash);
		setIgnored(parsed.ignored);
		setFilter(parsed.filter);
		sync(parsed.filter);
		return $listingFilter.listen((f) => {
			setLimit(pageSize);
			setIgnored([]);
			sync(f);
		});
	}, []);
	useEffect(() => void (active && loadListingIndex(indexUrl)), [active]);

	const count = (cards.length === 1 ? l['list.results.one'] : l['list.results.other']).replace('{{count}}', String(cards.length));
	const message = { idle: l['list.loading'], loading: l['list.loading'], error: l['list.loadError'], ready: cards.length === 0 ? l['list.noResults'] : count }[index.status];
	return (
		<>
			<form className="listing-filter" role="search" aria-label={l['list.filter.label']} onSubmit={(e) => e.preventDefault()}>
				<label className="listing-filter__field">
					<span>{l['list.filter.city']}</span>
					<select value={filter.city ?? ''} onChange={(e) => setCity(e.target.value || null)}>
						<option value="">{l['list.filter.allCities']}</option>
						{cities.map((c) => <option key={cityValue(c.name, c.zip)} value={cityValue(c.name, c.zip)}>{`${c.name} (${c.count})`}</option>)}
					</select>
				</label>
				<label className="listing-filter__field">
					<span>{l['list.filter.type']}</span>
					<select value={filter.type ?? ''} onChange={(e) => setType(e.target.value === '' ? null : Number(e.target.value))}>
						<option value="">{l['list.filter.allTypes']}</option>
						{types.map((t) => <option key={t.webId} value={t.webId}>{`${t.name} (${t.count})`}</option>)}
					</select>
				</label>
				{active && <button type="button" className="listing-filter__reset" onClick={(e) => { setFilter(emptyFilter); e.currentTarget.form?.querySelector('select')?.focus(); }}>{l['list.filter.reset']}</button>}
			</form>
			{ignored.map((p) => <p key={p} className="listing-filter__notice">{l[`list.ignored.${p}`]}</p>)}
			{!active ? children : (
				<section className="listing-results" aria-busy={index.status === 'loading'}>
					<p className="listing-count" role="status">{message}</p>
					<ul className="property-grid">
						{cards.slice(0, limit).map((card) => <li key={card.id}><ListingCard card={card} labels={cardLabels} imageBase={imageBase} lang={lang} /></li>)}
					</ul>
					{cards.length > limit && <button type="button" className="listing-results__more" onClick={() => setLimit(limit + pageSize)}>{l['list.more']}</button>}
				</section>
			)}
		</>
	);
}

renderedByReact(ListingFilter);
