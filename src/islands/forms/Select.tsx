import type { Choice } from '../../lib/forms/display.ts';
import { controlProps, FieldShell } from './Field.tsx';
import type { FieldBinding } from './use-request-form.ts';

/** A labelled drop-down list with an empty first option ("make a choice"). */
export default function Select({ field, choices, placeholder, hint }: { field: FieldBinding; choices: Choice[]; placeholder: string; hint?: string }) {
	return (
		<FieldShell field={field} hint={hint}>
			<select {...controlProps(field, hint)} onBlur={field.onBlur}>
				<option value="">{placeholder}</option>
				{choices.map((c) => (
					<option key={c.value} value={c.value}>
						{c.label}
					</option>
				))}
			</select>
		</FieldShell>
	);
}
