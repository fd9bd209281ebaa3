/** The password change form: current password, new password and its confirmation, which must match (spec §5). */
import { useState, type SubmitEvent } from 'react';
import { isEmailPassword } from '../../lib/owners/password-rules.ts';
import { checkPasswordChange, firstInvalidField } from '../../lib/owners/password-form.ts';
import { changePassword } from '../../stores/owner-portal.ts';
import { minutesKey } from '../../lib/owners/login-view.ts';
import type { Tr } from '../../lib/owners/portal-view.ts';
import { formText } from '../../lib/text-of.ts';

/** `email`: the signed-in owner's, which the new password may not be. */
type Props = { t: Tr; disabled?: boolean; email?: string };
const fields = [
	['current', 'portal.password.current', 'current-password'],
	['password', 'portal.password.new', 'new-password'],
	['confirmation', 'portal.password.confirmation', 'new-password'],
] as const;

/**
 * Renders the form (disabled until the session is known); checks it in the browser with the server's
 * schema, then posts it. A refused form says so in its alert and moves the focus to its first field
 * with a message; the button stays focusable while the change is sent (aria-disabled, as the login
 * form's), so the keyboard focus is not dropped to the page.
 */
export function PasswordForm({ t, disabled = false, email = '' }: Props) {
	const [issues, setIssues] = useState<Record<string, string[]>>({});
	const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
	const [busy, setBusy] = useState(false);
	/** Shows the field messages and the alert, and focuses the first field with a message. */
	function refuse(form: HTMLFormElement, found: Record<string, string[]>, error: string, minutes?: number) {
		setIssues(found);
		const wait = minutes ?? 15;
		setMessage({ ok: false, text: t(minutesKey(error, wait), { minutes: wait }) });
		const first = firstInvalidField(found);
		if (first) form.querySelector<HTMLInputElement>(`#portal-${first}`)?.focus();
	}
	async function submit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (busy || disabled) return;
		const form = event.currentTarget;
		const input = Object.fromEntries(fields.map(([name]) => [name, formText(new FormData(form), name)]));
		const checked = checkPasswordChange(input);
		setMessage(null);
		if (!checked.success) return refuse(form, checked.issues, 'portal.password.error.check');
		if (isEmailPassword(checked.output.password, email)) return refuse(form, { password: ['portal.password.error.sameAsEmail'] }, 'portal.password.error.check');
		setBusy(true);
		const outcome = await changePassword(checked.output);
		setBusy(false);
		if (!outcome.ok) return refuse(form, outcome.issues, outcome.error, outcome.minutes);
		setIssues({});
		setMessage({ ok: true, text: t('portal.password.changed') });
		form.reset();
	}
	return (
		<section className="portal-block" aria-labelledby="portal-password-title">
			<h2 id="portal-password-title">{t('portal.password.title')}</h2>
			<form className="portal-form" noValidate onSubmit={submit}>
				{fields.map(([name, label, autoComplete]) => {
					const error = issues[name]?.[0];
					const hint = name === 'password' ? 'portal-password-hint' : undefined;
					const described = [hint, error ? `portal-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
					return (
						<div className="portal-field" key={name}>
							<label htmlFor={`portal-${name}`}>{t(label)}</label>
							{hint && <p id={hint} className="portal-muted">{t('portal.password.hint')}</p>}
							<input id={`portal-${name}`} name={name} type="password" autoComplete={autoComplete} required disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={described} />
							{error && <p id={`portal-${name}-error`} className="portal-error">{t(error)}</p>}
						</div>
					);
				})}
				<p role="status" className="portal-ok">
					{message?.ok ? message.text : ''}
				</p>
				<p role="alert" className="portal-error">
					{message && !message.ok ? message.text : ''}
				</p>
				<button className="btn" type="submit" disabled={disabled} aria-disabled={busy || undefined} data-busy={busy ? '' : undefined}>
					{t('portal.password.submit')}
				</button>
			</form>
		</section>
	);
}
