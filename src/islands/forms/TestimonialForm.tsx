import Checkbox from './Checkbox.tsx';
import Field from './Field.tsx';
import { PersonFields } from './PersonFields.tsx';
import RequestFrame from './RequestFrame.tsx';
import Select from './Select.tsx';
import Textarea from './Textarea.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';
import { testimonialMinLength } from '../../schemas/requests/index.ts';

/** A testimonial for the agency, published after moderation; answered in the form (spec §8). */
function TestimonialForm(props: FormProps) {
	const form = useRequestForm({ ...props, kind: 'testimonial' });
	const { t, field } = form;
	const ratings = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('testimonial.rating', { rating: n, max: 5 }) }));
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref} submitLabel={t('form.submit.testimonial')}>
			<PersonFields form={form} title={false} phone={false} />
			<div className="form-row">
				<Field field={field('city')} autoComplete="address-level2" />
				<Select field={field('rating')} placeholder={t('form.choose')} choices={ratings} />
			</div>
			<Textarea field={field('text')} rows={6} hint={t('form.testimonial.textHint', { min: testimonialMinLength })} />
			<Checkbox field={field('publication')} />
		</RequestFrame>
	);
}

export default boundedForm(TestimonialForm);
