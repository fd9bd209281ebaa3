/** A UI dictionary: flat dotted keys to strings with {{name}} variables. */
export type Dictionary = Record<string, string>;

/**
 * Builds a translator over a source dictionary and a partial one for the page language;
 * missing keys fall back to the source (tests fail on missing keys, so this is a safety net).
 * @example createT(nl, fr)('home.forSale') // => 'À vendre'
 */
export function createT<K extends string>(source: Record<K, string>, local: Partial<Record<K, string>>) {
	const t = (key: K, vars?: Record<string, string | number>): string => {
		const text = local[key] ?? source[key];
		if (!vars || !text.includes('{{')) return text;
		return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
	};
	/** Picks the strings an island needs, as a plain serializable object. */
	t.pick = <P extends K>(keys: readonly P[]): Record<P, string> =>
		Object.fromEntries(keys.map((key) => [key, local[key] ?? source[key]])) as Record<P, string>;
	return t;
}

/** A translator returned by createT. */
export type Translate<K extends string> = ReturnType<typeof createT<K>>;
