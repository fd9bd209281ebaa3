/**
 * The search box of the home and not-found pages (spec §2, §4, §8): an input with the ARIA
 * combobox pattern over a dropdown of property types, cities and properties. Focus opens the
 * dropdown with the types the page carries (and loads the index the first time), and so does a
 * click on the input (it keeps the focus when the search button closed the dropdown, so no focus
 * event comes); typing searches, blur or Escape closes it, the search button toggles it, arrows
 * move the active option and Enter follows it. The state lives in `src/stores/search.ts`. The
 * island hydrates when the visitor first reaches for the box (`client:interaction`): text typed
 * into the page's input meanwhile is kept, and searched, and the dropdown opens if the focus is
 * in the box.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { localeInfo, type Locale } from '../../i18n/locales.ts';
import { dropdownGroups, type ListPaths } from '../lib/search/dropdown.ts';
import { liveMessage, type SearchBoxStrings } from '../lib/search/search-messages.ts';
import { searchIndexUrl } from '../lib/search/query.ts';
import type { SearchType } from '../lib/search/build-index.ts';
import * as search from '../stores/search.ts';
import SearchListbox, { SearchIcon } from './SearchListbox.tsx';
import '../styles/search-box.css';
import { renderedByReact } from '../lib/react-renderer.ts';

export { searchBoxKeys } from '../lib/search/search-messages.ts';

/** Props: page language, its strings (`t.pick(searchBoxKeys)`), the two list paths and the config flags. */
export type SearchBoxProps = {
	locale: Locale;
	strings: SearchBoxStrings;
	paths: ListPaths;
	inputId?: string;
	/** site.search.showSearchInput: without it nothing renders. */
	showInput?: boolean;
	/** site.search.showSearchButton: the button that toggles the dropdown. */
	showButton?: boolean;
	/** Shows the label above the input (else it is only read by screen readers). */
	showLabel?: boolean;
	/** The property types with their counts (`searchTypes`), shown on focus before the index has loaded. */
	types?: SearchType[];
};

/**
 * The page's input as the visitor left it before hydration: its text, and whether the focus is in
 * the box, on the input or on the search button that was pressed to wake it (browser only).
 */
function inputAsLeft(inputId: string): { text: string; focused: boolean } | null {
	if (typeof document === 'undefined') return null;
	const input = document.getElementById(inputId);
	if (!(input instanceof HTMLInputElement)) return null;
	return { text: input.value, focused: input.closest('.search-box')?.contains(document.activeElement) === true };
}

/** The search input with its dropdown of types, cities and properties. */
export default function SearchBox({ locale, strings, paths, inputId = 'search-input', types, ...flags }: SearchBoxProps) {
	// The input as the visitor left it, read before hydration resets it, handed over once hydrated.
	const [left] = useState(() => inputAsLeft(inputId));
	const query = useStore(search.$query);
	const open = useStore(search.$open);
	const active = useStore(search.$active);
	const status = useStore(search.$indexStatus);
	const results = useStore(search.$results);
	const input = useRef<HTMLInputElement>(null);
	useLayoutEffect(() => {
		if (!left) return;
		search.resumeSearch(left.text, left.focused);
		if (left.focused) input.current?.focus(); // as the search button does once hydrated
	}, [left]);
	const listId = `${inputId}-listbox`;
	const groups = useMemo(() => dropdownGroups(results, paths, strings, listId, localeInfo[locale].lang), [results, paths, strings, listId, locale]);
	const options = groups.flatMap((g) => g.options);
	const shown = open && options.length > 0;
	const current = shown ? options[active] : undefined;
	useEffect(() => {
		search.setIndexUrl(searchIndexUrl(locale), types);
	}, [locale, types]);
	useEffect(() => {
		if (current) document.getElementById(current.id)?.scrollIntoView({ block: 'nearest' });
	}, [current]);
	if (flags.showInput === false) return null;

	const onKeyDown = (event: KeyboardEvent) => {
		const { handled, href } = search.pressKey(event.key, options.map((o) => o.href));
		if (handled) event.preventDefault();
		if (href) window.location.assign(href);
	};
	const onButton = () => (open ? search.closeSearch() : (search.openSearch(), input.current?.focus()));
	const keepFocus = (event: MouseEvent) => event.preventDefault(); // a click on an option or the button keeps the input focused

	return (
		<div className="search-box">
			<label className={flags.showLabel ? 'search-box__caption' : 'search-box__sr'} htmlFor={inputId}>{strings['search.label']}</label>
			<div className="search-box__field">
				<input ref={input} id={inputId} className="search-box__input" type="text" role="combobox" autoComplete="off"
					aria-autocomplete="list" aria-expanded={shown} aria-controls={listId} aria-activedescendant={current?.id}
					placeholder={strings['search.placeholder']} value={query} onKeyDown={onKeyDown}
					onChange={(e) => search.setQuery(e.target.value)} onFocus={search.openSearch} onClick={search.openSearch} onBlur={search.closeSearch} />
				{flags.showButton !== false && (
					<button type="button" className="search-box__button" aria-label={strings['search.toggle']}
						aria-controls={listId} aria-expanded={shown} onMouseDown={keepFocus} onClick={onButton}>
						<SearchIcon />
					</button>
				)}
			</div>
			<SearchListbox id={listId} label={strings['search.list']} groups={shown ? groups : []} activeId={current?.id}
				onHover={(id) => search.setActive(options.findIndex((o) => o.id === id))} onMouseDown={keepFocus} />
			<p className={shown ? 'search-box__sr' : 'search-box__status'} aria-live="polite">
				{liveMessage({ open, status, count: options.length }, strings)}
			</p>
		</div>
	);
}

renderedByReact(SearchBox);
