import { keptIn } from '../lib/kept.ts';

/** A UI dictionary: flat dotted keys to strings with {{name}} variables. */
export type Dictionary = Record<string, string>;

/**
 * Builds a translator over a source dictionary and a partial one for the page language;
 * missing keys fall back to the source (tests fail on missing keys, so this is a safety net).
 * @example createT(nl, fr)('home.forSale') // => 'À vendre'
 */
export function createT<K extends string>(source: Record<K, string>, local: Partial<Record<K, string>>) {
	// Each text with variables is split once (literal, name, literal, …): the build fills the same
	// few texts hundreds of thousands of times.
	const templates = new Map<string, readonly string[]>();
	const t = (key: K, vars?: Record<string, string | number>): string => {
		const text = local[key] ?? source[key];
		if (!vars) return text;
		const parts = keptIn(templates, text, () => text.split(/\{\{(\w+)\}\}/));
		let out = parts[0]!;
		for (let i = 1; i < parts.length; i += 2) {
			const name = parts[i]!;
			out += (name in vars ? String(vars[name]) : `{{${name}}}`) + parts[i + 1]!;
		}
		return out;
	};
	/** Picks the strings an island needs, as a plain serializable object. */
	t.pick = <P extends K>(keys: readonly P[]): Record<P, string> =>
		Object.fromEntries(keys.map((key) => [key, local[key] ?? source[key]])) as Record<P, string>;
	return t;
}

/** A translator returned by createT. */
export type Translate<K extends string> = ReturnType<typeof createT<K>>;
