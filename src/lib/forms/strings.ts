import { webIds } from '../../schemas/common.ts';
import { contactSlotIds, contactReasons, fieldMessageKeys, goals, requestMessageKeys, titles, valuationPurposes, zones, type RequestKind } from '../../schemas/requests/index.ts';
import type { UiKey } from '../../i18n/t.ts';
import { formFields } from './definitions.ts';

/**
 * The UI strings a form island needs (`t.pick(formStringKeys(kind))` in the page): every field and
 * answer message, the kit's own labels, the labels of the form's fields and of their choices, and
 * the extra texts of some forms.
 */

/** Strings every form uses. */
const kitKeys = [
	...fieldMessageKeys,
	...requestMessageKeys,
	'form.requiredNote',
	'form.requiredGroup',
	'form.submit',
	'form.busy',
	'form.choose',
	'form.privacy.read',
	'form.field.privacy',
	'form.field.website',
	'form.field.captcha',
] as const;

/** The keys of the choices of a field, by field name. */
const choiceKeys: Record<string, readonly string[]> = {
	title: titles.map((t) => `form.title.${t}`),
	goal: goals.map((g) => `form.goal.${g}`),
	purpose: valuationPurposes.map((p) => `form.purpose.${p}`),
	reason: contactReasons.map((r) => `form.reason.${r}`),
	contactSlots: contactSlotIds.map((s) => `form.slot.${s}`),
	types: webIds.map((id) => `form.propertyType.${id}`),
	propertyType: webIds.map((id) => `form.propertyType.${id}`),
	zones: zones.map((z) => `form.zone.${z}`),
	rating: ['testimonial.rating'],
};

/** Strings only some forms use. */
const extraKeys: Partial<Record<RequestKind, readonly string[]>> = {
	contact: ['form.field.cv', 'form.contact.cvHint', 'form.field.propertyIds', 'form.contact.about.one', 'form.contact.about.other', 'form.contact.about.number', 'form.contact.about.remove'],
	'send-to-friend': ['form.submit.sendToFriend', 'form.friend.remarkHint'],
	testimonial: ['form.submit.testimonial', 'form.testimonial.textHint'],
	appointment: ['form.submit.appointment', 'form.appointment.loading', 'form.appointment.unavailable', 'form.appointment.retry', 'form.appointment.none', 'form.appointment.askVisit', 'form.appointment.gone', 'request.appointment.full', 'appointment.place.office', 'appointment.place.visit'],
	documents: ['form.submit.documents'],
	offer: ['form.submit.offer', 'form.field.advance', 'form.offer.advanceHint', 'form.offer.bindingHint'],
	'rental-application': ['form.submit.rental', 'form.field.monthlyRent', 'form.field.deposit', 'form.field.cv', 'form.rental.incomeHint', 'form.rental.personsHint', 'form.rental.moveOutHint'],
	newsletter: ['form.submit.newsletter', 'form.newsletter.intro'],
};

/**
 * The UI keys a form of a kind needs.
 * @example formStringKeys('newsletter').includes('form.field.email') // => true
 */
export function formStringKeys(kind: RequestKind): readonly UiKey[] {
	const known = keysOfKind.get(kind);
	if (known) return known;
	const fields = Object.keys(formFields[kind]);
	const keys = [...kitKeys, ...fields.map((f) => `form.field.${f}`), ...fields.flatMap((f) => choiceKeys[f] ?? []), ...(extraKeys[kind] ?? [])];
	const unique = [...new Set(keys)] as UiKey[];
	keysOfKind.set(kind, unique);
	return unique;
}

/** The keys of each kind, worked out once (every page of the build asks again). */
const keysOfKind = new Map<RequestKind, readonly UiKey[]>();
