import { AddressFields, ContactPreferences, PersonFields } from './PersonFields.tsx';
import RequestFrame from './RequestFrame.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';

/** Contact about a new-build project (address optional); on success the contact-construction page. */
function ConstructionForm({ projectId, ...props }: FormProps & { projectId: number }) {
	const form = useRequestForm({ ...props, kind: 'construction', fixed: { projectId } });
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref}>
			<PersonFields form={form} />
			<AddressFields form={form} />
			<ContactPreferences form={form} />
		</RequestFrame>
	);
}

export default boundedForm(ConstructionForm);
