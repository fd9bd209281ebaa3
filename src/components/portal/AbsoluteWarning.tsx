/**
 * The notice before the owner session's absolute end (12 hours after login, `session-end.ts`): a
 * modal dialog, as the idle warning, that names the time of the end, says for the owner's security
 * it cannot be extended and that they will have to log in again. It offers to log in again now
 * (the portal's logout, then the login page) and to close it; the focus starts on Close, so that a
 * key meant for the page cannot log the owner out. Escape closes it too. A logout the server could
 * not confirm is said in the dialog's alert (the portal's own message is behind the dialog).
 */
import { useRef } from 'react';
import type { Tr } from '../../lib/owners/portal-view.ts';
import type { PortalLogout } from '../../stores/owner-portal.ts';
import { busyButton, endTime, SessionDialog } from './SessionDialog.tsx';

type Props = { t: Tr; lang: string; open: boolean; endsAt: number; logout: PortalLogout; onLogInAgain: () => void; onClose: () => void };

/** Renders the dialog, open while `open`, naming the absolute end `endsAt` (epoch ms). */
export function AbsoluteWarning({ t, lang, open, endsAt, logout, onLogInAgain, onClose }: Props) {
	const close = useRef<HTMLButtonElement>(null);
	const busy = logout.status === 'pending';
	return (
		<SessionDialog
			id="portal-absolute"
			open={open}
			first={close}
			onCancel={onClose}
			title={t('portal.absolute.title')}
			text={t('portal.absolute.text', { time: endTime(lang, endsAt) })}
			error={logout.status === 'failed' ? t(logout.error) : null}
		>
			<div className="portal-idle__actions">
				<button type="button" className="btn" {...busyButton(busy)} onClick={busy ? undefined : onLogInAgain}>
					{t('portal.absolute.logInAgain')}
				</button>
				<button ref={close} type="button" className="btn btn-outline" onClick={onClose}>
					{t('portal.absolute.close')}
				</button>
			</div>
		</SessionDialog>
	);
}
