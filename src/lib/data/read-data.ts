import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataFiles, type DataSet } from '../../schemas/index.ts';
import { DataError, parseDataSet } from './parse-data.ts';

/** Reads every data file from `dir` and validates the whole export; throws DataError when anything is wrong. */
export async function readDataSet(dir: string): Promise<DataSet> {
	const raw: Record<string, unknown> = {};
	const unreadable: { file: string; message: string }[] = [];
	await Promise.all(
		Object.entries(dataFiles).map(async ([key, spec]) => {
			let text: string;
			try {
				text = await readFile(join(dir, spec.file), 'utf8');
			} catch {
				return; // parseDataSet reports the missing file with the others
			}
			try {
				raw[key] = JSON.parse(text);
			} catch (error) {
				unreadable.push({ file: spec.file, message: `Not valid JSON: ${(error as Error).message}` });
			}
		}),
	);
	if (unreadable.length > 0) {
		throw new DataError(unreadable.map((u) => ({ ...u, record: '(file)', path: '(file)' })), dir);
	}
	return parseDataSet(raw, dir);
}
