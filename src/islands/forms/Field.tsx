import type { HTMLInputTypeAttribute } from 'react';
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
	const value = typeof field.value === 'string' ? field.value : '';
	return (
		<div className="form-field" data-invalid={field.message ? '' : undefined}>
			<label htmlFor={field.id}>
				<LabelText field={field} />
			</label>
			<input
				id={field.id}
				name={field.name}
				type={type}
				value={value}
				autoComplete={autoComplete}
				inputMode={inputMode}
				required={field.required}
				aria-invalid={field.message ? true : undefined}
				aria-describedby={describedBy(field, hint)}
				onChange={(e) => field.onValue(e.target.value)}
				onBlur={() => {
					if (tidy && tidy(value) !== value) field.onValue(tidy(value));
					field.onBlur();
				}}
			/>
			<FieldNotes field={field} hint={hint} />
		</div>
	);
}
