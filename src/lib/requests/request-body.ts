import { takesCv, type FieldIssues, type RequestKind } from '../../schemas/requests/index.ts';
import { BodyTooLargeError, bodyKindOf, failure, maxBytesOf, parseJsonObject, parseMultipart, readBody, type BodyKind } from './http.ts';

/**
 * The body of a request function, read after `guardRequest`: JSON, or multipart with the form as
 * JSON in `data` and a CV in `cv` (contact form, rental application). Any other part, a part given
 * twice or a CV sent as text is a field issue of the 422, beside the schema's.
 */

/** A parsed body: the form values and, for a kind that takes a CV, the CV bytes. */
export type ParsedBody = { input: Record<string, unknown>; cv: Uint8Array | null; partIssues: FieldIssues };

/**
 * The bodies a kind takes: the rental application always comes as multipart (`data` and `cv`),
 * the contact form as JSON or, when it carries a CV, as multipart; every other form as JSON.
 */
export function bodyKindsOf(kind: RequestKind): readonly BodyKind[] {
	if (kind === 'rental-application') return ['multipart'];
	return takesCv(kind) ? ['json', 'multipart'] : ['json'];
}

/** Reads and parses the body (of a kind `guardRequest` let through); answers 413 or 400 when it cannot. */
export async function parseBody(req: Request, kind: RequestKind): Promise<ParsedBody | Response> {
	const multipart = bodyKindOf(req.headers.get('content-type'), bodyKindsOf(kind)) === 'multipart';
	let bytes: Uint8Array<ArrayBuffer>;
	try {
		bytes = await readBody(req, maxBytesOf(multipart ? 'multipart' : 'json'));
	} catch (error) {
		return error instanceof BodyTooLargeError ? failure(413, 'request.error.tooLarge') : failure(400, 'request.error.malformed');
	}
	if (!multipart) {
		const input = parseJsonObject(bytes);
		return input ? { input, cv: null, partIssues: {} } : failure(400, 'request.error.malformed');
	}
	const form = await parseMultipart(bytes, req.headers.get('content-type') ?? '');
	const data = form?.get('data');
	const input = typeof data === 'string' ? parseJsonObject(new TextEncoder().encode(data)) : null;
	if (!form || !input) return failure(400, 'request.error.malformed');
	const parts = new Map<string, FieldIssues[string]>();
	for (const name of new Set(form.keys())) {
		if (name !== 'data' && name !== 'cv') parts.set(name, ['form.error.unknownField']);
		else if (form.getAll(name).length > 1) parts.set(name, ['form.error.invalid']);
	}
	const file = form.get('cv');
	if (file !== null && typeof file === 'string') parts.set('cv', ['form.error.fileType']);
	const partIssues: FieldIssues = Object.fromEntries(parts);
	const cv = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
	return { input, cv, partIssues };
}
