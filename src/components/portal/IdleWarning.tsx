/**
 * The warning before the owner session's idle end (WCAG 2.2.1 Timing Adjustable, `idle.ts`): a modal
 * dialog 5 minutes before the end that names the time of the end and offers to stay signed in (a
 * request that restarts the server's idle clock; Escape does the same, as the owner is clearly
 * there). At the end, with no answer, the session is ended and the login page says so. A renewal
 * the server did not authenticate (a 503, the platform's 429, no network) leaves the idle count where
 * it was, so the dialog stays open and its alert says so, again at each failed try (the alert is
 * emptied while the button is busy).
 */
import { useRef, useState } from 'react';
import { dateFormat } from '../../lib/intl/formats.ts';
import type { Tr } from '../../lib/owners/portal-view.ts';
import { useModalDialog } from './use-modal-dialog.ts';

type Props = { t: Tr; lang: string; open: boolean; endsAt: number; onStay: () => Promise<boolean> };

/** Renders the dialog, open while `open` (`SessionWarnings` keeps the timer), naming the idle end `endsAt` (epoch ms). */
export function IdleWarning({ t, lang, open, endsAt, onStay }: Props) {
	const [failed, setFailed] = useState(false);
	const [busy, setBusy] = useState(false);
	const stay = useRef<HTMLButtonElement>(null);
	// The dialog opens with the warning, on its button, and gives the focus back when it closes.
	const dialog = useModalDialog(open, stay, () => setFailed(false));

	async function stayOn() {
		if (busy) return;
		setBusy(true);
		setFailed(false);
		const renewed = await onStay();
		setBusy(false);
		setFailed(!renewed);
	}
	const time = dateFormat(lang, 'time', { hour: '2-digit', minute: '2-digit' }).format(endsAt);
	return (
		<dialog
			ref={dialog}
			className="portal-idle"
			aria-labelledby="portal-idle-title"
			aria-describedby="portal-idle-text"
			onCancel={(event) => {
				event.preventDefault();
				void stayOn();
			}}
		>
			<h2 id="portal-idle-title">{t('portal.idle.title')}</h2>
			<p id="portal-idle-text">{t('portal.idle.text', { time })}</p>
			{/* The live region is always there and the error is added to it (emptied while busy), so each failed try is said. */}
			<div role="alert">{failed ? <p className="portal-error">{t('portal.error.api')}</p> : null}</div>
			{/* Busy, the button keeps the focus (aria-disabled, not disabled), as the logout's. */}
			<button ref={stay} type="button" className="btn" aria-disabled={busy || undefined} data-busy={busy ? '' : undefined} onClick={() => void stayOn()}>
				{t('portal.idle.stay')}
			</button>
		</dialog>
	);
}
