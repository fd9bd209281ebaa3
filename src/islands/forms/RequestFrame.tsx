import { useEffect, useRef, type ReactNode } from 'react';
import Captcha from './Captcha.tsx';
import ErrorSummary from './ErrorSummary.tsx';
import Honeypot from './Honeypot.tsx';
import PrivacyAgreement from './PrivacyAgreement.tsx';
import Submit from './Submit.tsx';
import { labelled } from '../../lib/intl/punctuation.ts';
import { summaryText } from '../../lib/forms/validate.ts';
import type { RequestForm } from './use-request-form.ts';

type Props = { form: RequestForm; privacyHref: string; submitLabel?: string | undefined; children: ReactNode };

/**
 * The frame every request form shares: the required-fields note, the error summary, the form's own
 * fields, the privacy agreement, the honeypot, the captcha and the submit button. A request that is
 * answered in the form (documents, testimonial) ends with its message in place of the form.
 */
export default function RequestFrame({ form, privacyHref, submitLabel, children }: Props) {
	const { kind, locale, t, state, field, onSubmit, captcha, honeypot, summary: summaryRef, shown, formRef } = form;
	const done = useRef<HTMLParagraphElement>(null);
	useEffect(() => {
		if (state.status === 'done') done.current?.focus();
	}, [state.status]);
	if (state.status === 'done' && state.notice) {
		return (
			<p ref={done} className="form-done" role="status" tabIndex={-1}>
				{t(state.notice.message)}
			</p>
		);
	}
	const items = shown
		.filter((name) => state.errors[name])
		.map((name) => ({ id: name === 'captcha' ? `${kind}-captcha` : `${kind}-${name}`, text: labelled(t(`form.field.${name}`), t(state.errors[name]!), locale) }));
	const summary = state.notice?.tone === 'error' ? summaryText(state.notice.message, state.errors, shown) : null;
	const busy = state.status === 'sending';
	return (
		// POST, should the browser ever send it itself: what the visitor typed never goes into an address.
		<form ref={formRef} className="request-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy || undefined} data-kind={kind}>
			<p className="form-note">{t('form.requiredNote')}</p>
			{summary && state.notice && (
				<ErrorSummary summaryRef={summaryRef} id={kind} title={t(summary.title, state.notice.params)} items={items} note={summary.note ? t(summary.note) : null} />
			)}
			{children}
			<PrivacyAgreement field={field('privacy')} href={privacyHref} linkText={t('form.privacy.read')} />
			<Honeypot inputRef={honeypot} id={`${kind}-website`} label={t('form.field.website')} />
			<Captcha ref={captcha} id={`${kind}-captcha`} locale={locale} legend={t('form.field.captcha')} message={state.errors.captcha ? t(state.errors.captcha) : null} />
			<Submit label={submitLabel ?? t('form.submit')} busyLabel={t('form.busy')} busy={busy} />
		</form>
	);
}
