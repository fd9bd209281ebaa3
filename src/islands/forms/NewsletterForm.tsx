import Field from './Field.tsx';
import RequestFrame from './RequestFrame.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';

/** Newsletter sign-up (footer): email and first name; on success the sign-newsletter page. */
function NewsletterForm(props: FormProps) {
	const form = useRequestForm({ ...props, kind: 'newsletter' });
	const { t, field } = form;
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref} submitLabel={t('form.submit.newsletter')}>
			<p className="form-hint">{t('form.newsletter.intro')}</p>
			<Field field={field('email')} type="email" autoComplete="email" />
			<Field field={field('firstName')} autoComplete="given-name" />
		</RequestFrame>
	);
}

export default boundedForm(NewsletterForm);
