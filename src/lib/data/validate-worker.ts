/**
 * Worker thread of the build (`early-export.ts`): validates the export from the bytes the build
 * read (shared memory, no copy) while the build's own thread parses the same bytes. Answers with
 * the issues found, and whether the validated export is the JSON as read.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ValidationAnswer } from './early-export.ts';
import { checkDataSet, DataError } from './parse-data.ts';
import { parseExportBytes, type ExportBytes } from './read-data.ts';

const { dir, bytes } = workerData as { dir: string; bytes: ExportBytes };

function validate(): ValidationAnswer {
	try {
		return { issues: [], ...checkDataSet(parseExportBytes(bytes, dir), dir) };
	} catch (error) {
		if (error instanceof DataError) return { issues: error.issues, asRead: false };
		throw error;
	}
}

parentPort?.postMessage(validate());
