import type { FieldKinds, FieldValue, FormValues } from './values.ts';

/**
 * What a visitor typed, ticked or chose in a request form while it was still the page's HTML: a
 * page's form island hydrates when the visitor first reaches for it (`client:interaction`), and
 * its script may arrive after the first characters. The browser keeps them in the controls and
 * React leaves them there when it hydrates; the form's state takes them over at once, so nothing
 * typed is lost and a form sent then is checked with what the visitor sees.
 */

/** A form's controls of one field: the strings it would send, or null when the form has no control of that name. */
export type FieldReader = (name: string) => string[] | null;

/** Whether two values of one field hold the same (a list in any order). */
function sameValue(a: FieldValue, b: FieldValue | undefined): boolean {
	if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
	return a === b;
}

/** The value a field's controls hold, as the form keeps it. */
function heldValue(kind: FieldKinds[string], held: string[]): FieldValue {
	if (kind === 'flag') return held.length > 0;
	if (kind === 'list' || kind === 'numberList') return held;
	return held[0] ?? '';
}

/**
 * The fields whose controls hold something else than the form's values: what the visitor changed
 * before the island was ready. Fields without a control are left out.
 * @example typedBeforeReady({ email: 'text', newsletter: 'flag' }, (name) => (name === 'email' ? ['an@example.be'] : []), { email: '', newsletter: false }) // => { email: 'an@example.be' }
 */
export function typedBeforeReady(kinds: FieldKinds, read: FieldReader, values: FormValues): FormValues {
	const typed: FormValues = {};
	for (const [name, kind] of Object.entries(kinds)) {
		const held = read(name);
		if (held === null) continue;
		const value = heldValue(kind, held);
		if (!sameValue(value, values[name])) typed[name] = value;
	}
	return typed;
}

/**
 * Reads a form's controls by field name: a single control is named after its field, a group of
 * boxes or radios after the field's id (`<kind>-<field>`). A file chosen is not a string and is
 * left out (the CV field reads its own input).
 */
export function formReader(form: HTMLFormElement, kind: string): FieldReader {
	const data = new FormData(form);
	const names = new Set([...form.elements].map((control) => control.getAttribute('name') ?? ''));
	return (name) => {
		const key = [name, `${kind}-${name}`].find((candidate) => names.has(candidate));
		return key === undefined ? null : data.getAll(key).filter((value): value is string => typeof value === 'string');
	};
}
