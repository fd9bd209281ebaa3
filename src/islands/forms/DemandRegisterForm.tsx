import { webIds } from '../../schemas/common.ts';
import { webIdToIconSrc } from '../../lib/domain/type-icon.ts';
import { goals, zones } from '../../schemas/requests/index.ts';
import CheckboxGroup from './CheckboxGroup.tsx';
import Field from './Field.tsx';
import { ContactPreferences, PersonFields } from './PersonFields.tsx';
import RadioGroup from './RadioGroup.tsx';
import RequestFrame from './RequestFrame.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';

/**
 * Demand register / search alert (spec §5): goal, at least one property type (each with its
 * decorative icon, spec §3), at least one zone, budget and bedrooms; on success the
 * demand-register thank-you page.
 */
function DemandRegisterForm(props: FormProps) {
	const form = useRequestForm({ ...props, kind: 'demand-register' });
	const { t, field } = form;
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref}>
			<PersonFields form={form} />
			<RadioGroup field={field('goal')} inline choices={goals.map((g) => ({ value: g, label: t(`form.goal.${g}`) }))} />
			<CheckboxGroup field={field('types')} columns choices={webIds.map((id) => ({ value: String(id), label: t(`form.propertyType.${id}`), icon: webIdToIconSrc(id) }))} requiredText={t('form.requiredGroup')} />
			<CheckboxGroup field={field('zones')} columns choices={zones.map((z) => ({ value: z, label: t(`form.zone.${z}`) }))} requiredText={t('form.requiredGroup')} />
			<div className="form-row">
				<Field field={field('budgetMin')} inputMode="numeric" />
				<Field field={field('budgetMax')} inputMode="numeric" />
				<Field field={field('bedrooms')} inputMode="numeric" />
			</div>
			<ContactPreferences form={form} slots={false} />
		</RequestFrame>
	);
}

export default boundedForm(DemandRegisterForm);
