import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { checkCv, cvAccept, cvBytesMessage, cvSizeMessage, detectCvType, maxCvBytes } from '../../../src/lib/requests/cv-file.ts';

const ascii = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));
/** A ZIP local header (30 bytes) followed by the first entry's name and data. */
const zip = (entry: string, rest = '') => ascii(`PK\x03\x04${'\0'.repeat(26)}${entry}${rest}`);
/** An OLE2 compound file header followed by a directory entry name in UTF-16LE. */
const ole2 = (stream: string) => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0), ...[...stream].flatMap((c) => [c.charCodeAt(0), 0])]);

describe('the CV rules the form and the function share', () => {
	const cases = [
		{ from: 'a PDF', bytes: ascii('%PDF-1.7\n...'), expected: 'pdf' },
		{ from: 'an ODT', bytes: zip('mimetype', 'application/vnd.oasis.opendocument.text'), expected: 'odt' },
		{ from: 'a DOCX', bytes: zip('[Content_Types].xml', '...word/document.xml'), expected: 'docx' },
		{ from: 'a DOCX whose word/ part comes first', bytes: zip('word/document.xml', '...[Content_Types].xml'), expected: 'docx' },
		{ from: 'a DOC (Word 97-2003)', bytes: ole2('WordDocument'), expected: 'doc' },
		{ from: 'an XLS (the same container, no WordDocument stream)', bytes: ole2('Workbook'), expected: null },
		{ from: 'a WordDocument name in plain ASCII', bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...ascii('WordDocument')]), expected: null },
		{ from: 'an ODS spreadsheet', bytes: zip('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'), expected: null },
		{ from: 'an ODT type not at the first entry', bytes: zip('content.xml', 'mimetypeapplication/vnd.oasis.opendocument.text'), expected: null },
		{ from: 'an XLSX (no word/ part)', bytes: zip('[Content_Types].xml', '...xl/workbook.xml'), expected: null },
		{ from: 'a plain ZIP', bytes: zip('notes.txt', 'hello'), expected: null },
		{ from: 'a ZIP header cut short', bytes: ascii('PK\x03\x04'), expected: null },
		{ from: 'a PDF marker not at the start', bytes: ascii(' %PDF-1.7'), expected: null },
		{ from: 'a PNG', bytes: ascii('\x89PNG\r\n\x1a\n'), expected: null },
		{ from: 'text named .pdf', bytes: ascii('hello'), expected: null },
		{ from: 'no bytes', bytes: new Uint8Array(), expected: null },
	];
	test.each(cases)('maps $from to $expected', ({ bytes, expected }) => {
		expect(detectCvType(bytes)?.extension ?? null).toBe(expected);
	});

	test.each([
		{ from: 0, expected: 'form.error.fileType' },
		{ from: 1, expected: null },
		{ from: maxCvBytes, expected: null },
		{ from: maxCvBytes + 1, expected: 'form.error.fileTooLarge' },
	])('maps a size of $from bytes to $expected', ({ from, expected }) => {
		expect(cvSizeMessage(from)).toBe(expected);
	});

	test('the limit is 4 MiB', () => {
		expect(maxCvBytes).toBe(4 * 1024 * 1024);
	});

	test('checkCv gives the type of an accepted CV and the message of a refused one, size first', () => {
		expect(checkCv(ascii('%PDF-1.4'))).toEqual({ ok: true, type: { contentType: 'application/pdf', extension: 'pdf' } });
		expect(checkCv(ascii('hello'))).toEqual({ ok: false, message: 'form.error.fileType' });
		expect(checkCv(new Uint8Array())).toEqual({ ok: false, message: 'form.error.fileType' });
		const tooLarge = new Uint8Array(maxCvBytes + 1);
		tooLarge.set(ascii('%PDF-1.4'));
		expect(checkCv(tooLarge)).toEqual({ ok: false, message: 'form.error.fileTooLarge' });
		expect(cvBytesMessage(tooLarge)).toBe('form.error.fileTooLarge');
		expect(cvBytesMessage(ascii('hello'))).toBe('form.error.fileType');
		expect(cvBytesMessage(zip('mimetype', 'application/vnd.oasis.opendocument.text'))).toBeNull();
		expect(checkCv(ole2('WordDocument'))).toEqual({ ok: true, type: { contentType: 'application/msword', extension: 'doc' } });
	});

	test('the file input accepts the extensions and media types of the accepted types', () => {
		expect(cvAccept.split(',')).toEqual([
			'.pdf',
			'.doc',
			'.docx',
			'.odt',
			'application/pdf',
			'application/msword',
			'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
			'application/vnd.oasis.opendocument.text',
		]);
	});

	test('the module uses no Node API, so the browser bundle can import it', () => {
		const source = readFileSync(new URL('../../../src/lib/requests/cv-file.ts', import.meta.url), 'utf8');
		expect(source).not.toMatch(/from '(node:|@netlify\/)|\bBuffer\b|\bprocess\./);
		expect([...source.matchAll(/^import .* from '(.+)';$/gm)].map((m) => m[1])).toEqual(['../../schemas/requests/index.ts']);
	});
});
