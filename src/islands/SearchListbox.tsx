import type { MouseEvent } from 'react';
import type { SearchGroup } from '../lib/search/dropdown.ts';

/** Props of the dropdown: its id and name, the groups to show, the active option and the handlers. */
export type SearchListboxProps = {
	id: string;
	label: string;
	groups: SearchGroup[];
	activeId: string | undefined;
	onHover: (optionId: string) => void;
	onMouseDown: (event: MouseEvent) => void;
};

/** The listbox of the search box, grouped (types, cities, properties); rendered by SearchBox only. */
export default function SearchListbox({
	id,
	label,
	groups,
	activeId,
	onHover,
	onMouseDown,
}: SearchListboxProps) {
	return (
		<div
			id={id}
			role="listbox"
			aria-label={label}
			className="search-box__list"
			hidden={groups.length === 0}
			onMouseDown={onMouseDown}
		>
			{groups.map((group) => (
				<div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
					<div role="presentation" id={`${id}-${group.key}`} className="search-box__group">
						{group.label}
					</div>
					{group.options.map((option) => (
						<a
							key={option.id}
							id={option.id}
							role="option"
							href={option.href}
							lang={option.lang}
							tabIndex={-1}
							aria-label={option.spoken}
							aria-selected={option.id === activeId}
							className="search-box__option"
							onMouseMove={() => onHover(option.id)}
						>
							{option.icon && <img className="search-box__icon" src={option.icon} width="20" height="20" alt="" />}
							<span className="search-box__label">{option.label}</span>{' '}
							<span className="search-box__meta">{option.meta}</span>
						</a>
					))}
				</div>
			))}
		</div>
	);
}

/** The magnifier of the search button (decorative). */
export function SearchIcon() {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 24 24"
			width="20"
			height="20"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
		>
			<circle cx="10.5" cy="10.5" r="6.5" />
			<path d="m15.5 15.5 5 5" strokeLinecap="round" />
		</svg>
	);
}
