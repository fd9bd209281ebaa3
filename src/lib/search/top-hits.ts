/**
 * The few best documents of a minisearch search, without building and sorting every hit.
 *
 * `MiniSearch#search` makes an object per matching document, copies its stored fields and sorts
 * them all: at 10,000 listings two typed letters match a few thousand, for eight shown. This
 * walks the same loaded index (the terms, the prefix terms of the last letters typed, the field
 * lengths) with the same BM25+ scores, sums them in the same order and keeps the best `limit`
 * in one pass, ties in minisearch's order: the result is the head of `search()`'s list.
 * `tests/unit/search/top-hits.test.ts` holds it to `search()`, so a minisearch upgrade that
 * changes the scoring fails there.
 *
 * Supported options (those of `wordSearch`): `fields`, `boost`, `tokenize`, `processTerm`,
 * `prefix` (boolean), `weights.prefix`, `bm25`; terms combined with AND, no fuzzy matching. The
 * index must be loaded, not edited (minisearch skips removed documents while scoring; no index
 * built from a file has any).
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';

/** The parts of a loaded minisearch index read here (protected members of MiniSearch 7). */
type IndexData = {
	_options: {
		tokenize: (text: string) => string[];
		processTerm: (term: string) => string | string[] | null | undefined | false;
		searchOptions: SearchOptions;
	};
	_index: {
		get(term: string): Map<number, Map<number, number>> | undefined;
		atPrefix(prefix: string): Iterable<[string, Map<number, Map<number, number>>]>;
	};
	_fieldIds: Record<string, number>;
	_fieldLength: Map<number, number[]>;
	_avgFieldLength: number[];
	_documentCount: number;
	_documentIds: Map<number, unknown>;
	_nextId: number;
};

/** minisearch's defaults for the weight of a prefix match and for BM25+. */
const defaultPrefixWeight = 0.375;
const defaultBM25 = { k: 1.2, b: 0.7, d: 0.5 };

/**
 * Per-document work arrays of an index, kept between keystrokes so a search allocates next to
 * nothing (no garbage collection pauses while typing). A pass over one typed term marks the
 * documents it reaches with its own `stamp`, so the arrays are never cleared.
 */
type Scratch = {
	score: Float64Array;
	termScore: Float64Array;
	seen: Uint32Array;
	matched: Uint32Array;
	/** Length of each field of each document, `lengths[fieldId][doc]`. */
	lengths: Float64Array[];
	stamp: number;
};
const scratches = new WeakMap<object, Scratch>();

function scratchOf(data: IndexData): Scratch {
	let scratch = scratches.get(data);
	if (!scratch || scratch.stamp > 0xfffff000) {
		const size = data._nextId;
		scratch = {
			score: new Float64Array(size),
			termScore: new Float64Array(size),
			seen: new Uint32Array(size),
			matched: new Uint32Array(size),
			lengths: data._avgFieldLength.map(() => new Float64Array(size)),
			stamp: 0,
		};
		for (const [doc, byField] of data._fieldLength)
			byField.forEach((length, field) => (scratch!.lengths[field]![doc] = length));
		scratches.set(data, scratch);
	}
	return scratch;
}

/** One matching document: its id and its score as `search()` gives it. */
export type TopHit = { id: unknown; score: number };

/**
 * The `limit` best hits of `search.search(text, options)`, best first (AND, no fuzzy).
 * `alternatives` gives for a typed term (processed) other terms, matched whole, that satisfy it
 * too (a city's alias finds its zip); without them the result is that of `search()`.
 * @example topHits(index, 'ruim terr', wordSearch, 8).map((h) => h.id) // => [1001, ...]
 */
export function topHits<T>(
	search: MiniSearch<T>,
	text: string,
	options: SearchOptions,
	limit: number,
	alternatives: (term: string) => readonly string[] = () => [],
): TopHit[] {
	const data = search as unknown as IndexData;
	// The index's tokenizer and term processing unless the search names its own, as search() does.
	const opts = {
		tokenize: data._options.tokenize,
		processTerm: data._options.processTerm,
		...data._options.searchOptions,
		...options,
	};
	if (opts.fuzzy || (opts.combineWith ?? 'OR').toUpperCase() !== 'AND')
		throw new Error('topHits: AND searches without fuzzy matching only');
	const terms = opts
		.tokenize(text)
		.flatMap((term) => opts.processTerm(term))
		.filter((term): term is string => !!term);
	if (terms.length === 0 || limit <= 0) return [];
	const fields = (opts.fields ?? Object.keys(data._fieldIds)).map((name) => ({
		id: data._fieldIds[name]!,
		boost: opts.boost?.[name] || 1,
	}));
	const prefixWeight = opts.weights?.prefix ?? defaultPrefixWeight;
	const { k, b, d } = { ...defaultBM25, ...opts.bm25 };
	const total = data._documentCount;

	const scratch = scratchOf(data);
	const { score, termScore, seen, matched, lengths } = scratch;
	let candidates: number[] = [];

	terms.forEach((term, i) => {
		const stamp = ++scratch.stamp;
		const order: number[] = [];
		const add = (fieldData: Map<number, Map<number, number>>, weight: number) => {
			for (const field of fields) {
				const freqs = fieldData.get(field.id);
				if (!freqs) continue;
				const idf = Math.log(1 + (total - freqs.size + 0.5) / (freqs.size + 0.5));
				const avgLength = data._avgFieldLength[field.id]!;
				const fieldLengths = lengths[field.id]!;
				freqs.forEach((tf, doc) => {
					const length = fieldLengths[doc]!;
					const raw = idf * (d + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / avgLength)));
					const weighted = weight * field.boost * raw;
					if (seen[doc] === stamp) termScore[doc] = termScore[doc]! + weighted;
					else {
						seen[doc] = stamp;
						termScore[doc] = weighted;
						order.push(doc);
					}
				});
			}
		};
		const exact = data._index.get(term);
		if (exact) add(exact, 1);
		if (opts.prefix === true)
			for (const [derived, fieldData] of data._index.atPrefix(term)) {
				const distance = derived.length - term.length;
				if (distance > 0)
					add(fieldData, (prefixWeight * derived.length) / (derived.length + 0.3 * distance));
			}
		for (const other of alternatives(term)) {
			const fieldData = other === term ? undefined : data._index.get(other);
			if (fieldData) add(fieldData, 1);
		}
		// A document stays a candidate when it matched every earlier term (AND).
		candidates = i === 0 ? order : order.filter((doc) => matched[doc] === stamp - 1);
		for (const doc of candidates) {
			score[doc] = i === 0 ? termScore[doc]! : score[doc]! + termScore[doc]!;
			matched[doc] = stamp;
		}
	});

	const quality = new Set(terms).size;
	const best: TopHit[] = [];
	for (const doc of candidates) {
		const final = score[doc]! * quality;
		if (best.length === limit && final <= best[limit - 1]!.score) continue;
		let at = best.length;
		while (at > 0 && best[at - 1]!.score < final) at--;
		best.splice(at, 0, { id: data._documentIds.get(doc), score: final });
		if (best.length > limit) best.pop();
	}
	return best;
}
