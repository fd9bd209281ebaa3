import type { Choice } from '../../lib/forms/display.ts';
import { describedBy, FieldNotes, LabelText } from './Field.tsx';
import type { FieldBinding } from './use-request-form.ts';

/** A labelled drop-down list with an empty first option ("make a choice"). */
export default function Select({ field, choices, placeholder, hint }: { field: FieldBinding; choices: Choice[]; placeholder: string; hint?: string }) {
	return (
		<div className="form-field" data-invalid={field.message ? '' : undefined}>
			<label htmlFor={field.id}>
				<LabelText field={field} />
			</label>
			<select
				id={field.id}
				name={field.name}
				value={typeof field.value === 'string' ? field.value : ''}
				required={field.required}
				aria-invalid={field.message ? true : undefined}
				aria-describedby={describedBy(field, hint)}
				onChange={(e) => field.onValue(e.target.value)}
				onBlur={field.onBlur}
			>
				<option value="">{placeholder}</option>
				{choices.map((c) => (
					<option key={c.value} value={c.value}>
						{c.label}
					</option>
				))}
			</select>
			<FieldNotes field={field} hint={hint} />
		</div>
	);
}
