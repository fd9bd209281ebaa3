import { keptIn } from '../lib/kept.ts';

/** A UI dictionary: flat dotted keys to strings with {{name}} variables. */
export type Dictionary = Record<string, string>;

/** Options of a translator: `french` elides "de", "que", "le" and "la" before a value that starts with a vowel. */
export type TranslateOptions = { french?: boolean };

/** "de", "que", "le" or "la" at the end of a text, as a word: the part kept and the part dropped. */
const elidable = /(^|[\s(«\u00a0])(?:([dD])e|([qQ]u)e|([lL])[ea]) $/;
/**
 * A value that starts with a vowel. An h is left alone ("de Hasselt", "de Huy", "que Hélène"):
 * the values are names, and whether a name's h is mute cannot be told from its letters; Belgian
 * place names mostly have an aspirated one.
 */
const vowelStart = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

/**
 * A French text with a value put after it: "de", "que", "le" and "la" before a vowel become
 * "d’", "qu’" and "l’" (the newsletter "d’Immo Drieland", a testimonial "d’Anne", the friend mail
 * "parce qu’Anne Peeters"). The dictionary writes "de {{agency}}", since it cannot know the name.
 * @example elided('la newsletter de ', 'Immo Drieland') // => 'la newsletter d’'
 * @example elided('parce que ', 'Anne') // => 'parce qu’'
 */
export function elided(before: string, value: string): string {
	if (!vowelStart.test(value)) return before;
	return before.replace(elidable, (_all, start: string, d?: string, qu?: string, l?: string) => `${start}${d ?? qu ?? l ?? ''}’`);
}

/**
 * Builds a translator over a source dictionary and a partial one for the page language;
 * missing keys fall back to the source (tests fail on missing keys, so this is a safety net).
 * @example createT(nl, fr)('home.forSale') // => 'À vendre'
 */
export function createT<K extends string>(source: Record<K, string>, local: Partial<Record<K, string>>, options: TranslateOptions = {}) {
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
			if (!(name in vars)) {
				out += `{{${name}}}${parts[i + 1]!}`;
				continue;
			}
			const value = String(vars[name]);
			if (options.french) out = elided(out, value);
			out += value + parts[i + 1]!;
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
