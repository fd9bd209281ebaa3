import { createHash, randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import type { CvType } from './cv-file.ts';
import type { Db } from './db.ts';

/**
 * A CV of the contact form or the rental application, once checked (`cv-file.ts`: size and type
 * from its bytes): stored in the Netlify Blobs store 'cv' under a key the server makes. The store
 * is never exposed by any function or path, so a CV is never public; the agency receives it
 * attached to the mail.
 */

/** The Blobs store of CVs. */
export const cvStore = 'cv';

/** A CV checked and written to Blobs, ready to be referenced by a row. */
export type StoredCv = { store: string; key: string; filename: string; contentType: string; size: number; sha256: string };

/** Digest of a file's bytes, hex. */
export function sha256Of(bytes: Uint8Array): string {
	return createHash('sha256').update(bytes).digest('hex');
}

/** Writes a checked CV to Blobs under a new server-made key (before any row refers to it). */
export async function storeCv(bytes: Uint8Array, type: CvType, reference: string): Promise<StoredCv> {
	const key = `${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${type.extension}`;
	const sha256 = sha256Of(bytes);
	const copy = new Uint8Array(bytes.byteLength);
	copy.set(bytes);
	await getStore(cvStore).set(key, new Blob([copy.buffer], { type: type.contentType }), { metadata: { contentType: type.contentType, sha256, reference } });
	return { store: cvStore, key, filename: `cv-${reference}.${type.extension}`, contentType: type.contentType, size: bytes.byteLength, sha256 };
}

/** Deletes a CV whose request was not stored after all. */
export async function discardCv(cv: StoredCv): Promise<void> {
	await getStore(cv.store).delete(cv.key).catch(() => undefined);
}

/** Records a stored CV for its request (in the request's transaction). */
export async function recordCv(tx: Db, requestId: number, cv: StoredCv): Promise<void> {
	await tx.query(
		'INSERT INTO uploaded_files (request_id, store, blob_key, content_type, size_bytes, sha256) VALUES ($1, $2, $3, $4, $5, $6)',
		[requestId, cv.store, cv.key, cv.contentType, cv.size, cv.sha256],
	);
}
