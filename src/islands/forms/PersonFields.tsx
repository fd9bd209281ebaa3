import { titles } from '../../schemas/requests/index.ts';
import { contactSlotChoices, tidyPhone } from '../../lib/forms/display.ts';
import CheckboxGroup from './CheckboxGroup.tsx';
import Checkbox from './Checkbox.tsx';
import Field from './Field.tsx';
import RadioGroup from './RadioGroup.tsx';
import Textarea from './Textarea.tsx';
import type { RequestForm } from './use-request-form.ts';

/** Title (Mr, Ms, Miss), first and last name, email and phone (spec §3). */
export function PersonFields({ form, phone = true, title = true }: { form: RequestForm; phone?: boolean; title?: boolean }) {
	const { t, field } = form;
	return (
		<>
			{title && <RadioGroup field={field('title')} inline choices={titles.map((v) => ({ value: v, label: t(`form.title.${v}`) }))} />}
			<div className="form-row">
				<Field field={field('firstName')} autoComplete="given-name" />
				<Field field={field('lastName')} autoComplete="family-name" />
			</div>
			<div className="form-row">
				<Field field={field('email')} type="email" autoComplete="email" />
				{phone && <Field field={field('phone')} type="tel" autoComplete="tel" tidy={tidyPhone} />}
			</div>
		</>
	);
}

/** Street and number, postal code and city (spec §3), or the valuation's property address. */
export function AddressFields({ form, prefix = '' }: { form: RequestForm; prefix?: '' | 'property' }) {
	const name = (n: string) => (prefix ? `${prefix}${n[0]!.toUpperCase()}${n.slice(1)}` : n);
	const own = prefix === '';
	return (
		<>
			<Field field={form.field(name('street'))} autoComplete={own ? 'address-line1' : 'off'} />
			<div className="form-row">
				{/* No digit pad: postcodes abroad have letters (1012 AB, L-1234, SW1A 1AA). */}
				<Field field={form.field(name('zip'))} autoComplete={own ? 'postal-code' : 'off'} />
				<Field field={form.field(name('city'))} autoComplete={own ? 'address-level2' : 'off'} />
			</div>
		</>
	);
}

/** Remark, the contact time slots (spec §9) and the newsletter opt-in. */
export function ContactPreferences({ form, slots = true, newsletter = true }: { form: RequestForm; slots?: boolean; newsletter?: boolean }) {
	const { t, field } = form;
	return (
		<>
			<Textarea field={field('remark')} />
			{slots && <CheckboxGroup field={field('contactSlots')} choices={contactSlotChoices(t.pick(['form.slot.morning', 'form.slot.afternoon', 'form.slot.evening']))} requiredText={t('form.requiredGroup')} />}
			{newsletter && <Checkbox field={field('newsletter')} />}
		</>
	);
}
