import Checkbox from './Checkbox.tsx';
import { PersonFields } from './PersonFields.tsx';
import RequestFrame from './RequestFrame.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';

/**
 * Request for a property's documents, answered in the form (spec §8: 'documents will be sent by
 * email', 'documents already requested', 'request document error').
 */
function DocumentsForm({ propertyId, ...props }: FormProps & { propertyId: number }) {
	const form = useRequestForm({ ...props, kind: 'documents', fixed: { propertyId } });
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref} submitLabel={form.t('form.submit.documents')}>
			<PersonFields form={form} />
			<Checkbox field={form.field('newsletter')} />
		</RequestFrame>
	);
}

export default boundedForm(DocumentsForm);
