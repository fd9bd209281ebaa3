import { controlProps, FieldShell } from './Field.tsx';
import type { FieldBinding } from './use-request-form.ts';

/** A labelled multi-line text (remark, testimonial) with its hint and message. */
export default function Textarea({ field, rows = 4, hint }: { field: FieldBinding; rows?: number; hint?: string }) {
	return (
		<FieldShell field={field} hint={hint}>
			<textarea {...controlProps(field, hint)} rows={rows} onBlur={field.onBlur} />
		</FieldShell>
	);
}
