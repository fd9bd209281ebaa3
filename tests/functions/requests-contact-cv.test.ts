import { createHash } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { beforeEach, describe, expect, test } from 'vitest';
import { maxCvBytes } from '../../src/lib/requests/cv-file.ts';
import { waitFor } from './support/platform.ts';
import { agencyInbox, answer, count, mailTo, post, postMultipart, rows, validBody } from './support/requests.ts';
import { smtp, usePlatformWithMail } from './support/lifecycle.ts';

/**
 * The contact form's optional CV (spec §3 contact form "CV upload"): it travels as the rental
 * application's does (multipart: the form as JSON in `data`, the file in `cv`), under the same
 * rules (PDF, DOC, DOCX or ODT read from its bytes, at most 4 MB); it is stored in the Blobs store
 * `cv` with a row of its own and reaches the agency attached to the mail. Without a CV the form
 * still travels as JSON.
 */

usePlatformWithMail();

beforeEach(() => {
	smtp.mails.length = 0;
});

/** A small PDF whose bytes are no text, as in any real PDF. */
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.from(Array.from({ length: 200 }, (_, i) => 255 - i)), Buffer.from('\n%%EOF\n')]);
/** A Word 97-2003 document as far as the rules look: an OLE2 header and a `WordDocument` stream name. */
const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(64)]);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The stored request of a reference, with its CV row if any. */
async function storedOf(reference: string) {
	const [request] = await rows<{ id: string; kind: string; payload: Record<string, unknown> }>('SELECT id, kind, payload FROM requests WHERE reference = $1', [reference]);
	const files = await rows<{ store: string; blob_key: string; content_type: string; size_bytes: number; sha256: string }>(
		'SELECT store, blob_key, content_type, size_bytes, sha256 FROM uploaded_files WHERE request_id = $1',
		[request!.id],
	);
	return { request: request!, files };
}

describe('contact form with a CV', () => {
	test.each([
		{ type: 'PDF', bytes: pdf, contentType: 'application/pdf', extension: 'pdf' },
		{ type: 'DOC', bytes: doc, contentType: 'application/msword', extension: 'doc' },
	])('a $type CV is stored byte for byte in Blobs with its row, and the agency mail carries it', async ({ bytes, contentType, extension }) => {
		const res = await postMultipart('contact', await validBody('contact'), new File([bytes], 'mijn cv.bin', { type: 'application/octet-stream' }));
		const { status, body } = await answer(res);
		expect(status).toBe(200);
		expect(body).toMatchObject({ ok: true, redirect: '/feedback/site-contact/' });
		const reference = String(body.reference);

		const { request, files } = await storedOf(reference);
		expect(request.kind).toBe('contact');
		expect(request.payload).toMatchObject({ email: 'sofie.claes@example.be', goal: 'sale' });
		expect(files).toEqual([{ store: 'cv', blob_key: expect.stringMatching(new RegExp(`^\\d{4}-\\d{2}/[0-9a-f-]{36}\\.${extension}$`)) as unknown, content_type: contentType, size_bytes: bytes.length, sha256: sha256(bytes) }]);
		const blob = await getStore('cv').get(files[0]!.blob_key, { type: 'arrayBuffer' });
		expect(Buffer.from(blob).equals(bytes)).toBe(true);

		await waitFor(() => smtp.mails.length === 2);
		const mail = mailTo(smtp, agencyInbox)!;
		expect(mail.envelope.to).toEqual([agencyInbox]);
		expect(mail.headers.subject).toContain(reference);
		expect(mail.attachments).toEqual([{ contentType, filename: `cv-${reference}.${extension}`, size: bytes.length }]);
		expect(mail.text).toContain(`Cv: cv-${reference}.${extension} (1 KB)`);
		expect(mail.text).toContain('Kerkstraat 12');
		// The visitor's receipt says a CV came with the request, and neither attaches it nor names its file.
		const receipt = mailTo(smtp, 'sofie.claes@example.be')!;
		expect(receipt.attachments).toEqual([]);
		expect(receipt.text).toContain('Cv bijgevoegd: Ja');
		expect(receipt.text).not.toContain('mijn cv');
		expect(receipt.text).not.toContain(`cv-${reference}`);
	});

	test('multipart without a CV is accepted: no file row, no attachment, the mail says there is none', async () => {
		const { status, body } = await answer(await postMultipart('contact', await validBody('contact')));
		expect(status).toBe(200);
		expect((await storedOf(String(body.reference))).files).toEqual([]);
		await waitFor(() => smtp.mails.length === 2);
		expect(mailTo(smtp, agencyInbox)!.attachments).toEqual([]);
		expect(mailTo(smtp, agencyInbox)!.text).toContain('Cv: –');
		expect(mailTo(smtp, 'sofie.claes@example.be')!.text).not.toContain('Cv bijgevoegd');
	});

	test('JSON without a CV is still accepted', async () => {
		const { status, body } = await answer(await post('contact', await validBody('contact')));
		expect(status).toBe(200);
		expect((await storedOf(String(body.reference))).files).toEqual([]);
	});

	test.each([
		{ label: 'a file that is no document, whatever its name and type say', file: new File(['<html>hello</html>'], 'cv.pdf', { type: 'application/pdf' }), message: 'form.error.fileType' },
		{ label: 'an empty file', file: new File([], 'cv.pdf', { type: 'application/pdf' }), message: 'form.error.fileType' },
		{ label: 'a spreadsheet in the Word container', file: new File([Buffer.concat([doc.subarray(0, 512), Buffer.from('Workbook', 'utf16le')])], 'cv.doc'), message: 'form.error.fileType' },
		{ label: 'a CV over 4 MB', file: new File([Buffer.concat([Buffer.from('%PDF-1.7'), Buffer.alloc(maxCvBytes)])], 'cv.pdf'), message: 'form.error.fileTooLarge' },
		{ label: 'a CV given as text', file: 'not a file', message: 'form.error.fileType' },
	])('$label is a 422 on the CV; nothing is stored or mailed', async ({ file, message }) => {
		const before = { requests: await count('requests'), files: await count('uploaded_files') };
		const res = await postMultipart('contact', await validBody('contact'), file);
		expect(await answer(res)).toEqual({ status: 422, body: { ok: false, error: 'request.error.checkFields', issues: { cv: [message] } } });
		expect({ requests: await count('requests'), files: await count('uploaded_files') }).toEqual(before);
		expect(smtp.mails).toEqual([]);
	});

	test('a field error and a refused CV are answered together', async () => {
		const res = await postMultipart('contact', await validBody('contact', { email: 'sofie@' }), new File(['hello'], 'cv.pdf'));
		expect((await answer(res)).body).toEqual({ ok: false, error: 'request.error.checkFields', issues: { email: ['form.error.emailInvalid'], cv: ['form.error.fileType'] } });
	});

	test('an extra part is an unknown field; multipart is refused by a form without a CV (415)', async () => {
		const extra = await postMultipart('contact', await validBody('contact'), undefined, { payslip: 'x' });
		expect((await answer(extra)).body).toMatchObject({ issues: { payslip: ['form.error.unknownField'] } });
		const offer = await postMultipart('offer', await validBody('offer'), new File([pdf], 'cv.pdf'));
		expect(await answer(offer)).toEqual({ status: 415, body: { ok: false, error: 'request.error.unsupportedMediaType' } });
		expect(offer.headers.get('accept')).toBe('application/json');
	});

	test('the same form and CV sent twice with one idempotency key is one request with one file', async () => {
		const cv = Buffer.concat([pdf, Buffer.from(`% ${crypto.randomUUID()}\n`)]);
		const body = await validBody('contact');
		const first = await answer(await postMultipart('contact', body, new File([cv], 'cv.pdf')));
		const again = await answer(await postMultipart('contact', { ...body, captcha: (await validBody('contact')).captcha }, new File([cv], 'cv.pdf')));
		expect(first.status).toBe(200);
		expect(again).toEqual(first);
		expect(await rows('SELECT 1 FROM uploaded_files WHERE sha256 = $1', [sha256(cv)])).toHaveLength(1);
	});
});
