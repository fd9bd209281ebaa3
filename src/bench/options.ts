/**
 * Command-line options of `npm run bench`:
 * `--sizes 1000,10000`, `--only build,weight,lighthouse,search,functions`, `--quick` (1,000 only,
 * one Lighthouse run, one build round, a short load test), `--runs N` (Lighthouse runs per template),
 * `--rounds N` (rounds of the three builds of each size), `--out DIR`.
 */
import { parseArgs } from 'node:util';

/** The parts of the benchmark, in the order they run. */
export const benchParts = ['build', 'weight', 'lighthouse', 'search', 'functions'] as const;
/** One part of the benchmark. */
export type BenchPart = (typeof benchParts)[number];

/** What one run of the benchmark measures. */
export type BenchOptions = {
	sizes: number[];
	parts: BenchPart[];
	quick: boolean;
	lighthouseRuns: number;
	/** Rounds of our build, the bare one and the bare one at our page size, for each size. */
	buildRounds: number;
	/** Seconds each load test lasts at most. */
	loadSeconds: number;
	/** Requests each load test sends at most. */
	loadRequests: number;
	outDir: string;
};

/** Usage text printed by --help and with an error. */
export const usage =
	'Usage: npm run bench -- [--sizes 1000,10000] [--only build,weight,lighthouse,search,functions] [--quick] [--runs 3] [--rounds 5] [--out .bench]';

/**
 * Parses the benchmark's arguments; throws an Error naming a bad value.
 * @example parseBenchArgs(['--quick']) // => { sizes: [1000], parts: [...benchParts], quick: true, lighthouseRuns: 1, ... }
 */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
	const { values } = parseArgs({
		args: [...argv],
		options: {
			sizes: { type: 'string' },
			only: { type: 'string' },
			quick: { type: 'boolean', default: false },
			runs: { type: 'string' },
			rounds: { type: 'string' },
			out: { type: 'string', default: '.bench' },
		},
		strict: true,
	});
	const quick = values.quick ?? false;
	const sizes = values.sizes ? parseSizes(values.sizes) : quick ? [1000] : [1000, 10000];
	const parts = values.only ? parseParts(values.only) : [...benchParts];
	const lighthouseRuns = values.runs ? parsePositive(values.runs, '--runs') : quick ? 1 : 3;
	const buildRounds = values.rounds ? parsePositive(values.rounds, '--rounds') : quick ? 1 : 5;
	return {
		sizes,
		parts,
		quick,
		lighthouseRuns,
		buildRounds,
		loadSeconds: quick ? 4 : 10,
		loadRequests: quick ? 400 : 2000,
		outDir: values.out ?? '.bench',
	};
}

/**
 * Reads a comma-separated list of data set sizes, sorted and without repeats.
 * @example parseSizes('10000,1000') // => [1000, 10000]
 */
export function parseSizes(text: string): number[] {
	const sizes = text.split(',').map((s) => parsePositive(s.trim().replace(/_/g, ''), '--sizes'));
	return [...new Set(sizes)].sort((a, b) => a - b);
}

/**
 * Reads a comma-separated list of parts, kept in the benchmark's order.
 * @example parseParts('weight,build') // => ['build', 'weight']
 */
export function parseParts(text: string): BenchPart[] {
	const wanted = text
		.split(',')
		.map((s) => s.trim())
		.filter((s) => s !== '');
	const unknown = wanted.filter((p) => !(benchParts as readonly string[]).includes(p));
	if (unknown.length > 0)
		throw new Error(
			`--only: unknown part ${unknown.join(', ')}; parts are ${benchParts.join(', ')}`,
		);
	if (wanted.length === 0) throw new Error('--only: name at least one part');
	return benchParts.filter((p) => wanted.includes(p));
}

/** A whole number above zero, or an Error naming the option. */
function parsePositive(text: string, option: string): number {
	const n = Number(text);
	if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1)
		throw new Error(`${option}: expected a whole number above 0, got "${text}"`);
	return n;
}
