import { takesCv, type RequestKind } from '../../schemas/requests/index.ts';
import type { FieldKinds } from './values.ts';

/**
 * The fields each request form shows (issue 5, spec §3 contact form) and how each goes into the
 * body. Values the page fixes (property, project, listed rent) and the meta fields are not fields.
 * The privacy agreement is a field of every form: the visitor ticks it.
 */

const person = { title: 'text', firstName: 'text', lastName: 'text', email: 'text', phone: 'text' } as const satisfies FieldKinds;
const address = { street: 'text', zip: 'text', city: 'text' } as const satisfies FieldKinds;
const privacy = { privacy: 'flag' } as const satisfies FieldKinds;

/** The fields of each form, by kind, in the order the form shows them. */
export const formFields = {
	contact: { ...person, ...address, goal: 'text', remark: 'text', contactSlots: 'list', newsletter: 'flag', ...privacy },
	'contact-property': { reason: 'text', ...person, remark: 'text', contactSlots: 'list', newsletter: 'flag', ...privacy },
	valuation: {
		...person,
		propertyStreet: 'text',
		propertyZip: 'text',
		propertyCity: 'text',
		propertyType: 'number',
		purpose: 'text',
		remark: 'text',
		contactSlots: 'list',
		newsletter: 'flag',
		...privacy,
	},
	'demand-register': {
		...person,
		goal: 'text',
		types: 'numberList',
		zones: 'list',
		budgetMin: 'number',
		budgetMax: 'number',
		bedrooms: 'number',
		remark: 'text',
		newsletter: 'flag',
		...privacy,
	},
	'send-to-friend': { firstName: 'text', lastName: 'text', email: 'text', friendName: 'text', friendEmail: 'text', remark: 'text', ...privacy },
	testimonial: { firstName: 'text', lastName: 'text', email: 'text', city: 'text', rating: 'number', text: 'text', publication: 'flag', ...privacy },
	appointment: { slotId: 'number', ...person, remark: 'text', ...privacy },
	documents: { ...person, newsletter: 'flag', ...privacy },
	offer: { ...person, ...address, amount: 'number', financingCondition: 'flag', validUntil: 'optional', remark: 'text', ...privacy },
	'rental-application': { ...person, ...address, monthlyIncome: 'number', persons: 'number', moveInDate: 'optional', moveOutDate: 'optional', remark: 'text', ...privacy },
	newsletter: { email: 'text', firstName: 'text', ...privacy },
	construction: { ...person, ...address, remark: 'text', contactSlots: 'list', newsletter: 'flag', ...privacy },
} as const satisfies Record<RequestKind, FieldKinds>;

/** The field names of a kind of form. */
export type FieldName<K extends RequestKind> = keyof (typeof formFields)[K] & string;

/** The endpoint of a kind of request. */
export const endpointOf = (kind: RequestKind): string => `/api/${kind}`;

/**
 * Whether a request travels as multipart (the form as JSON and a file) rather than JSON: the rental
 * application always, the contact form when a CV is chosen (its function takes both).
 * @example isMultipart('contact', false) // => false
 */
export const isMultipart = (kind: RequestKind, withFile: boolean): boolean => kind === 'rental-application' || (withFile && takesCv(kind));

/**
 * The fields a form shows that can carry a message, besides its own: the captcha (a refused
 * solution) and, for a form that takes a CV, the CV.
 */
export function shownFields(kind: RequestKind): string[] {
	return [...Object.keys(formFields[kind]), 'captcha', ...(takesCv(kind) ? ['cv'] : [])];
}
