/**
 * Spec §5: a property by exact match on its reference id (RecordFile) or its numeric ID, every
 * typed token matching (threshold zero). A map from each folded term to the rows holding it,
 * built when the index loads: no reference terms in the minisearch index, whose 20,000 terms at
 * 10,000 listings would double its size and its load time for a lookup that needs no scores.
 */
import { processTerm, tokenizeReference, type PropertyRow } from './search-options.ts';

/** Rows (positions in the index file) by folded reference term. */
export type ReferenceMap = ReadonlyMap<string, readonly number[]>;

/**
 * The folded terms of a typed text or of a reference: split on whitespace only.
 * @example referenceTerms(' IDL-1002  1002 ') // => ['idl-1002', '1002']
 */
export const referenceTerms = (text: string): string[] =>
	tokenizeReference(text)
		.map(processTerm)
		.filter((t): t is string => t !== null);

/** Maps every term of each row's reference id and ID to the rows holding it, in row order. */
export function mapReferences(rows: readonly PropertyRow[]): ReferenceMap {
	const map = new Map<string, number[]>();
	const add = (term: string, row: number) => {
		const list = map.get(term);
		if (!list) map.set(term, [row]);
		else if (list.at(-1) !== row) list.push(row);
	};
	rows.forEach(([id, ref], row) => {
		for (const term of referenceTerms(ref)) add(term, row);
		add(String(id), row);
	});
	return map;
}

/**
 * The rows whose reference id or ID hold every typed token, in row order.
 * @example findReferences(mapReferences([[7, 'IDL-7', 'Villa', 'Gent', '9000', '/property/7/']]), 'idl-7') // => [0]
 */
export function findReferences(map: ReferenceMap, text: string): number[] {
	const [first, ...rest] = referenceTerms(text);
	if (first === undefined) return [];
	const lists = rest.map((term) => map.get(term) ?? []);
	return (map.get(first) ?? []).filter((row) => lists.every((list) => list.includes(row)));
}
