/**
 * The map view of a list page once the visitor has asked for it (loaded by `list-map.ts` on the
 * first "On the map"): puts the map frame in an iframe, fetches the list's map file
 * (`/map-points/{locale}-{goal}.json`: map settings, info texts, listings) and posts the listings
 * the list shows after the visitor's filter (the filter island's, or the page's URL before the
 * island has woken up); again each time the filter changes while the map is shown.
 */
import type { Locale } from '../../i18n/locales.ts';
import { fetchOnce } from '../lib/fetch-once.ts';
import { choicesOfValues, parseListingQuery, type ListingFilter } from '../lib/listing/filter.ts';
import { listMapMessage, type MapPointsFile } from '../lib/map/list-map.ts';
import { $listingFilter } from '../stores/listing-filter.ts';
import { mountMapFrame, type MapFrameHost } from './map-frame-host.ts';

/** What the page's switch carries (the JSON in `[data-list-map]`); the rest comes with the map file. */
export type ListMapConfig = {
	points: string;
	locale: Locale;
	texts: { frameTitle: string; error: string };
	/** Ids of the filter form, the map's box and the list's wrapper. */
	formId: string;
	boxId: string;
	listingId: string;
};

const points = fetchOnce<MapPointsFile>();

/** The filter the list shows: the island's once it has wired the form, else the one the URL names. */
function currentFilter(form: HTMLElement | null): ListingFilter {
	if (!(form instanceof HTMLFormElement) || form.dataset['wired'] !== undefined) return $listingFilter.get();
	const values = (name: string) => {
		const select = form.elements.namedItem(name);
		return select instanceof HTMLSelectElement ? [...select.options].map((o) => o.value) : [];
	};
	return parseListingQuery(location.search, choicesOfValues(values('city'), values('type'))).filter;
}

/** The map of one list page: `show` each time the map view is shown (the first puts the frame in place). */
export function listMap(config: ListMapConfig, box: HTMLElement): { show: () => Promise<void> } {
	const frameBox = box.querySelector<HTMLElement>('[data-map-frame]')!;
	const status = box.querySelector<HTMLElement>('[data-map-status]')!;
	const form = document.getElementById(config.formId);
	let host: MapFrameHost | null = null;
	let file: MapPointsFile | null = null;

	const post = () => {
		if (!host || !file || box.hidden) return;
		host.post(listMapMessage(file.items, currentFilter(form), { settings: file.settings, language: config.locale, texts: file.texts }));
	};
	$listingFilter.listen(post);

	return {
		async show() {
			host ??= mountMapFrame(frameBox, { title: config.texts.frameTitle, locale: config.locale });
			status.textContent = '';
			try {
				file ??= await points(config.points);
			} catch {
				status.textContent = config.texts.error; // tried again the next time the map is shown
				return;
			}
			post();
		},
	};
}
