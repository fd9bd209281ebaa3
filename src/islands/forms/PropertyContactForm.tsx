import { contactReasons } from '../../schemas/requests/index.ts';
import { ContactPreferences, PersonFields } from './PersonFields.tsx';
import RadioGroup from './RadioGroup.tsx';
import RequestFrame from './RequestFrame.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';

/** "Contact me" about one property, to visit it or for information; on success the contact-me page. */
function PropertyContactForm({ propertyId, ...props }: FormProps & { propertyId: number }) {
	const form = useRequestForm({ ...props, kind: 'contact-property', fixed: { propertyId }, initial: { reason: 'visit' } });
	const { t, field } = form;
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref}>
			<RadioGroup field={field('reason')} inline choices={contactReasons.map((r) => ({ value: r, label: t(`form.reason.${r}`) }))} />
			<PersonFields form={form} />
			<ContactPreferences form={form} />
		</RequestFrame>
	);
}

export default boundedForm(PropertyContactForm);
