/**
 * A static JSON file fetched once per page and kept: the search index, the strings of the forms
 * drawn in the browser. A failed fetch is forgotten, so the next call tries again.
 */

/** Fetches a JSON file; throws on an HTTP error. */
async function fetchJson<T>(url: string): Promise<T> {
	const res = await fetch(url);
	if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
	return (await res.json()) as T;
}

/**
 * Wraps the load of a JSON file so that it runs once per URL; `then` turns the file into what is
 * kept (run once too).
 * @example const strings = fetchOnce<Record<string, string>>(); await strings('/form-strings/nl.json')
 */
export function fetchOnce<T, R = T>(then: (file: T) => R = (file) => file as unknown as R): (url: string) => Promise<R> {
	const kept = new Map<string, Promise<R>>();
	return (url) => {
		let pending = kept.get(url);
		if (!pending) {
			pending = fetchJson<T>(url).then(then);
			pending.catch(() => kept.delete(url));
			kept.set(url, pending);
		}
		return pending;
	};
}
