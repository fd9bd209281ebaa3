import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../i18n/locales.ts';
import { dropdownGroups, moveIndex, resultsMessage, type DropdownStrings, type ListPaths } from '../lib/search/dropdown.ts';
import { searchIndexUrl } from '../lib/search/query.ts';
import { $active, $indexStatus, $open, $query, $results, clearQuery, closeSearch, openSearch, setActive, setIndexUrl, setQuery, toggleSearch } from '../stores/search.ts';
import '../styles/search-box.css';

/** The UI strings of the search box (pick them with `t.pick(searchBoxKeys)`). */
export const searchBoxKeys = ['search.label', 'search.placeholder', 'search.toggle', 'search.list', 'search.group.types', 'search.group.cities', 'search.group.properties', 'search.counts', 'search.results.one', 'search.results.other', 'search.noResults', 'search.loading', 'search.error'] as const;

/** Props of the search box: page language, its strings, the two list paths and the config flags. */
export type SearchBoxProps = { locale: Locale; strings: Record<(typeof searchBoxKeys)[number], string>; paths: ListPaths; inputId?: string; showInput?: boolean; showButton?: boolean };

/** The search input with its dropdown of types, cities and properties (spec §2, §4; ARIA combobox). */
export default function SearchBox({ locale, strings, paths, inputId = 'search-input', showInput = true, showButton = true }: SearchBoxProps) {
	const [query, open, active, status, results] = [useStore($query), useStore($open), useStore($active), useStore($indexStatus), useStore($results)];
	const input = useRef<HTMLInputElement>(null);
	const listId = `${inputId}-listbox`;
	const groups = useMemo(() => dropdownGroups(results, paths, strings as DropdownStrings, listId), [results, paths, strings, listId]);
	const options = groups.flatMap((g) => g.options);
	const shown = open && options.length > 0;
	const current = shown ? options[active] : undefined;
	useEffect(() => setIndexUrl(searchIndexUrl(locale)), [locale]);
	useEffect(() => { if (current) document.getElementById(current.id)?.scrollIntoView({ block: 'nearest' }); }, [current]);
	if (!showInput) return null;

	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			event.preventDefault();
			openSearch();
			setActive(moveIndex(open ? active : -1, event.key === 'ArrowDown' ? 1 : -1, options.length));
		} else if (event.key === 'Enter' && shown) {
			const target = current ?? (query.trim() !== '' ? options[0] : undefined);
			if (target) { event.preventDefault(); window.location.assign(target.href); }
		} else if (event.key === 'Escape') {
			if (open) closeSearch(); else clearQuery();
		}
	};
	const onButton = () => { toggleSearch(); if (!open) input.current?.focus(); };
	const message = !open ? '' : status === 'loading' || status === 'idle' ? strings['search.loading'] : status === 'error' ? strings['search.error'] : resultsMessage(options.length, strings as DropdownStrings);

	return (
		<div className="search-box">
			<label className="search-box__sr" htmlFor={inputId}>{strings['search.label']}</label>
			<div className="search-box__field">
				<input ref={input} id={inputId} className="search-box__input" type="text" role="combobox" autoComplete="off" spellCheck={false}
					aria-autocomplete="list" aria-expanded={shown} aria-controls={listId} aria-activedescendant={current?.id}
					placeholder={strings['search.placeholder']} value={query}
					onChange={(e) => setQuery(e.target.value)} onFocus={openSearch} onBlur={closeSearch} onKeyDown={onKeyDown} />
				{showButton && (
					<button type="button" className="search-box__button" aria-label={strings['search.toggle']} aria-controls={listId} aria-expanded={shown}
						onMouseDown={(e) => e.preventDefault()} onClick={onButton}>
						<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" /><path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
					</button>
				)}
			</div>
			<div id={listId} role="listbox" aria-label={strings['search.list']} className="search-box__list" hidden={!shown} onMouseDown={(e) => e.preventDefault()}>
				{groups.map((group) => (
					<div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
						<div role="presentation" id={`${listId}-${group.key}`} className="search-box__group">{group.label}</div>
						{group.options.map((option) => (
							<a key={option.id} id={option.id} role="option" href={option.href} tabIndex={-1} aria-label={option.spoken}
								aria-selected={option.id === current?.id} className="search-box__option" onMouseMove={() => setActive(options.indexOf(option))}>
								<span className="search-box__label">{option.label}</span> <span className="search-box__meta">{option.meta}</span>
							</a>
						))}
					</div>
				))}
			</div>
			<p className={shown ? 'search-box__sr' : 'search-box__status'} aria-live="polite">{message}</p>
		</div>
	);
}
