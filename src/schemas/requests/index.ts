import * as v from 'valibot';
import {
	AppointmentRequestSchema,
	ConstructionRequestSchema,
	ContactRequestSchema,
	createRentalApplicationSchema,
	DemandRegisterRequestSchema,
	DocumentRequestSchema,
	NewsletterRequestSchema,
	OfferRequestSchema,
	PropertyContactRequestSchema,
	SendToFriendRequestSchema,
	TestimonialRequestSchema,
	ValuationRequestSchema,
	type RentalParameters,
} from './forms.ts';
import { fieldMessageKeys, requestMessageKeys, type FieldMessageKey, type RequestMessageKey } from './messages.ts';

export * from './fields.ts';
export * from './forms.ts';
export * from './messages.ts';

/** Every kind of request, one per form and endpoint (`/api/<kind>`). */
export const requestKinds = [
	'contact',
	'contact-property',
	'valuation',
	'demand-register',
	'send-to-friend',
	'testimonial',
	'appointment',
	'documents',
	'offer',
	'rental-application',
	'newsletter',
	'construction',
] as const;

/** A kind of request. */
export type RequestKind = (typeof requestKinds)[number];

/**
 * The kinds of request that may carry a CV, as a multipart part `cv` beside the form's JSON: the
 * contact form (spec §3 "CV upload") and the rental application.
 */
export const cvKinds: readonly RequestKind[] = ['contact', 'rental-application'];

/** Whether a kind of request may carry a CV. */
export const takesCv = (kind: RequestKind): boolean => cvKinds.includes(kind);

/**
 * The schema that validates one kind of request. The rental application needs the rental
 * parameters of `data/site.json`; the other kinds ignore them.
 */
export function requestSchemaFor(kind: RequestKind, rental: RentalParameters): v.GenericSchema<unknown, Record<string, unknown>> {
	switch (kind) {
		case 'contact': return ContactRequestSchema;
		case 'contact-property': return PropertyContactRequestSchema;
		case 'valuation': return ValuationRequestSchema;
		case 'demand-register': return DemandRegisterRequestSchema;
		case 'send-to-friend': return SendToFriendRequestSchema;
		case 'testimonial': return TestimonialRequestSchema;
		case 'appointment': return AppointmentRequestSchema;
		case 'documents': return DocumentRequestSchema;
		case 'offer': return OfferRequestSchema;
		case 'rental-application': return createRentalApplicationSchema(rental);
		case 'newsletter': return NewsletterRequestSchema;
		case 'construction': return ConstructionRequestSchema;
	}
}

/** Field name → message keys, as both the island and the 422 answer show them. */
export type FieldIssues = Record<string, FieldMessageKey[]>;

/** Whether a string is one of the field message keys. */
function isFieldMessageKey(message: string): message is FieldMessageKey {
	return (fieldMessageKeys as readonly string[]).includes(message);
}

/**
 * Converts valibot issues to message keys per top-level field ('form' for the whole form).
 * @example issuesToFields(v.safeParse(ContactRequestSchema, {}).issues) // => { title: ['form.error.titleRequired'], ... }
 */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): FieldIssues {
	// A Map, not an object: field names come from the visitor ('constructor', '__proto__', ...).
	const fields = new Map<string, FieldMessageKey[]>();
	for (const issue of issues) {
		const key = issue.path?.[0]?.key;
		const field = typeof key === 'string' ? key : 'form';
		const message = isFieldMessageKey(issue.message) ? issue.message : 'form.error.invalid';
		const list = fields.get(field) ?? [];
		if (!list.includes(message)) list.push(message);
		fields.set(field, list);
	}
	return Object.fromEntries(fields);
}

/** A validated request, or the field issues that refuse it. */
export type Validation = { success: true; output: Record<string, unknown> } | { success: false; issues: FieldIssues };

/**
 * Validates a payload of a kind the way the island and the function both do: each field stops at
 * its first failing rule, so a field shows one message at a time ('required' before 'invalid').
 */
export function validateRequest(kind: RequestKind, input: unknown, rental: RentalParameters): Validation {
	const result = v.safeParse(requestSchemaFor(kind, rental), input, { abortPipeEarly: true });
	return result.success ? { success: true, output: result.output } : { success: false, issues: issuesToFields(result.issues) };
}

/** The answer of a request function, success or failure (the islands parse it with this). */
export const RequestResultSchema = v.variant('ok', [
	v.object({
		ok: v.literal(true),
		reference: v.string(),
		redirect: v.nullable(v.string()),
		message: v.picklist(requestMessageKeys),
	}),
	v.object({
		ok: v.literal(false),
		error: v.picklist(requestMessageKeys),
		issues: v.optional(v.record(v.string(), v.array(v.picklist(fieldMessageKeys)))),
		/** Values of the message's variables (a booked visit's date). */
		params: v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(200)))),
	}),
]);

/** The answer of a request function. */
export type RequestResult = v.InferOutput<typeof RequestResultSchema>;

/** The successful answer of a request function. */
export type RequestSuccess = Extract<RequestResult, { ok: true }>;

/** The failed answer of a request function. */
export type RequestFailure = { ok: false; error: RequestMessageKey; issues?: FieldIssues; params?: Record<string, string> };
