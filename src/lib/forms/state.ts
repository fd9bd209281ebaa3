import type { RequestMessageKey } from '../../schemas/requests/index.ts';
import type { Outcome } from './answer.ts';
import type { FieldErrors } from './validate.ts';
import type { FieldValue, FormValues } from './values.ts';

/**
 * The state of a form between render and answer, as pure transitions. A field shows its message
 * when it loses focus after the visitor changed it, and every field does on submit; once a field
 * shows a message, it is checked again at each change, so the message goes as soon as it is fixed.
 */

/** A message about the whole form, above the submit button. */
export type Notice = { message: RequestMessageKey; tone: 'error' | 'success'; params?: Record<string, string> };

/** The state of a form. */
export type FormState = {
	values: FormValues;
	/** The messages shown, by field. */
	errors: FieldErrors;
	/** The fields the visitor changed. */
	edited: Record<string, boolean>;
	status: 'editing' | 'sending' | 'done';
	notice: Notice | null;
	/** Counts the submits that failed: the error summary takes focus each time it changes. */
	failures: number;
};

/** Checks values and returns the message of every field that fails. */
export type Validator = (values: FormValues) => FieldErrors;

/** The state of a fresh form. */
export function initialState(values: FormValues): FormState {
	return { values, errors: {}, edited: {}, status: 'editing', notice: null, failures: 0 };
}

/** Sets or clears the message of one field. */
function withError(errors: FieldErrors, name: string, message: FieldErrors[string] | undefined): FieldErrors {
	const next = { ...errors };
	if (message) next[name] = message;
	else delete next[name];
	return next;
}

/** The visitor changed a field. */
export function changeField(state: FormState, name: string, value: FieldValue, validate: Validator): FormState {
	const values = { ...state.values, [name]: value };
	const errors = name in state.errors ? withError(state.errors, name, validate(values)[name]) : state.errors;
	return { ...state, values, errors, edited: { ...state.edited, [name]: true } };
}

/** A field lost focus: it shows its message if the visitor changed it. */
export function blurField(state: FormState, name: string, validate: Validator): FormState {
	if (!state.edited[name]) return state;
	return { ...state, errors: withError(state.errors, name, validate(state.values)[name]) };
}

/** The visitor submitted: every failing field shows its message; `ok` when the form may be sent. */
export function submitForm(state: FormState, validate: Validator): { state: FormState; ok: boolean } {
	const errors = validate(state.values);
	const ok = Object.keys(errors).length === 0;
	if (ok) return { state: { ...state, errors, notice: null, status: 'sending' }, ok };
	return { state: { ...state, errors, notice: { message: 'request.error.checkFields', tone: 'error' }, failures: state.failures + 1 }, ok };
}

/** The function answered (or did not); the values are kept whatever happened. */
export function settle(state: FormState, outcome: Outcome): FormState {
	switch (outcome.type) {
		case 'success':
			return { ...state, status: 'done', errors: {}, notice: { message: outcome.message, tone: 'success' } };
		case 'invalid':
			return { ...state, status: 'editing', errors: outcome.fields, notice: { message: outcome.message, tone: 'error' }, failures: state.failures + 1 };
		case 'refused':
		case 'retry':
			return { ...state, status: 'editing', notice: { message: outcome.message, tone: 'error', ...(outcome.params ? { params: outcome.params } : {}) }, failures: state.failures + 1 };
	}
}
