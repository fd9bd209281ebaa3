import Checkbox from './Checkbox.tsx';
import type { FieldBinding } from './use-request-form.ts';

/**
 * The privacy agreement every request carries (spec §5): a checkbox the visitor must tick, with a
 * link to the privacy statement in the page language that opens apart, so the form keeps its data.
 */
export default function PrivacyAgreement({ field, href, linkText }: { field: FieldBinding; href: string; linkText: string }) {
	return (
		<Checkbox field={field}>
			<p className="form-hint form-privacy-link">
				<a href={href} target="_blank" rel="noopener">
					{linkText}
				</a>
			</p>
		</Checkbox>
	);
}
