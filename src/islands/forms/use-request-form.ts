import { useEffect, useLayoutEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { createT } from '../../i18n/create-t.ts';
import { needsNewCaptcha, noAnswer, readAnswer, type Outcome } from '../../lib/forms/answer.ts';
import { buildBody, newIdempotencyKey, toMultipart } from '../../lib/forms/body.ts';
import { endpointOf, formFields, isMultipart, shownFields } from '../../lib/forms/definitions.ts';
import { afterPress } from '../../lib/forms/after-press.ts';
import { blurField, changeField, initialState, settle, submitForm, type FormState } from '../../lib/forms/state.ts';
import { requiredOf, splitErrors, validateBody, type FieldErrors } from '../../lib/forms/validate.ts';
import { initialValues, withDateInputs, type FieldValue, type FormValues } from '../../lib/forms/values.ts';
import type { FieldMessageKey, RentalParameters, RequestKind } from '../../schemas/requests/index.ts';
import type { CaptchaHandle } from './Captcha.tsx';
import { keptIn } from '../../lib/kept.ts';
import { draftKey, draftOf, restoredDraft } from '../../lib/forms/draft.ts';
import { carriedDraft, carryEvent, withDraft } from '../../lib/forms/carry.ts';
import { formReader, typedBeforeReady } from '../../lib/forms/typed-early.ts';

/** What every form island gets from its page. */
export type FormProps = { locale: Locale; strings: Record<string, string>; privacyHref: string };

/** What a field component needs: its id, value, message and handlers. */
export type FieldBinding = {
	id: string;
	name: string;
	label: string;
	value: FieldValue;
	message: string | null;
	required: boolean;
	onValue: (value: FieldValue) => void;
	onBlur: () => void;
};

/** The options of `useRequestForm`. */
export type RequestFormOptions = FormProps & {
	kind: RequestKind;
	fixed?: Record<string, unknown>;
	rental?: RentalParameters;
	initial?: Partial<FormValues>;
	/** Runs once the request is accepted, before the thank-you page opens, with the values sent. */
	onAccepted?: (values: FormValues) => void;
};

const noRental: RentalParameters = { minimumIncomeFactor: 0, maximumPersons: 99 };

/** Sends a body to the kind's function and reads the answer; no answer at all is a retry. */
async function send(kind: RequestKind, body: Record<string, unknown>, file: File | null): Promise<Outcome> {
	try {
		const init: RequestInit = isMultipart(kind, file !== null)
			? { method: 'POST', body: toMultipart(body, file) }
			: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
		const res = await fetch(endpointOf(kind), init);
		return readAnswer(kind, res.status, await res.json().catch(() => null), res.headers.get('retry-after'));
	} catch {
		return noAnswer(kind);
	}
}

/** Runs a sessionStorage call; a browser that refuses storage (private mode, full) keeps no draft. */
function withSessionStorage<T>(act: (storage: Storage) => T): T | undefined {
	try {
		return act(sessionStorage);
	} catch {
		return undefined;
	}
}

/** What `carryEvent` tells a drawn form: its kind and the values handed to it. */
type Carried = { kind: RequestKind; draft: Record<string, unknown> };

/**
 * Hands what was typed to another form of this page (`carry.ts`): into its draft, which it reads
 * when it is drawn, and at once to it when it is drawn already.
 */
export function handOver(kind: RequestKind, values: FormValues): void {
	const key = draftKey(kind, window.location.pathname);
	withSessionStorage((storage) => {
		let stored: unknown = null;
		try {
			stored = JSON.parse(storage.getItem(key) ?? 'null');
		} catch {
			// A draft that does not parse is replaced.
		}
		storage.setItem(key, JSON.stringify(carriedDraft(values, stored)));
	});
	window.dispatchEvent(new CustomEvent<Carried>(carryEvent, { detail: { kind, draft: carriedDraft(values, null) } }));
}

const requiredSets = new Map<string, ReadonlySet<string>>();

/**
 * The required fields of a form kind under the agency's rental parameters, worked out once per
 * kind: the static build renders the same forms on thousands of pages.
 */
function requiredFields(kind: RequestKind, rental: RentalParameters, emptyBody: () => Record<string, unknown>): ReadonlySet<string> {
	return keptIn(requiredSets, `${kind}:${JSON.stringify(rental)}`, () => new Set(requiredOf(kind, emptyBody(), rental)));
}

/**
 * The state and wiring of one request form: values, messages on blur and on submit (the kind's
 * schema), the captcha, the honeypot, the CV, sending, and what the answer does (thank-you page,
 * field messages, a message with the data kept). The logic itself lives in `src/lib/forms`.
 */
export function useRequestForm({ kind, locale, strings, fixed, rental = noRental, initial, onAccepted }: RequestFormOptions) {
	const t = useMemo(() => createT(strings, {}), [strings]);
	const kinds = formFields[kind];
	const shown = useMemo(() => shownFields(kind), [kind]);
	const [idempotencyKey, setIdempotencyKey] = useState(() => newIdempotencyKey());
	const [state, setState] = useState<FormState>(() => initialState(initialValues(kinds, initial)));
	const current = useRef(state);
	current.current = state;
	const captcha = useRef<CaptchaHandle>(null);
	const honeypot = useRef<HTMLInputElement>(null);
	const summary = useRef<HTMLDivElement>(null);
	const file = useRef<{ file: File | null; message: FieldMessageKey | null }>({ file: null, message: null });
	const body = (values: FormValues, captchaPayload = '') =>
		buildBody({ kinds, values, fixed, meta: { locale, idempotencyKey, captcha: captchaPayload, website: honeypot.current?.value ?? '' } });
	const validate = (values: FormValues): FieldErrors => {
		const { fields } = splitErrors(validateBody(kind, body(values), rental), shown);
		return file.current.message ? { ...fields, cv: file.current.message } : fields;
	};
	const required = useMemo(() => requiredFields(kind, rental, () => body(initialValues(kinds))), [kind]); // eslint-disable-line react-hooks/exhaustive-deps
	useEffect(() => {
		if (state.failures > 0) summary.current?.focus();
	}, [state.failures]);
	// The draft of this form on this page (see src/lib/forms/draft.ts): restored once hydrated, kept at each change;
	// over it, what the visitor typed in the page's form before it was hydrated (`typed-early.ts`).
	// Taken over before the browser paints or sends an event: a submit held until now checks these values.
	const draftHere = () => draftKey(kind, window.location.pathname);
	const formRef = useRef<HTMLFormElement>(null);
	useLayoutEffect(() => {
		const typed = formRef.current ? typedBeforeReady(kinds, formReader(formRef.current, kind), current.current.values) : {};
		const restored = restoredDraft(kinds, withSessionStorage((storage): unknown => JSON.parse(storage.getItem(draftHere()) ?? 'null')));
		const taken = { ...restored, ...typed };
		const names = Object.keys(taken);
		if (names.length === 0) return;
		setState((s) => ({ ...s, values: { ...s.values, ...taken }, edited: { ...s.edited, ...Object.fromEntries(names.map((name) => [name, true])) } }));
	}, [kind]); // eslint-disable-line react-hooks/exhaustive-deps
	useEffect(() => {
		const kept = state.status === 'done' ? null : draftOf(kinds, state.values, state.edited);
		if (kept) withSessionStorage((storage) => storage.setItem(draftHere(), JSON.stringify(kept)));
	}, [state.values, state.edited, state.status]); // eslint-disable-line react-hooks/exhaustive-deps
	useEffect(() => {
		// Values another form of the page handed over: they fill the fields not changed here.
		const onCarry = (e: Event) => {
			const carried = (e as CustomEvent<Carried | undefined>).detail;
			if (carried?.kind === kind) setState((s) => withDraft(s, restoredDraft(kinds, carried.draft)));
		};
		window.addEventListener(carryEvent, onCarry);
		return () => window.removeEventListener(carryEvent, onCarry);
	}, [kind, kinds]);
	useEffect(() => {
		// Back from the thank-you page (page restored from the back/forward cache): a new form render.
		const onShow = (e: PageTransitionEvent) => {
			if (!e.persisted || current.current.status !== 'sending') return;
			setIdempotencyKey(newIdempotencyKey());
			captcha.current?.reset();
			setState((s) => ({ ...s, status: 'editing' }));
		};
		window.addEventListener('pageshow', onShow);
		return () => window.removeEventListener('pageshow', onShow);
	}, []);

	const field = (name: string): FieldBinding => ({
		id: `${kind}-${name}`,
		name,
		label: t(`form.field.${name}`),
		value: state.values[name] ?? '',
		message: state.errors[name] ? t(state.errors[name]) : null,
		required: required.has(name),
		onValue: (value) => setState((s) => changeField(s, name, value, validate)),
		onBlur: () => afterPress(() => setState((s) => blurField(s, name, validate))),
	});
	const setFile = (chosen: File | null, message: FieldMessageKey | null) => {
		file.current = { file: chosen, message };
		setState((s) => ({ ...s, errors: message ? { ...s.errors, cv: message } : Object.fromEntries(Object.entries(s.errors).filter(([k]) => k !== 'cv')) }));
	};
	const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (current.current.status !== 'editing') return;
		const dates = event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="date"]');
		const checked = submitForm({ ...current.current, values: withDateInputs(current.current.values, dates) }, validate);
		setState(checked.state);
		if (!checked.ok) return;
		// A widget that could not be loaded is no wrong answer: the request could not go, try again.
		const solved = captcha.current ? await captcha.current.solve().then((payload) => ({ payload }), () => null) : { payload: null };
		const outcome: Outcome =
			solved === null
				? noAnswer(kind)
				: solved.payload
					? await send(kind, body(checked.state.values, solved.payload), file.current.file)
					: { type: 'invalid', message: 'request.error.checkFields', fields: { captcha: 'form.error.captchaInvalid' } };
		if (needsNewCaptcha(outcome)) captcha.current?.reset();
		if (outcome.type === 'success') {
			withSessionStorage((storage) => storage.removeItem(draftHere()));
			onAccepted?.(checked.state.values);
		}
		if (outcome.type === 'success' && outcome.redirect) return window.location.assign(outcome.redirect);
		setState((s) => settle(s, outcome));
	};
	return { kind, locale, t, state, field, setFile, onSubmit, captcha, honeypot, summary, shown, formRef };
}

/** What `useRequestForm` returns. */
export type RequestForm = ReturnType<typeof useRequestForm>;
