import type { FormState } from './state.ts';
import type { FormValues } from './values.ts';

/**
 * What a visitor typed in one form, handed to another form of the same page: the booking form
 * whose last slot went while it was being sent hands the person and the remark to the visit
 * request, so nothing is typed twice. The values go into the other form's draft (`draft.ts`), which
 * it reads when it is drawn, and a form already drawn takes them when told (`carryEvent`). What the
 * visitor typed in the other form stays: only the fields left untouched there are filled.
 */

/** The window event that tells a drawn form of a kind (its `detail`) to take its draft again. */
export const carryEvent = 'agency:form-carry';

/** The fields handed over: the person and the remark. */
export const carriedFields: readonly string[] = ['title', 'firstName', 'lastName', 'email', 'phone', 'remark'];

/**
 * The other form's draft with the handed-over values that are filled in; the fields of its own
 * stored draft (what the visitor typed there) win.
 * @example carriedDraft({ email: 'an@example.be', phone: '', slotId: '3' }, { email: 'other@example.be', remark: 'x' }) // => { email: 'other@example.be', remark: 'x' }
 * @example carriedDraft({ firstName: 'An', phone: '' }, null) // => { firstName: 'An' }
 */
export function carriedDraft(values: FormValues, stored: unknown): Record<string, unknown> {
	const handed = Object.fromEntries(carriedFields.flatMap((name) => (typeof values[name] === 'string' && values[name] !== '' ? [[name, values[name]]] : [])));
	const own = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
	return { ...handed, ...own };
}

/**
 * A drawn form with a draft taken over: each field the visitor has not changed in it takes the
 * draft's value and counts as changed (so its own draft keeps it).
 * @example withDraft(initialState({ firstName: '' }), { firstName: 'An' }).values // => { firstName: 'An' }
 */
export function withDraft(state: FormState, draft: FormValues): FormState {
	const taken = Object.entries(draft).filter(([name]) => !state.edited[name]);
	if (taken.length === 0) return state;
	return { ...state, values: { ...state.values, ...Object.fromEntries(taken) }, edited: { ...state.edited, ...Object.fromEntries(taken.map(([name]) => [name, true])) } };
}
