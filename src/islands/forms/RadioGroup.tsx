import type { FocusEvent } from 'react';
import type { Choice } from '../../lib/forms/display.ts';
import { describedBy, FieldNotes, LabelText } from './Field.tsx';
import type { FieldBinding } from './use-request-form.ts';

/** Calls `onLeave` when the focus leaves a group, not when it moves inside it. */
export const leaving = (onLeave: () => void) => (e: FocusEvent<HTMLElement>) => {
	if (!e.currentTarget.contains(e.relatedTarget)) onLeave();
};

/** A group of radio buttons in a fieldset whose legend is the field's label. */
export default function RadioGroup({ field, choices, inline = false, hint }: { field: FieldBinding; choices: Choice[]; inline?: boolean; hint?: string }) {
	return (
		<fieldset
			id={field.id}
			role="radiogroup"
			className={inline ? 'form-group form-inline' : 'form-group'}
			aria-invalid={field.message ? true : undefined}
			aria-required={field.required || undefined}
			aria-describedby={describedBy(field, hint)}
			data-invalid={field.message ? '' : undefined}
			onBlur={leaving(field.onBlur)}
		>
			<legend>
				<LabelText field={field} />
			</legend>
			{choices.map((c) => (
				<label key={c.value} className="form-choice">
					<input type="radio" id={`${field.id}-${c.value}`} name={field.id} value={c.value} checked={field.value === c.value} onChange={() => field.onValue(c.value)} />
					{c.label}
				</label>
			))}
			<FieldNotes field={field} hint={hint} />
		</fieldset>
	);
}
