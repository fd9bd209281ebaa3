/**
 * City and type filter of a list page (spec §2). The form is the page's own HTML, rendered at build
 * with every choice (`ListPage.astro`); this island wires it. It reads the filter from the URL, and
 * from the form where the visitor chose before it was ready, and keeps the form and the URL in step
 * (a filter change replaces the history entry; Back or Forward within the page sets the filter from the URL). Without a filter, the page's static list stays as it is. With
 * one, the static list is hidden and the island fetches the listing index and shows the matching
 * cards in its place. Once the index is there, each choice counts the listings it would show with
 * the other control's choice (`facets.ts`): a type those of the chosen city, a city those of the
 * chosen type.
 *
 * The form is not drawn by the island: its choices (some 80 cities with their counts at 10,000
 * listings) would then be the island's props. Astro writes props into the page, each value with a
 * type tag and every quote escaped: 10.6 KB of a 50 KB list page. It also hashes them with the
 * island's HTML on every one of the 3,336 list pages of the build.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { CardGrid } from '../components/listing/CardGrid.tsx';
import type { CardLabels } from '../components/listing/ListingCard.tsx';
import { choicesOfValues, emptyFilter, filterToSearch, keepIgnored, parseListingQuery, type ListingFilter as Filter } from '../lib/listing/filter.ts';
import { facetChoice } from '../lib/listing/facets.ts';
import { formatCount } from '../lib/intl/formats.ts';
import { filterWithEarlyChoices, type ControlState } from '../lib/listing/early-choice.ts';
import { keptResults, stateWithResults } from '../lib/listing/kept-results.ts';
import { explainMissingCity, explainMissingType, otherListSearch, type CityDirectory, type MissingCity, type MissingType } from '../lib/listing/missing-city.ts';
import { cityNoticeKeys, cityNoticeParts } from '../lib/listing/city-notice.ts';
import type { Goal } from '../lib/domain/goal.ts';
import type { ImageBase } from '../lib/images/image-url.ts';
import { $facetCounts, $filteredCards, $isFiltering, $listingFilter, $listingIndex, loadListingIndex, setCity, setFilter, setType } from '../stores/listing-filter.ts';
import { renderedByReact } from '../lib/react-renderer.ts';

/** The UI strings the island itself writes (the form's are in the page). */
export const filterLabelKeys = [...cityNoticeKeys, 'list.ignored.type', 'list.type.only.sale', 'list.type.only.rent', 'list.type.other.sale', 'list.type.other.rent', 'list.loading', 'list.loadError', 'list.noResults', 'list.results.one', 'list.results.other', 'list.more'] as const;

type Props = {
	/** Id of the page's filter form: selects named `city` and `type`, a reset button. */
	formId: string;
	/** Id of the page's static list (count, cards, pagination), hidden while a filter is set. */
	listId: string;
	indexUrl: string;
	/** The list's goal, and where the other list and the city directory (`missing-city.ts`) are. */
	goal: Goal;
	otherListPath: string;
	citiesUrl: string;
	pageSize: number;
	imageBase: ImageBase;
	lang: string;
	labels: Record<(typeof filterLabelKeys)[number], string>;
	cardLabels: CardLabels;
	/** The photos' `sizes` of the page's list, so the results load the same photo widths. */
	sizes?: string;
};

/** The filter form's controls, or null when the page has none. */
function formControls(formId: string) {
	const form = document.getElementById(formId);
	if (!(form instanceof HTMLFormElement)) return null;
	const city = form.elements.namedItem('city');
	const type = form.elements.namedItem('type');
	const reset = form.querySelector('button[type="button"]');
	if (!(city instanceof HTMLSelectElement) || !(type instanceof HTMLSelectElement) || !(reset instanceof HTMLButtonElement)) return null;
	return { form, city, type, reset };
}

/** A select's current value and the value the page was built with. */
function stateOf(select: HTMLSelectElement): ControlState {
	const initial = [...select.options].find((o) => o.defaultSelected) ?? select.options[0];
	return { value: select.value, initial: initial?.value ?? '' };
}

/** Writes each choice's count into its label and disables those without listings (never the chosen one or "all"). */
function showCounts(select: HTMLSelectElement, countOf: (value: string) => number | undefined, lang: string): void {
	for (const option of select.options) {
		if (option.value === '') continue;
		const choice = facetChoice(option.text, countOf(option.value) ?? 0, option.value === select.value, lang);
		if (option.text !== choice.label) option.text = choice.label;
		option.disabled = choice.disabled;
	}
}

/** What the link's ignored parameters are, once the city directory has told (`missing-city.ts`). */
type Explained = { city: Exclude<MissingCity, { kind: 'here' }> | null; type: MissingType; directory: CityDirectory };

/** The notices' props: the filter applied, where the other list is and what it offers. */
type NoticeProps = { filter: Filter; goal: Goal; otherListPath: string; directory: CityDirectory; labels: Props['labels'] };

/**
 * What the list says of a link's city it does not hold (`city-notice.ts`): none here (and where
 * there are some), a zip of several localities of the list (a link to each), or unknown.
 */
function CityNotice({ missing, lang, ...context }: NoticeProps & { missing: Exclude<MissingCity, { kind: 'here' }>; lang: string }) {
	const parts = cityNoticeParts(missing, { ...context, lang, here: { path: location.pathname, search: location.search } });
	return (
		<p className="listing-filter__notice">
			{parts.map((part, i) => (typeof part === 'string' ? part : <a key={i} href={part.href}>{part.text}</a>))}
		</p>
	);
}

/** What the list says of a link's type it does not offer: offered on the other list only (with a link there), or unknown. */
function TypeNotice({ missing, filter, goal, otherListPath, directory, labels: l }: NoticeProps & { missing: MissingType }) {
	if (missing.kind === 'unknown') return <p className="listing-filter__notice">{l['list.ignored.type']}</p>;
	const other = goal === 'sale' ? 'rent' : 'sale';
	return (
		<p className="listing-filter__notice">
			{l[`list.type.only.${other}`].replace('{{type}}', missing.name)}{' '}
			<a href={otherListPath + otherListSearch({ city: filter.city, type: missing.webId }, directory)}>{l[`list.type.other.${other}`].replace('{{type}}', missing.name)}</a>
		</p>
	);
}

/** Reads the filter from the URL, keeps the form and the URL in step and renders the notices and results. */
export default function ListingFilter({ formId, listId, indexUrl, goal, otherListPath, citiesUrl, pageSize, imageBase, lang, labels: l, cardLabels, sizes }: Props) {
	const filter = useStore($listingFilter);
	const active = useStore($isFiltering);
	const index = useStore($listingIndex);
	const cards = useStore($filteredCards);
	const facets = useStore($facetCounts);
	const [ignored, setIgnored] = useState<Array<'city' | 'type'>>([]);
	// What the link's city or type is when it names none of the list's: looked up before anything is said.
	const [explained, setExplained] = useState<Explained | null>(null);
	const [limit, setLimit] = useState(pageSize);
	// Where a visitor coming back to this entry had scrolled (`kept-results.ts`), until the cards are there.
	const scrollBack = useRef<number | null>(null);
	const shown = useRef(limit);
	const keepResults = useRef(() => {});
	shown.current = active ? limit : 0;
	// After "Show more": the first card it added, which takes the focus (the button goes with the last batch).
	const results = useRef<HTMLElement>(null);
	const firstAdded = useRef<number | null>(null);

	useEffect(() => {
		const controls = formControls(formId);
		if (!controls) return;
		const { form, city, type, reset } = controls;
		const values = (select: HTMLSelectElement) => [...select.options].map((o) => o.value);
		const choices = choicesOfValues(values(city), values(type));
		const parsed = parseListingQuery(location.search, choices);
		const sync = (f: Filter) => history.replaceState(history.state, '', location.pathname + filterToSearch(f, location.search) + location.hash);
		// A choice made in the page's form before the island was ready is kept (`early-choice.ts`).
		const start = filterWithEarlyChoices(parsed.filter, { city: stateOf(city), type: stateOf(type) });
		const params = new URLSearchParams(location.search); // read before the URL is synced
		const stillIgnored = keepIgnored(parsed.ignored, parsed.filter, start);
		setIgnored(stillIgnored);
		setFilter(start);
		sync(start);
		const kept = keptResults(history.state, location.search, pageSize);
		if (kept) {
			setLimit(kept.shown);
			scrollBack.current = kept.scrollY;
		}
		// How far the visitor got is written into the entry as it changes (a write while the page
		// is left, on pagehide, does not last through a reload): at once after "Show more", and
		// once the scrolling has stopped for a moment.
		let pending = 0;
		const write = () => {
			clearTimeout(pending);
			if (shown.current === 0) return;
			history.replaceState(stateWithResults(history.state, { query: location.search, shown: shown.current, scrollY: Math.round(window.scrollY) }), '');
			// The island alone brings the visitor back to the kept place: the browser's own restoring,
			// done while the static list stands in for the results, could land elsewhere or come after it.
			history.scrollRestoration = 'manual';
		};
		const keep = () => {
			clearTimeout(pending);
			pending = window.setTimeout(write, 150);
		};
		keepResults.current = write;
		addEventListener('scroll', keep, { passive: true });
		if (stillIgnored.length > 0) {
			fetch(citiesUrl)
				.then((r) => (r.ok ? (r.json() as Promise<CityDirectory>) : Promise.reject(new Error(String(r.status)))))
				.then(
					(directory) => {
						const city = stillIgnored.includes('city') ? explainMissingCity(params.get('city') ?? '', directory, choices.cities) : null;
						setExplained({ city: city?.kind === 'here' ? null : city, type: explainMissingType(params.get('type') ?? '', directory), directory });
						// A city of this list named in another language (`?city=Gent` on the French list): its filter after all.
						if (city?.kind === 'here') setCity(city.value);
					},
					() => {
						// Without the directory, a zip of several cities of this list is still told (its links are on this list).
						const directory = { other: [], known: [], types: [] };
						const city = stillIgnored.includes('city') ? explainMissingCity(params.get('city') ?? '', directory, choices.cities) : null;
						setExplained({ city: city?.kind === 'several' ? city : { kind: 'unknown' }, type: { kind: 'unknown' }, directory });
					},
				);
		}
		const onCity = () => setCity(city.value || null);
		const onType = () => setType(type.value === '' ? null : Number(type.value));
		const onReset = () => {
			setFilter(emptyFilter);
			city.focus();
		};
		// Back or Forward to another entry of this document (one the skip link or an in-page anchor
		// added) brings that entry's URL: the filter follows it. Setting it replaces the entry, never adds one.
		const onPop = () => {
			const next = parseListingQuery(location.search, choices).filter;
			const now = $listingFilter.get();
			if (next.city !== now.city || next.type !== now.type) setFilter(next);
		};
		city.addEventListener('change', onCity);
		type.addEventListener('change', onType);
		reset.addEventListener('click', onReset);
		addEventListener('popstate', onPop);
		form.dataset['wired'] = ''; // the controls answer from here on (the browser tests wait for it)
		const unlisten = $listingFilter.listen((f, before) => {
			setLimit(pageSize);
			// Only the notices of the controls that changed go (a city found after all leaves the type's).
			setIgnored((was) => keepIgnored(was, before ?? f, f));
			scrollBack.current = null;
			history.replaceState(stateWithResults(history.state, null), '');
			history.scrollRestoration = 'auto';
			sync(f);
		});
		return () => {
			removeEventListener('scroll', keep);
			clearTimeout(pending);
			city.removeEventListener('change', onCity);
			type.removeEventListener('change', onType);
			reset.removeEventListener('click', onReset);
			removeEventListener('popstate', onPop);
			unlisten();
		};
	}, [citiesUrl, formId, pageSize]);
	useEffect(() => {
		const controls = formControls(formId);
		if (controls) {
			controls.city.value = filter.city ?? '';
			controls.type.value = filter.type === null ? '' : String(filter.type);
			controls.reset.hidden = !active;
			// Until the index has arrived the choices keep the list's totals, written at build.
			if (facets) {
				showCounts(controls.city, (value) => facets.cities.get(value), lang);
				showCounts(controls.type, (value) => facets.types.get(Number(value)), lang);
			}
		}
		const list = document.getElementById(listId);
		if (list) list.hidden = active;
	}, [filter, active, facets, formId, listId, lang]);
	useEffect(() => void (active && loadListingIndex(indexUrl)), [active, indexUrl]);
	useEffect(() => {
		if (scrollBack.current === null || index.status !== 'ready') return;
		const y = scrollBack.current;
		scrollBack.current = null;
		requestAnimationFrame(() => window.scrollTo(0, y));
	}, [index.status, cards]);

	useEffect(() => {
		const at = firstAdded.current;
		firstAdded.current = null;
		if (at !== null) results.current?.querySelectorAll<HTMLElement>('.property-grid > li')[at]?.querySelector<HTMLElement>('a[href]')?.focus();
	}, [limit]);

	// The plural goes by the number; the count is written as the page's language writes numbers.
	const count = (cards.length === 1 ? l['list.results.one'] : l['list.results.other']).replace('{{count}}', formatCount(cards.length, lang));
	const message = { idle: l['list.loading'], loading: l['list.loading'], error: l['list.loadError'], ready: cards.length === 0 ? l['list.noResults'] : count }[index.status];
	return (
		<>
			{ignored.includes('city') && explained?.city && <CityNotice missing={explained.city} filter={filter} goal={goal} otherListPath={otherListPath} directory={explained.directory} labels={l} lang={lang} />}
			{ignored.includes('type') && explained && <TypeNotice missing={explained.type} filter={filter} goal={goal} otherListPath={otherListPath} directory={explained.directory} labels={l} />}
			{/* Always in the page, so that a screen reader reads each new count (a live region inserted with its text is often not read). */}
			<p className="listing-filter__count" role="status">{active ? message : ''}</p>
			{active && (
				<section className="listing-results" aria-busy={index.status === 'loading'} ref={results}>
					<CardGrid cards={cards.slice(0, limit)} labels={cardLabels} imageBase={imageBase} lang={lang} sizes={sizes} />
					{cards.length > limit && <button type="button" className="listing-results__more" onClick={() => {
								firstAdded.current = limit;
								setLimit(limit + pageSize);
								shown.current = limit + pageSize;
								keepResults.current();
							}}>{l['list.more']}</button>}
				</section>
			)}
		</>
	);
}

renderedByReact(ListingFilter);
