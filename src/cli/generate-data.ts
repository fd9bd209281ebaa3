/**
 * Writes a complete demo CRM export (spec §3 entities, validated by src/schemas) into a folder.
 * Usage: node src/cli/generate-data.ts [--properties N] [--out DIR] [--seed S]
 * Defaults: 150 listings (project units included), data/, seed 2026. Same arguments, same output.
 */
import { parseArgs } from 'node:util';
import { readDataSet } from '../lib/data/read-data.ts';
import { defaultOptions, generateDataSet, writeDataSet } from './data-gen/generate.ts';

const { values } = parseArgs({
	options: {
		properties: { type: 'string', default: String(defaultOptions.properties) },
		out: { type: 'string', default: 'data' },
		seed: { type: 'string', default: String(defaultOptions.seed) },
		help: { type: 'boolean', short: 'h', default: false },
	},
});

if (values.help) {
	console.log('Usage: node src/cli/generate-data.ts [--properties N] [--out DIR] [--seed S]');
	process.exit(0);
}

const properties = Number(values.properties);
const seed = /^\d+$/.test(values.seed) ? Number(values.seed) : values.seed;
const data = generateDataSet({ properties, seed });
const files = await writeDataSet(values.out, data);
const checked = await readDataSet(values.out);
console.log(
	`Wrote ${files.length} files to ${values.out}: ${checked.properties.length} property records (${properties} listings x 4 languages), ${checked.projects.length} project records, ${checked.cities.length} city records.`,
);
