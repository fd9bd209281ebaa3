import { describedBy, FieldNotes, LabelText } from './Field.tsx';
import type { FieldBinding } from './use-request-form.ts';

/** A labelled multi-line text (remark, testimonial) with its hint and message. */
export default function Textarea({ field, rows = 4, hint }: { field: FieldBinding; rows?: number; hint?: string }) {
	return (
		<div className="form-field" data-invalid={field.message ? '' : undefined}>
			<label htmlFor={field.id}>
				<LabelText field={field} />
			</label>
			<textarea
				id={field.id}
				name={field.name}
				rows={rows}
				value={typeof field.value === 'string' ? field.value : ''}
				required={field.required}
				aria-invalid={field.message ? true : undefined}
				aria-describedby={describedBy(field, hint)}
				onChange={(e) => field.onValue(e.target.value)}
				onBlur={field.onBlur}
			/>
			<FieldNotes field={field} hint={hint} />
		</div>
	);
}
