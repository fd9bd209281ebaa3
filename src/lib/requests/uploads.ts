import { createHash, randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import type { FieldMessageKey } from '../../schemas/requests/index.ts';
import type { Db } from './db.ts';

/**
 * The rental application's CV: at most 4 MB, PDF, DOCX or ODT as read from its bytes (the name and
 * the type the browser sent are ignored), stored in the Netlify Blobs store 'cv' under a key the
 * server makes. The store is never exposed by any function or path, so a CV is never public; the
 * agency receives it attached to the mail.
 */

/** The Blobs store of CVs. */
export const cvStore = 'cv';
/** Largest CV accepted (4 MiB). */
export const maxCvBytes = 4 * 1024 * 1024;

/** A file type the CV may have, with its extension. */
export type CvType = { contentType: string; extension: string };

const pdf: CvType = { contentType: 'application/pdf', extension: 'pdf' };
const docx: CvType = { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
const odt: CvType = { contentType: 'application/vnd.oasis.opendocument.text', extension: 'odt' };

/** Tells whether `bytes` hold `ascii` at `offset`. */
function hasAscii(bytes: Uint8Array, offset: number, ascii: string): boolean {
	if (offset + ascii.length > bytes.length) return false;
	for (let i = 0; i < ascii.length; i++) if (bytes[offset + i] !== ascii.charCodeAt(i)) return false;
	return true;
}

/** Tells whether an ASCII name occurs anywhere in the bytes (ZIP entry names are stored plainly). */
function containsAscii(bytes: Uint8Array, ascii: string): boolean {
	return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ascii, 0, 'latin1');
}

/**
 * Recognises a PDF (`%PDF-`), an ODT (ZIP whose first entry is `mimetype` with the ODF text type)
 * or a DOCX (ZIP with `[Content_Types].xml` and a `word/` part) from its bytes; null otherwise.
 */
export function detectCvType(bytes: Uint8Array): CvType | null {
	if (hasAscii(bytes, 0, '%PDF-')) return pdf;
	if (!hasAscii(bytes, 0, 'PK\x03\x04')) return null;
	if (hasAscii(bytes, 30, 'mimetype') && hasAscii(bytes, 38, 'application/vnd.oasis.opendocument.text')) return odt;
	if (containsAscii(bytes, '[Content_Types].xml') && containsAscii(bytes, 'word/')) return docx;
	return null;
}

/** A CV checked and written to Blobs, ready to be referenced by a row. */
export type StoredCv = { store: string; key: string; filename: string; contentType: string; size: number; sha256: string };

/** Checks a CV's size and type; the field message when it is refused. */
export function checkCv(bytes: Uint8Array): { ok: true; type: CvType } | { ok: false; message: FieldMessageKey } {
	if (bytes.byteLength === 0) return { ok: false, message: 'form.error.fileType' };
	if (bytes.byteLength > maxCvBytes) return { ok: false, message: 'form.error.fileTooLarge' };
	const type = detectCvType(bytes);
	return type ? { ok: true, type } : { ok: false, message: 'form.error.fileType' };
}

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
