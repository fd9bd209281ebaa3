/**
 * Writes a complete demo CRM export (spec §3 entities, validated by src/schemas) into a folder.
 * Usage: npm run data:generate -- --properties N --out DIR [--seed S] [--force]
 * Defaults: 150 listings (project units included), data/, seed 2026. Same arguments, same output.
 * A folder that already holds an export is written only with --force (`generate-args.ts`); a bad
 * argument or a failure is one line on stderr and exit code 1.
 */
import { readdir } from 'node:fs/promises';
import { ArgumentError, generateUsage, parseGenerateArgs, refusalOf } from '../lib/data/generate-args.ts';
import { readDataSet } from '../lib/data/read-data.ts';
import { dataFiles } from '../schemas/index.ts';
import { defaultOptions, generateDataSet, writeDataSet } from './data-gen/generate.ts';

try {
	const args = parseGenerateArgs(process.argv.slice(2), defaultOptions);
	if (args.help) {
		console.log(generateUsage);
	} else {
		const present = await readdir(args.out).catch(() => []);
		const refusal = refusalOf(args.out, present, Object.values(dataFiles).map((spec) => spec.file), args.force);
		if (refusal) throw new ArgumentError(refusal);
		const data = generateDataSet({ properties: args.properties, seed: args.seed });
		const files = await writeDataSet(args.out, data);
		const checked = await readDataSet(args.out);
		console.log(
			`Wrote ${files.length} files to ${args.out}: ${checked.properties.length} property records (${args.properties} listings x 4 languages), ${checked.projects.length} project records, ${checked.cities.length} city records.`,
		);
	}
} catch (error) {
	console.error(error instanceof Error ? error.message : String(error));
	process.exitCode = 1;
}
