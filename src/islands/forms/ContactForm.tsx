import { goals } from '../../schemas/requests/index.ts';
import FileField from './FileField.tsx';
import { AddressFields, ContactPreferences, PersonFields } from './PersonFields.tsx';
import RadioGroup from './RadioGroup.tsx';
import RequestFrame from './RequestFrame.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { renderedByReact } from '../../lib/react-renderer.ts';

/**
 * The contact page form (spec §3): title, names, email, phone, address, goal, an optional CV,
 * remark, contact time slots and newsletter opt-in; on success the site-contact thank-you page.
 */
export default function ContactForm(props: FormProps) {
	const form = useRequestForm({ ...props, kind: 'contact' });
	const { t, field } = form;
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref}>
			<PersonFields form={form} />
			<AddressFields form={form} />
			<RadioGroup field={field('goal')} inline choices={goals.map((g) => ({ value: g, label: t(`form.goal.${g}`) }))} />
			<FileField form={form} hint={t('form.contact.cvHint')} />
			<ContactPreferences form={form} />
		</RequestFrame>
	);
}

renderedByReact(ContactForm);
