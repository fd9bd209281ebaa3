/**
 * The notice before the owner session's absolute end (12 hours after login, `session-end.ts`): a
 * modal dialog, as the idle warning, that names the time of the end, says for the owner's security
 * it cannot be extended and that they will have to log in again. It offers to log in again now
 * (the portal's logout, then the login page) and to close it; the focus starts on Close, so that a
 * key meant for the page cannot log the owner out. Escape closes it too. A logout the server could
 * not confirm is said in the dialog's alert (the portal's own message is behind the dialog).
 */
import { useRef } from 'react';
import { dateFormat } from '../../lib/intl/formats.ts';
import type { Tr } from '../../lib/owners/portal-view.ts';
import type { PortalLogout } from '../../stores/owner-portal.ts';
import { useModalDialog } from './use-modal-dialog.ts';

type Props = { t: Tr; lang: string; open: boolean; endsAt: number; logout: PortalLogout; onLogInAgain: () => void; onClose: () => void };

/** Renders the dialog, open while `open`, naming the absolute end `endsAt` (epoch ms). */
export function AbsoluteWarning({ t, lang, open, endsAt, logout, onLogInAgain, onClose }: Props) {
	const close = useRef<HTMLButtonElement>(null);
	const dialog = useModalDialog(open, close);
	const busy = logout.status === 'pending';
	// No end known (Infinity) is never shown, and cannot be formatted.
	const time = Number.isFinite(endsAt) ? dateFormat(lang, 'time', { hour: '2-digit', minute: '2-digit' }).format(endsAt) : '';
	return (
		<dialog
			ref={dialog}
			className="portal-idle"
			aria-labelledby="portal-absolute-title"
			aria-describedby="portal-absolute-text"
			onCancel={(event) => {
				event.preventDefault();
				onClose();
			}}
		>
			<h2 id="portal-absolute-title">{t('portal.absolute.title')}</h2>
			<p id="portal-absolute-text">{t('portal.absolute.text', { time })}</p>
			{/* The live region is always there; the logout's error is added to it (emptied while it is tried again). */}
			<div role="alert">{logout.status === 'failed' ? <p className="portal-error">{t(logout.error)}</p> : null}</div>
			<div className="portal-idle__actions">
				{/* Busy, the button keeps the focus (aria-disabled, not disabled), as the logout's. */}
				<button type="button" className="btn" aria-disabled={busy || undefined} data-busy={busy ? '' : undefined} onClick={busy ? undefined : onLogInAgain}>
					{t('portal.absolute.logInAgain')}
				</button>
				<button ref={close} type="button" className="btn btn-outline" onClick={onClose}>
					{t('portal.absolute.close')}
				</button>
			</div>
		</dialog>
	);
}
