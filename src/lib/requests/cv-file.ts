import type { FieldMessageKey } from '../../schemas/requests/index.ts';

/**
 * The rules of a CV (the contact form's, spec §3 "CV upload", and the rental application's), in
 * one place for both sides: at most 4 MB and a PDF, DOC, DOCX or ODT as read from its bytes (the
 * name and the type the browser sent are ignored). The function applies them before storing a CV
 * (`uploads.ts`); the form applies the same ones before sending, so a visitor is spared a refused
 * upload. No Node API here: the browser imports it.
 */

/** Largest CV accepted (4 MiB). */
export const maxCvBytes = 4 * 1024 * 1024;

/** A file type the CV may have: its media type and extension. */
export type CvType = { contentType: string; extension: 'pdf' | 'doc' | 'docx' | 'odt' };

const pdf: CvType = { contentType: 'application/pdf', extension: 'pdf' };
const doc: CvType = { contentType: 'application/msword', extension: 'doc' };
const docx: CvType = { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
const odt: CvType = { contentType: 'application/vnd.oasis.opendocument.text', extension: 'odt' };

/** Every type a CV may have. */
export const cvTypes: readonly CvType[] = [pdf, doc, docx, odt];

/**
 * The `accept` attribute of the file input: extensions and media types of the CV types.
 * @example cvAccept // => '.pdf,.doc,.docx,.odt,application/pdf,…'
 */
export const cvAccept = [...cvTypes.map((type) => `.${type.extension}`), ...cvTypes.map((type) => type.contentType)].join(',');

/** The bytes of an ASCII text, or of its UTF-16LE form (names inside an OLE2 compound file). */
const asciiBytes = (ascii: string, utf16 = false): number[] => [...ascii].flatMap((c) => (utf16 ? [c.charCodeAt(0), 0] : [c.charCodeAt(0)]));

/** The signature of an OLE2 compound file, the container of a Word 97-2003 document. */
const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Tells whether `bytes` hold `pattern` at `offset`. */
function hasBytes(bytes: Uint8Array, offset: number, pattern: readonly number[]): boolean {
	if (offset + pattern.length > bytes.length) return false;
	for (let i = 0; i < pattern.length; i++) if (bytes[offset + i] !== pattern[i]) return false;
	return true;
}

/** Tells whether `bytes` hold `ascii` at `offset`. */
const hasAscii = (bytes: Uint8Array, offset: number, ascii: string): boolean => hasBytes(bytes, offset, asciiBytes(ascii));

/** Tells whether a pattern occurs anywhere in the bytes (ZIP entry and OLE2 stream names are stored plainly). */
function containsBytes(bytes: Uint8Array, pattern: readonly number[]): boolean {
	const first = pattern[0]!;
	for (let i = bytes.indexOf(first); i !== -1; i = bytes.indexOf(first, i + 1)) if (hasBytes(bytes, i, pattern)) return true;
	return false;
}

/**
 * Recognises a PDF (`%PDF-`), a DOC (OLE2 compound file with a `WordDocument` stream, so not a
 * spreadsheet or a mail of the same container), an ODT (ZIP whose first entry is `mimetype` with
 * the ODF text type) or a DOCX (ZIP with `[Content_Types].xml` and a `word/` part) from its bytes;
 * null otherwise.
 * @example detectCvType(new TextEncoder().encode('%PDF-1.7'))?.extension // => 'pdf'
 */
export function detectCvType(bytes: Uint8Array): CvType | null {
	if (hasAscii(bytes, 0, '%PDF-')) return pdf;
	if (hasBytes(bytes, 0, ole2)) return containsBytes(bytes, asciiBytes('WordDocument', true)) ? doc : null;
	if (!hasAscii(bytes, 0, 'PK\x03\x04')) return null;
	if (hasAscii(bytes, 30, 'mimetype') && hasAscii(bytes, 38, 'application/vnd.oasis.opendocument.text')) return odt;
	if (containsBytes(bytes, asciiBytes('[Content_Types].xml')) && containsBytes(bytes, asciiBytes('word/'))) return docx;
	return null;
}

/**
 * Checks a CV by its size alone (the form does so before reading a file at all): the field
 * message when it is empty or too large, null otherwise.
 * @example cvSizeMessage(5_000_000) // => 'form.error.fileTooLarge'
 */
export function cvSizeMessage(size: number): FieldMessageKey | null {
	if (size === 0) return 'form.error.fileType';
	return size > maxCvBytes ? 'form.error.fileTooLarge' : null;
}

/** Checks a CV's size and type from its bytes: its type, or the field message when it is refused. */
export function checkCv(bytes: Uint8Array): { ok: true; type: CvType } | { ok: false; message: FieldMessageKey } {
	const refused = cvSizeMessage(bytes.byteLength);
	if (refused) return { ok: false, message: refused };
	const type = detectCvType(bytes);
	return type ? { ok: true, type } : { ok: false, message: 'form.error.fileType' };
}

/**
 * The field message of a CV's bytes, null when it may be sent (the form's check of a chosen file).
 * @example cvBytesMessage(new TextEncoder().encode('hello')) // => 'form.error.fileType'
 */
export function cvBytesMessage(bytes: Uint8Array): FieldMessageKey | null {
	const check = checkCv(bytes);
	return check.ok ? null : check.message;
}
