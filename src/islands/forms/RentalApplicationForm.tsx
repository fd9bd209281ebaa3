import { depositText, minimumIncomeText } from '../../lib/forms/display.ts';
import { formatEuro } from '../../lib/domain/price.ts';
import { moveInYears, type RentalParameters } from '../../schemas/requests/index.ts';
import { agencyDay } from '../../lib/owners/calendar.ts';
import { lastDayAhead } from '../../lib/domain/years-ahead.ts';
import Field from './Field.tsx';
import FileField from './FileField.tsx';
import { AddressFields, PersonFields } from './PersonFields.tsx';
import RequestFrame from './RequestFrame.tsx';
import Textarea from './Textarea.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';

type Props = FormProps & { propertyId: number; monthlyRent: number; deposit: number | null; rental: RentalParameters };

/**
 * Rental application: the listed rent and its deposit (the listing's own, else 3 months, spec §9), the minimum income and
 * maximum persons of the site settings, an optional CV (multipart); on success the contact-me page.
 */
function RentalApplicationForm({ propertyId, monthlyRent, deposit, rental, ...props }: Props) {
	const form = useRequestForm({ ...props, kind: 'rental-application', fixed: { propertyId, monthlyRent }, rental });
	const { t, field } = form;
	/** The first day either date of the rental period may take: today in Belgium. */
	const today = agencyDay(new Date());
	const facts = [
		['form.field.monthlyRent', formatEuro(monthlyRent)],
		['form.field.deposit', depositText(monthlyRent, deposit)],
	] as const;
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref} submitLabel={t('form.submit.rental')}>
			<dl className="form-output form-facts">
				{facts.map(([key, value]) => (
					<div key={key}>
						<dt>{t(key)}</dt>
						<dd data-fact={key}>{value}</dd>
					</div>
				))}
			</dl>
			<PersonFields form={form} />
			<AddressFields form={form} />
			<div className="form-row">
				<Field field={field('monthlyIncome')} inputMode="numeric" hint={t('form.rental.incomeHint', { amount: minimumIncomeText(monthlyRent, rental.minimumIncomeFactor) })} />
				<Field field={field('persons')} inputMode="numeric" hint={t('form.rental.personsHint', { max: rental.maximumPersons })} />
			</div>
			<div className="form-row">
				<Field field={field('moveInDate')} type="date" min={today} max={lastDayAhead(moveInYears, new Date())} />
				<Field field={field('moveOutDate')} type="date" min={today} hint={t('form.rental.moveOutHint')} />
			</div>
			<FileField form={form} />
			<Textarea field={field('remark')} />
		</RequestFrame>
	);
}

export default boundedForm(RentalApplicationForm);
