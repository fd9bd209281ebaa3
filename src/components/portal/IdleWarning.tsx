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
import type { Tr } from '../../lib/owners/portal-view.ts';
import { busyButton, endTime, SessionDialog } from './SessionDialog.tsx';

type Props = { t: Tr; lang: string; open: boolean; endsAt: number; onStay: () => Promise<boolean> };

/** Renders the dialog, open while `open` (`SessionWarnings` keeps the timer), naming the idle end `endsAt` (epoch ms). */
export function IdleWarning({ t, lang, open, endsAt, onStay }: Props) {
	const [failed, setFailed] = useState(false);
	const [busy, setBusy] = useState(false);
	const stay = useRef<HTMLButtonElement>(null);

	async function stayOn() {
		if (busy) return;
		setBusy(true);
		setFailed(false);
		const renewed = await onStay();
		setBusy(false);
		setFailed(!renewed);
	}
	// The dialog opens on its button and gives the focus back when it closes; the alert is emptied while busy.
	return (
		<SessionDialog
			id="portal-idle"
			open={open}
			first={stay}
			onOpen={() => setFailed(false)}
			onCancel={() => void stayOn()}
			title={t('portal.idle.title')}
			text={t('portal.idle.text', { time: endTime(lang, endsAt) })}
			error={failed ? t('portal.error.api') : null}
		>
			<button ref={stay} type="button" className="btn" {...busyButton(busy)} onClick={() => void stayOn()}>
				{t('portal.idle.stay')}
			</button>
		</SessionDialog>
	);
}
