import { parseArgs } from 'node:util';

/**
 * The arguments of `npm run data:generate` (`src/cli/generate-data.ts`) and its one safety rule:
 * it never overwrites an export without being told to.
 *
 * Choices where the issue is silent:
 * - `--out` keeps its default `data`, but a folder that already holds any file of an export
 *   (`site.json`, `properties.json`, ...) is written only with `--force`: the agency's real CRM
 *   export in `data/` is never replaced by a forgotten or mistyped `--out`.
 * - A bad argument is one line naming it, never a stack trace.
 */

/** The usage line. */
export const generateUsage = 'usage: npm run data:generate -- --properties N --out DIR [--seed S] [--force]';

/** What the generator was asked for. */
export type GenerateArgs = { properties: number; out: string; seed: number | string; force: boolean; help: boolean };

/** A bad argument: its message is one line for the operator. */
export class ArgumentError extends Error {}

/**
 * Reads the command line; throws ArgumentError naming a bad argument.
 * @example parseGenerateArgs(['--properties', '10', '--out', '/tmp/x']) // => { properties: 10, out: '/tmp/x', seed: 2026, force: false, help: false }
 */
export function parseGenerateArgs(argv: string[], defaults: { properties: number; seed: number | string } = { properties: 150, seed: 2026 }): GenerateArgs {
	let values;
	try {
		({ values } = parseArgs({
			args: argv,
			options: {
				properties: { type: 'string', default: String(defaults.properties) },
				out: { type: 'string', default: 'data' },
				seed: { type: 'string', default: String(defaults.seed) },
				force: { type: 'boolean', default: false },
				help: { type: 'boolean', short: 'h', default: false },
			},
		}));
	} catch (error) {
		// Node's messages name the argument and add advice about '--' that does not fit here.
		const message = error instanceof Error ? error.message.split('. To specify')[0]!.replace(/\.$/, '') : String(error);
		throw new ArgumentError(`${message}. ${generateUsage}`);
	}
	const properties = Number(values.properties);
	if (!/^\d+$/.test(values.properties.trim()) || !Number.isSafeInteger(properties) || properties < 1) {
		throw new ArgumentError(`--properties must be a whole number of at least 1, got '${values.properties}'. ${generateUsage}`);
	}
	if (values.out.trim() === '') throw new ArgumentError(`--out must name a folder. ${generateUsage}`);
	const seed = /^\d+$/.test(values.seed) ? Number(values.seed) : values.seed;
	return { properties, out: values.out, seed, force: values.force, help: values.help };
}

/**
 * Why the generator must not write into a folder holding `present` files, or null when it may:
 * a folder that holds a file of an export is written only with `force`.
 * @example refusalOf('data', ['site.json', 'README'], ['site.json', 'properties.json'], false) // => 'data already holds an export (site.json): nothing was written. ...'
 */
export function refusalOf(out: string, present: readonly string[], exportFiles: readonly string[], force: boolean): string | null {
	const found = exportFiles.filter((file) => present.includes(file));
	if (found.length === 0 || force) return null;
	return `${out} already holds an export (${found.join(', ')}): nothing was written. Give another --out, or add --force to replace it.`;
}
