import type { ReactNode } from 'react';
import { describedBy, FieldNotes, LabelText } from './Field.tsx';
import type { FieldBinding } from './use-request-form.ts';

/** One labelled checkbox (newsletter opt-in, financing condition, privacy agreement, publication consent). */
export default function Checkbox({ field, children }: { field: FieldBinding; children?: ReactNode }) {
	return (
		<div className="form-field form-check" data-invalid={field.message ? '' : undefined}>
			<label className="form-choice" htmlFor={field.id}>
				<input
					type="checkbox"
					id={field.id}
					name={field.name}
					checked={field.value === true}
					required={field.required}
					aria-invalid={field.message ? true : undefined}
					aria-describedby={describedBy(field)}
					onChange={(e) => {
						field.onValue(e.target.checked);
					}}
					onBlur={field.onBlur}
				/>
				<span>
					<LabelText field={field} />
				</span>
			</label>
			{children}
			<FieldNotes field={field} />
		</div>
	);
}
