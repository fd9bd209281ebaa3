/** A seeded source of pseudo-random values; the same seed always yields the same sequence. */
export type Random = {
	/** A float in [0, 1). */
	next: () => number;
	/** A whole number in [min, max], both included. */
	int: (min: number, max: number) => number;
	/** A float in [min, max). */
	float: (min: number, max: number) => number;
	/** True with probability p. */
	chance: (p: number) => boolean;
	/** One element of a non-empty list. */
	pick: <T>(items: readonly T[]) => T;
	/** Up to n distinct elements of a list, in random order. */
	sample: <T>(items: readonly T[], n: number) => T[];
	/** A shuffled copy of a list. */
	shuffle: <T>(items: readonly T[]) => T[];
	/** A value rounded down to a multiple of step, drawn from [min, max]. */
	step: (min: number, max: number, step: number) => number;
	/** An independent generator derived from this one and a label. */
	fork: (label: string) => Random;
};

/**
 * Hashes a string to a 32-bit unsigned integer (FNV-1a), used to turn labels into seeds.
 * @example hashString('demo') // => 2935829814
 */
export function hashString(text: string): number {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193);
	}
	return hash >>> 0;
}

/** Creates a mulberry32 generator; the seed may be a number or a string label. */
export function createRandom(seed: number | string): Random {
	let state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
	const next = (): number => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
	const shuffle = <T>(items: readonly T[]): T[] => {
		const copy = [...items];
		for (let i = copy.length - 1; i > 0; i--) {
			const j = int(0, i);
			[copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
		}
		return copy;
	};
	return {
		next,
		int,
		float: (min, max) => min + next() * (max - min),
		chance: (p) => next() < p,
		pick: <T>(items: readonly T[]): T => {
			if (items.length === 0) throw new Error('pick() needs a non-empty list');
			return items[int(0, items.length - 1)] as T;
		},
		sample: <T>(items: readonly T[], n: number): T[] => shuffle(items).slice(0, n),
		shuffle,
		step: (min, max, step) => Math.floor(int(min, max) / step) * step,
		fork: (label) => createRandom((hashString(label) ^ Math.floor(next() * 4294967296)) >>> 0),
	};
}
