import { AddressFields, ContactPreferences, PersonFields } from './PersonFields.tsx';
import RequestFrame from './RequestFrame.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { renderedByReact } from '../../lib/react-renderer.ts';

/** Contact about a new-build project (address optional); on success the contact-construction page. */
export default function ConstructionForm({ projectId, ...props }: FormProps & { projectId: number }) {
	const form = useRequestForm({ ...props, kind: 'construction', fixed: { projectId } });
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref}>
			<PersonFields form={form} />
			<AddressFields form={form} />
			<ContactPreferences form={form} />
		</RequestFrame>
	);
}

renderedByReact(ConstructionForm);
