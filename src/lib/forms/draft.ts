import { incompleteDate, type FieldKinds, type FieldValue, type FormValues } from './values.ts';

/**
 * What a visitor typed in a request form, kept in the tab's sessionStorage until the request is
 * accepted: a reload, a tap on a link and back, or a browser that drops the page from memory do not
 * lose a long rental application. Choices where the issue is silent:
 * - Only the fields the visitor changed are kept, so values the page fills in stay the page's.
 * - Consents are never kept (the privacy agreement, the newsletter opt-in, the consent to publish a
 *   testimonial): the visitor gives them again on the page that sends the request. Neither is a
 *   picked appointment slot, which may be taken by then, nor a CV (a file cannot be stored).
 * - sessionStorage, not localStorage: the draft goes when the tab closes, so a shared computer does
 *   not show the next person what the last one typed.
 * - One draft per form kind and page, so the contact form of one property does not fill another's.
 */

/** Fields never kept in a draft. */
const notKept: ReadonlySet<string> = new Set(['privacy', 'newsletter', 'publication', 'slotId']);

/** The most characters a kept text may have; longer values come from elsewhere and are dropped. */
const longestText = 10_000;

/**
 * The sessionStorage key of a form's draft on a page.
 * @example draftKey('contact', '/en/contact/') // => 'agency:form-draft:contact:/en/contact/'
 */
export function draftKey(kind: string, pathname: string): string {
	return `agency:form-draft:${kind}:${pathname}`;
}

/** A kept value if it has its field kind's shape, else undefined. */
function keptValue(kind: FieldKinds[string], value: unknown): FieldValue | undefined {
	switch (kind) {
		case 'list':
		case 'numberList':
			return Array.isArray(value) && value.length <= 50 && value.every((item) => typeof item === 'string' && item.length <= 100) ? (value as string[]) : undefined;
		case 'flag':
			return typeof value === 'boolean' ? value : undefined;
		default:
			return typeof value === 'string' && value.length <= longestText && value !== incompleteDate ? value : undefined;
	}
}

/**
 * The draft to keep: the changed fields' values, without consents and slots; null when there is
 * nothing to keep.
 * @example draftOf({ email: 'text', privacy: 'flag' }, { email: 'an@example.be', privacy: true }, { email: true, privacy: true }) // => { email: 'an@example.be' }
 */
export function draftOf(kinds: FieldKinds, values: FormValues, edited: Record<string, boolean>): FormValues | null {
	const kept = Object.entries(values).filter(([name]) => edited[name] && name in kinds && !notKept.has(name));
	return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/**
 * Reads a stored draft (any JSON value) against the form's fields: unknown fields, consents, slots,
 * values of the wrong shape and half-typed dates (a date input cannot show them) are dropped, so a draft from an older page or a tampered one can
 * only fill fields the form has, with values they can hold.
 * @example restoredDraft({ email: 'text', contactSlots: 'list' }, { email: 'an@example.be', contactSlots: 'x', admin: true }) // => { email: 'an@example.be' }
 */
export function restoredDraft(kinds: FieldKinds, stored: unknown): FormValues {
	if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
	const restored: FormValues = {};
	for (const [name, value] of Object.entries(stored)) {
		const kind = Object.hasOwn(kinds, name) && !notKept.has(name) ? kinds[name] : undefined;
		const kept = kind === undefined ? undefined : keptValue(kind, value);
		if (kept !== undefined) restored[name] = kept;
	}
	return restored;
}
