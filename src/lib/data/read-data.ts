import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { dataFiles, type DataSet } from '../../schemas/index.ts';
import { parseJsonBytes, readProblem } from './json-bytes.ts';
import { DataError, parseDataSet, type RawExport } from './parse-data.ts';

/** A data key of the export. */
export type DataKey = keyof typeof dataFiles;

/** The bytes of each data file of the export; a missing file has none. */
export type ExportBytes = Partial<Record<DataKey, Uint8Array>>;

/**
 * The bytes of one file, or nothing when it cannot be read. `shared` puts them in shared memory,
 * so that a worker thread can read the very same bytes without a copy.
 */
async function readBytes(path: string, shared: boolean): Promise<Uint8Array | undefined> {
	const handle = await open(path).catch(() => undefined);
	if (handle === undefined) return undefined; // parseDataSet reports the missing file with the others
	try {
		const { size } = await handle.stat();
		const bytes = new Uint8Array(shared ? new SharedArrayBuffer(size) : new ArrayBuffer(size));
		let offset = 0;
		while (offset < size) {
			const { bytesRead } = await handle.read(bytes, offset, size - offset, offset);
			if (bytesRead === 0) break;
			offset += bytesRead;
		}
		return offset === size ? bytes : bytes.subarray(0, offset);
	} catch {
		return undefined;
	} finally {
		await handle.close();
	}
}

/** Reads every data file of the export in `dir` as bytes. */
export async function readExportBytes(dir: string, options: { shared?: boolean } = {}): Promise<ExportBytes> {
	const entries = await Promise.all(
		(Object.keys(dataFiles) as DataKey[]).map(async (key) => [key, await readBytes(join(dir, dataFiles[key].file), options.shared ?? false)] as const),
	);
	return Object.fromEntries(entries.filter(([, bytes]) => bytes !== undefined));
}

/** The JSON of every file read; throws DataError naming each file that is not UTF-8 or not valid JSON. */
export function parseExportBytes(bytes: ExportBytes, dir: string): RawExport {
	const raw: RawExport = {};
	const unreadable: { file: string; message: string }[] = [];
	for (const [key, view] of Object.entries(bytes) as [DataKey, Uint8Array][]) {
		try {
			raw[key] = parseJsonBytes(view);
		} catch (error) {
			unreadable.push({ file: dataFiles[key].file, message: readProblem(error) });
		}
	}
	if (unreadable.length > 0) {
		throw new DataError(unreadable.map((u) => ({ ...u, record: '(file)', path: '(file)' })), dir);
	}
	return raw;
}

/** Reads every data file from `dir` and validates the whole export; throws DataError when anything is wrong. */
export async function readDataSet(dir: string): Promise<DataSet> {
	return parseDataSet(parseExportBytes(await readExportBytes(dir), dir), dir);
}
