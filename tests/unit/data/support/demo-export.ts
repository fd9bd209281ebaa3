import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataError, parseDataSet, type DataIssue } from '../../../../src/lib/data/parse-data.ts';
import { dataFiles } from '../../../../src/schemas/index.ts';

/** The export's files as plain JSON, by data file key. */
export type Raw = Record<keyof typeof dataFiles, unknown>;

/** A record of a data file as plain JSON. */
export type RawRecord = Record<string, unknown>;

/** A fresh copy of the demo export as plain JSON, ready to be damaged. */
export function demoExport(): Raw {
	const entries = Object.entries(dataFiles).map(([key, spec]) => [key, JSON.parse(readFileSync(join('data', spec.file), 'utf8')) as unknown]);
	return Object.fromEntries(entries) as Raw;
}

/** The issues that validating `raw` reports (none when it is valid). */
export function issuesOf(raw: Raw): DataIssue[] {
	try {
		parseDataSet(raw);
		return [];
	} catch (error) {
		if (error instanceof DataError) return error.issues;
		throw error;
	}
}
