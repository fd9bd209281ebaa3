import { offerAdvance } from '../../lib/forms/display.ts';
import Checkbox from './Checkbox.tsx';
import { agencyDay } from '../../lib/owners/calendar.ts';
import { lastDayAhead } from '../../lib/domain/years-ahead.ts';
import { offerValidityYears } from '../../schemas/requests/index.ts';
import Field from './Field.tsx';
import { AddressFields, PersonFields } from './PersonFields.tsx';
import RequestFrame from './RequestFrame.tsx';
import Textarea from './Textarea.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';

/**
 * Purchase offer on a property for sale: the 10 % advance (spec §9) is shown live as the amount is
 * typed, beside the notice that an offer the seller accepts in writing concludes the sale and binds
 * both (Belgian law); on success the contact-me page.
 */
function OfferForm({ propertyId, ...props }: FormProps & { propertyId: number }) {
	const form = useRequestForm({ ...props, kind: 'offer', fixed: { propertyId } });
	const { t, field } = form;
	const amount = field('amount');
	const advance = offerAdvance(typeof amount.value === 'string' ? amount.value : '');
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref} submitLabel={t('form.submit.offer')}>
			<PersonFields form={form} />
			<AddressFields form={form} />
			<div className="form-row">
				<Field field={amount} inputMode="numeric" autoComplete="off" />
				<p className="form-output">
					<strong>{t('form.field.advance')}</strong>
					<output htmlFor={amount.id} aria-live="polite" data-advance>
						{advance ?? '–'}
					</output>
				</p>
			</div>
			<p className="form-hint">{t('form.offer.advanceHint')}</p>
			<p className="form-hint" data-binding-hint>{t('form.offer.bindingHint')}</p>
			<Checkbox field={field('financingCondition')} />
			<Field field={field('validUntil')} type="date" min={agencyDay(new Date())} max={lastDayAhead(offerValidityYears, new Date())} />
			<Textarea field={field('remark')} />
		</RequestFrame>
	);
}

export default boundedForm(OfferForm);
