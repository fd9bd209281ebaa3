/**
 * The owner login form (issue 6, spec §6 and §8): email and password, checked in the browser with the
 * server's schema, then posted; a wrong email or a wrong password get the same message, and a
 * successful login is told to the portal's open tabs and goes to the portal in the owner's language.
 */
import { useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { createT } from '../i18n/create-t.ts';
import { loginFailure } from '../lib/owners/login-view.ts';
import { LoginSchema, validateOwnerForm } from '../schemas/owners.ts';
import { announceLogin, postJson } from '../stores/owner-portal.ts';
import { renderedByReact } from '../lib/react-renderer.ts';
import { formText } from '../lib/text-of.ts';

type Props = { labels: Record<string, string> };

/** The address parameters of a notice the form shows (`?ended=1`, `?loggedOut=1`): the island wakes at once for them. */
export const loginNoticeParams = ['ended', 'loggedOut'] as const;

/** The form's fields in the order they are shown. */
const loginFields = ['email', 'password'] as const;

/** Renders the form and handles its answer. */
export default function OwnerLogin({ labels }: Props) {
	const t = useMemo(() => createT(labels, {}), [labels]);
	const [notice, setNotice] = useState('');
	useEffect(() => {
		const query = new URLSearchParams(location.search);
		setNotice(query.has('ended') ? t('login.sessionEnded') : query.has('loggedOut') ? t('login.loggedOut') : '');
	}, [t]);
	const [issues, setIssues] = useState<Record<string, string[]>>({});
	const [error, setError] = useState('');
	const [busy, setBusy] = useState(false);
	// The button stays focusable while the login is sent (aria-disabled, not disabled): a disabled
	// button would drop the keyboard focus to the page, and a wrong password would leave the owner
	// in the footer's first link on the next Tab. A second submit meanwhile is ignored.

	async function submit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (busy) return;
		const form = event.currentTarget;
		const data = new FormData(form);
		const checked = validateOwnerForm(LoginSchema, { email: formText(data, 'email'), password: formText(data, 'password') });
		setError('');
		if (!checked.success) {
			// The alert says what is wrong, and the focus goes to the first field to mend, as in the password form.
			setIssues(checked.issues);
			setError(t('login.error.invalid'));
			const first = loginFields.find((name) => checked.issues[name]?.length);
			if (first) form.querySelector<HTMLInputElement>(`#login-${first}`)?.focus();
			return;
		}
		setIssues({});
		setBusy(true);
		try {
			const res = await postJson('/api/login', checked.output);
			if (res.ok) {
				// The login ended this browser's old session: the portal's open tabs read the new one.
				announceLogin();
				return location.assign(((await res.json()) as { redirect: string }).redirect);
			}
			const failure = loginFailure(res.status, await res.json().catch(() => null), res.headers.get('retry-after'));
			setError(t(failure.key, { minutes: failure.minutes }));
		} catch {
			setError(t('portal.error.api'));
		}
		setBusy(false);
	}

	const field = (name: (typeof loginFields)[number], type: string, autoComplete: string) => (
		<div className="portal-field">
			<label htmlFor={`login-${name}`}>{t(`login.${name}`)}</label>
			<input id={`login-${name}`} name={name} type={type} autoComplete={autoComplete} required aria-invalid={issues[name] ? true : undefined} aria-describedby={issues[name] ? `login-${name}-error` : undefined} />
			{issues[name] && <p id={`login-${name}-error`} className="portal-error">{t(issues[name][0]!)}</p>}
		</div>
	);
	return (
		// POST, should the browser ever send it itself: a password never goes into an address.
		<form className="portal-form owner-login" method="post" noValidate onSubmit={submit}>
			{/* The status region is in the page's HTML, empty, and the notice goes into it once the form
			    runs: a screen reader reads a change of a region it knows, often not one inserted with its text. */}
			<div role="status" className="owner-login__notice">
				{notice ? <p className="portal-notice">{notice}</p> : null}
			</div>
			{field('email', 'email', 'username')}
			{field('password', 'password', 'current-password')}
			<p role="alert" className="portal-error">{error}</p>
			<button className="btn btn-accent" type="submit" aria-disabled={busy || undefined} data-busy={busy ? '' : undefined}>
				{busy ? t('login.submitting') : t('login.submit')}
			</button>
		</form>
	);
}

renderedByReact(OwnerLogin);
