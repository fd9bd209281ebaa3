import type { Choice } from '../../lib/forms/display.ts';
import { describedBy, FieldNotes, LabelText } from './Field.tsx';
import { leaving } from './RadioGroup.tsx';
import type { FieldBinding } from './use-request-form.ts';

/** Adds or removes a value of a list, keeping the order of the choices. */
function toggle(list: string[], value: string, on: boolean, choices: Choice[]): string[] {
	const next = new Set(list);
	if (on) next.add(value);
	else next.delete(value);
	return choices.map((c) => c.value).filter((v) => next.has(v));
}

/**
 * A group of checkboxes in a fieldset whose legend is the field's label (types, zones, slots). A
 * required group says so in its legend to screen readers (`requiredText`, "(verplicht)"): the
 * legend's * is not read, and a checkbox cannot carry the group's `required`.
 */
export default function CheckboxGroup({ field, choices, columns = false, hint, requiredText }: { field: FieldBinding; choices: Choice[]; columns?: boolean; hint?: string; requiredText: string }) {
	const list = Array.isArray(field.value) ? field.value : [];
	return (
		<fieldset
			id={field.id}
			className={columns ? 'form-group form-columns' : 'form-group'}
			aria-describedby={describedBy(field, hint)}
			data-invalid={field.message ? '' : undefined}
			onBlur={leaving(field.onBlur)}
		>
			<legend>
				<LabelText field={field} />
				{field.required && <span className="vh"> {requiredText}</span>}
			</legend>
			{choices.map((c) => (
				<label key={c.value} className="form-choice">
					<input
						type="checkbox"
						id={`${field.id}-${c.value}`}
						name={field.id}
						value={c.value}
						checked={list.includes(c.value)}
						aria-invalid={field.message ? true : undefined}
						onChange={(e) => field.onValue(toggle(list, c.value, e.target.checked, choices))}
					/>
					{c.icon && <img className="form-choice__icon" src={c.icon} width="20" height="20" alt="" />}
					{c.label}
				</label>
			))}
			<FieldNotes field={field} hint={hint} />
		</fieldset>
	);
}
