import { webIds } from '../../schemas/common.ts';
import { valuationPurposes } from '../../schemas/requests/index.ts';
import { AddressFields, ContactPreferences, PersonFields } from './PersonFields.tsx';
import RadioGroup from './RadioGroup.tsx';
import RequestFrame from './RequestFrame.tsx';
import Select from './Select.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';

/** Free valuation of the visitor's property (spec §5 valuation address); on success the contact-demand page. */
function ValuationForm(props: FormProps) {
	const form = useRequestForm({ ...props, kind: 'valuation' });
	const { t, field } = form;
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref}>
			<PersonFields form={form} />
			<AddressFields form={form} prefix="property" />
			<Select field={field('propertyType')} placeholder={t('form.choose')} choices={webIds.map((id) => ({ value: String(id), label: t(`form.propertyType.${id}`) }))} />
			<RadioGroup field={field('purpose')} inline choices={valuationPurposes.map((p) => ({ value: p, label: t(`form.purpose.${p}`) }))} />
			<ContactPreferences form={form} />
		</RequestFrame>
	);
}

export default boundedForm(ValuationForm);
