import type { FieldMessageKey } from '../../schemas/requests/index.ts';

/**
 * The rental application's CV, checked in the browser before anything is sent: at most 4 MB and a
 * PDF, DOCX or ODT recognised from its bytes, the same rules the function applies
 * (`src/lib/requests/uploads.ts`, which needs Node and cannot run here; a unit test keeps the two in
 * step). The function checks again: this check only spares the visitor a refused upload.
 */

/** Largest CV accepted (4 MiB), as the function's `maxCvBytes`. */
export const maxCvBytes = 4 * 1024 * 1024;

/** The `accept` attribute of the file input: extensions and media types of PDF, DOCX and ODT. */
export const cvAccept = [
	'.pdf',
	'.docx',
	'.odt',
	'application/pdf',
	'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	'application/vnd.oasis.opendocument.text',
].join(',');

/** A file type a CV may have. */
export type CvKind = 'pdf' | 'docx' | 'odt';

/** Tells whether `bytes` hold `ascii` at `offset`. */
function hasAscii(bytes: Uint8Array, offset: number, ascii: string): boolean {
	if (offset + ascii.length > bytes.length) return false;
	for (let i = 0; i < ascii.length; i++) if (bytes[offset + i] !== ascii.charCodeAt(i)) return false;
	return true;
}

/** Tells whether an ASCII text occurs anywhere in the bytes (ZIP entry names are stored plainly). */
function containsAscii(bytes: Uint8Array, ascii: string): boolean {
	const first = ascii.charCodeAt(0);
	for (let i = bytes.indexOf(first); i !== -1; i = bytes.indexOf(first, i + 1)) if (hasAscii(bytes, i, ascii)) return true;
	return false;
}

/**
 * Recognises a PDF (`%PDF-`), an ODT (ZIP whose first entry is `mimetype` with the ODF text type)
 * or a DOCX (ZIP with `[Content_Types].xml` and a `word/` part) from its bytes; null otherwise.
 * @example detectCvKind(new TextEncoder().encode('%PDF-1.7')) // => 'pdf'
 */
export function detectCvKind(bytes: Uint8Array): CvKind | null {
	if (hasAscii(bytes, 0, '%PDF-')) return 'pdf';
	if (!hasAscii(bytes, 0, 'PK\x03\x04')) return null;
	if (hasAscii(bytes, 30, 'mimetype') && hasAscii(bytes, 38, 'application/vnd.oasis.opendocument.text')) return 'odt';
	if (containsAscii(bytes, '[Content_Types].xml') && containsAscii(bytes, 'word/')) return 'docx';
	return null;
}

/**
 * Checks a CV by its size first (a larger file is not read at all), then by its bytes; the field
 * message when it is refused, null when it may be sent.
 * @example cvSizeMessage(5_000_000) // => 'form.error.fileTooLarge'
 */
export function cvSizeMessage(size: number): FieldMessageKey | null {
	if (size === 0) return 'form.error.fileType';
	return size > maxCvBytes ? 'form.error.fileTooLarge' : null;
}

/** Checks a CV's bytes (already known to be small enough). */
export function cvBytesMessage(bytes: Uint8Array): FieldMessageKey | null {
	return cvSizeMessage(bytes.byteLength) ?? (detectCvKind(bytes) ? null : 'form.error.fileType');
}
