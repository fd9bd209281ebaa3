import type { ChangeEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
import { dateInputValue, incompleteDate } from '../../lib/forms/values.ts';
import type { FieldBinding } from './use-request-form.ts';

/** The ids a field's input points to with aria-describedby: its hint and its message. */
export function describedBy(field: Pick<FieldBinding, 'id' | 'message'>, hint?: string): string | undefined {
	const ids = [hint ? `${field.id}-hint` : '', field.message ? `${field.id}-error` : ''].filter(Boolean).join(' ');
	return ids || undefined;
}

/** A field's label text with the required marker (the marker is decoration: `required` says it). */
export function LabelText({ field }: { field: Pick<FieldBinding, 'label' | 'required'> }) {
	return (
		<>
			{field.label}
			{field.required && <span className="form-required" aria-hidden="true"> *</span>}
		</>
	);
}

/** A field's hint and message, below the control. */
export function FieldNotes({ field, hint }: { field: Pick<FieldBinding, 'id' | 'message'>; hint?: string | undefined }) {
	return (
		<>
			{hint && <p className="form-hint" id={`${field.id}-hint`}>{hint}</p>}
			{field.message && <p className="form-error" id={`${field.id}-error`}>{field.message}</p>}
		</>
	);
}

/** A field's wrapper: its label, the control, then its hint and message. */
export function FieldShell({ field, hint, children }: { field: FieldBinding; hint?: string | undefined; children: ReactNode }) {
	return (
		<div className="form-field" data-invalid={field.message ? '' : undefined}>
			<label htmlFor={field.id}>
				<LabelText field={field} />
			</label>
			{children}
			<FieldNotes field={field} hint={hint} />
		</div>
	);
}

/** What an input, select or textarea of a field carries: id, name, value, required, its state for assistive technology and the change handler. */
export function controlProps(field: FieldBinding, hint?: string) {
	return {
		id: field.id,
		name: field.name,
		value: typeof field.value === 'string' ? field.value : '',
		required: field.required,
		'aria-invalid': field.message ? true : undefined,
		'aria-describedby': describedBy(field, hint),
		onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => field.onValue(e.target.value),
	};
}

type Props = {
	field: FieldBinding;
	type?: HTMLInputTypeAttribute;
	autoComplete?: string;
	inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'decimal';
	hint?: string | undefined;
	/** Rewrites the value when the field loses focus (the phone number is tidied). */
	tidy?: (value: string) => string;
	/** The first day a date field offers in its picker. */
	min?: string | undefined;
	/** The last day a date field offers in its picker. */
	max?: string | undefined;
};

/**
 * A labelled one-line input with its hint and message (aria-invalid, aria-describedby). A date
 * input reports a date it cannot read (`incompleteDate`) on change and on blur, and is given ''
 * for it, which leaves what the visitor typed in place.
 */
export default function Field({ field, type = 'text', autoComplete, inputMode, hint, tidy, min, max }: Props) {
	const control = controlProps(field, hint);
	const date = type === 'date';
	return (
		<FieldShell field={field} hint={hint}>
			<input
				{...control}
				value={date && control.value === incompleteDate ? '' : control.value}
				onChange={date ? (e) => field.onValue(dateInputValue(e.target)) : control.onChange}
				type={type}
				min={min}
				max={max}
				autoComplete={autoComplete}
				inputMode={inputMode}
				onBlur={(e) => {
					if (date && dateInputValue(e.target) !== control.value) field.onValue(dateInputValue(e.target));
					if (tidy && tidy(control.value) !== control.value) field.onValue(tidy(control.value));
					field.onBlur();
				}}
			/>
		</FieldShell>
	);
}
