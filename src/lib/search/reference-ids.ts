/**
 * Spec §5: a property by exact match on its reference id (RecordFile) or its numeric ID, every
 * typed token matching (threshold zero). A map from each folded term to the rows holding it,
 * built when the index loads: no reference terms in the minisearch index, whose 20,000 terms at
 * 10,000 listings would double its size and its load time for a lookup that needs no scores.
 *
 * The numeric ID is not the spec's reference id (§3: RecordFile) but the number of the listing's
 * address (`/property/1050/`), which a visitor may type too. Belgian zips are four digits like
 * the IDs, and a reference match comes first: so an ID that is the zip of a city of the index is
 * no reference term, and that zip lists its city's listings (spec §5: a city by zip), not the one
 * listing elsewhere with that number. Its reference id still finds that listing.
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

/**
 * Maps every term of each row's reference id, and its ID unless that is one of `zips` (the zips of
 * the index's cities), to the rows holding it, in row order.
 * @example mapReferences([[1050, 'IDL-1050', 'Huis', 'Bergen', '7000', '/property/1050/']], ['1050']).has('1050') // => false
 */
export function mapReferences(
	rows: readonly PropertyRow[],
	zips: Iterable<string> = [],
): ReferenceMap {
	const cityZips = new Set(zips);
	const map = new Map<string, number[]>();
	const add = (term: string, row: number) => {
		const list = map.get(term);
		if (!list) map.set(term, [row]);
		else if (list.at(-1) !== row) list.push(row);
	};
	rows.forEach(([id, ref], row) => {
		for (const term of referenceTerms(ref)) add(term, row);
		if (!cityZips.has(String(id))) add(String(id), row);
	});
	return map;
}

/**
 * The rows whose reference id or ID (a mapped one) hold every typed token, in row order.
 * @example findReferences(mapReferences([[7, 'IDL-7', 'Villa', 'Gent', '9000', '/property/7/']]), 'idl-7') // => [0]
 */
export function findReferences(map: ReferenceMap, text: string): number[] {
	const [first, ...rest] = referenceTerms(text);
	if (first === undefined) return [];
	const lists = rest.map((term) => map.get(term) ?? []);
	return (map.get(first) ?? []).filter((row) => lists.every((list) => list.includes(row)));
}
