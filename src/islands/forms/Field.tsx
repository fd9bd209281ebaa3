import type { ChangeEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
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
};

/** A labelled one-line input with its hint and message (aria-invalid, aria-describedby). */
export default function Field({ field, type = 'text', autoComplete, inputMode, hint, tidy }: Props) {
	const control = controlProps(field, hint);
	return (
		<FieldShell field={field} hint={hint}>
			<input
				{...control}
				type={type}
				autoComplete={autoComplete}
				inputMode={inputMode}
				onBlur={() => {
					if (tidy && tidy(control.value) !== control.value) field.onValue(tidy(control.value));
					field.onBlur();
				}}
			/>
		</FieldShell>
	);
}
