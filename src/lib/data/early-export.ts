/**
 * The export read and validated at the start of a build, beside the client bundle's build.
 *
 * At 10,000 listings, reading (0.4 s), parsing (1.1 s) and validating (1.5 s with its garbage)
 * the export held the build's one rendering thread for 3 s before its first page. Now the build
 * reads the files once into shared memory when it starts; a worker thread validates those bytes
 * while the rendering thread parses them, during the client bundle's build. The schemas only
 * check, never change, a value, so the parsed JSON is the validated export whenever the worker
 * finds no issue and drops no unknown field; when it drops one, the rendering thread validates
 * as before and takes valibot's output. Anything wrong still stops the build with the same
 * DataError. The development server and the tests read the export in one thread (`readDataSet`).
 */
import { Worker } from 'node:worker_threads';
import type { DataSet } from '../../schemas/index.ts';
import { DataError, parseDataSet, type DataIssue } from './parse-data.ts';
import { parseExportBytes, readExportBytes, type ExportBytes } from './read-data.ts';

/** The worker's answer: the issues it found, and whether the validated export equals the JSON read. */
export type ValidationAnswer = { issues: DataIssue[]; asRead: boolean };

/** Validation of `bytes` in a worker thread running `workerUrl`. */
export function validateInWorker(workerUrl: URL, dir: string, bytes: ExportBytes): Promise<ValidationAnswer> {
	return new Promise((resolve, reject) => {
		const worker = new Worker(workerUrl, { workerData: { dir, bytes } });
		worker.once('message', (answer: ValidationAnswer) => resolve(answer));
		worker.once('error', reject);
		worker.once('exit', (code) => reject(new Error(`The export's validation stopped (exit code ${code})`)));
	});
}

type Reading = { dir: string; bytes: Promise<ExportBytes>; validation: Promise<ValidationAnswer | undefined> };

/** The bytes read now, into shared memory, and their validation started in a worker thread. */
function startReading(dir: string, workerUrl: URL): Reading {
	const bytes = readExportBytes(dir, { shared: true });
	// No answer (the worker could not run) leaves the validation to this thread.
	const validation = bytes.then((read) => validateInWorker(workerUrl, dir, read)).catch(() => undefined);
	return { dir, bytes, validation };
}

/** The export of a reading: parsed in this thread, valid by the worker's answer. */
async function finishReading({ dir, bytes, validation }: Reading): Promise<DataSet> {
	const raw = parseExportBytes(await bytes, dir);
	const answer = await validation;
	if (answer === undefined) return parseDataSet(raw, dir);
	if (answer.issues.length > 0) throw new DataError(answer.issues, dir);
	return answer.asRead ? (raw as DataSet) : parseDataSet(raw, dir);
}

/** Reads the export in `dir`, validating it in a worker thread that runs `workerUrl`. */
export function readDataSetEarly(dir: string, workerUrl: URL): Promise<DataSet> {
	return finishReading(startReading(dir, workerUrl));
}

const early = Symbol.for('agency.early-export');
type Started = { [early]?: Reading };

/** Starts reading the export in `dir` now, for `takeEarlyDataSet` (the build's first hook). */
export function startEarlyDataSet(dir: string, workerUrl: URL): void {
	(globalThis as Started)[early] = startReading(dir, workerUrl);
}

/** The export started by `startEarlyDataSet` for `dir`, if any; taken once, so its bytes can go. */
export function takeEarlyDataSet(dir: string): Promise<DataSet> | undefined {
	const started = (globalThis as Started)[early];
	if (started?.dir !== dir) return undefined;
	delete (globalThis as Started)[early];
	return finishReading(started);
}
