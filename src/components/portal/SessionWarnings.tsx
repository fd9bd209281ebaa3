/**
 * The owner session's two warnings and its end on this device (`session-end.ts`): the idle warning
 * (`IdleWarning.tsx`) before the idle end, the notice (`AbsoluteWarning.tsx`) before the absolute
 * end, which wins when both are due, and at whichever end comes first the session is ended and the
 * login page says so. One timer runs to the next change of phase.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { sessionLimits, sessionPhase, type SessionLimits } from '../../lib/owners/session-end.ts';
import type { Tr } from '../../lib/owners/portal-view.ts';
import type { PortalLogout } from '../../stores/owner-portal.ts';
import { AbsoluteWarning } from './AbsoluteWarning.tsx';
import { IdleWarning } from './IdleWarning.tsx';

type Props = {
	t: Tr;
	lang: string;
	/** When the portal last sent an owner API request the server authenticated (epoch ms). */
	lastRequestAt: number;
	/** The absolute end on this device's clock (epoch ms; Infinity when unknown). */
	absoluteEnd: number;
	logout: PortalLogout;
	limits?: SessionLimits;
	onStay: () => Promise<boolean>;
	onLogInAgain: () => void;
	onEnd: () => void;
};

/** Renders both dialogs (closed until their warning) and keeps the timer that opens them and ends the session. */
export function SessionWarnings({ t, lang, lastRequestAt, absoluteEnd, logout, limits = sessionLimits, onStay, onLogInAgain, onEnd }: Props) {
	const [tick, setTick] = useState(0);
	// Closing the absolute end's notice holds for that end only: a newer session the tab takes on
	// (another tab's login, `rereadStep`) has its own end, and its own notice.
	const [dismissedEnd, setDismissedEnd] = useState<number | null>(null);
	const state = sessionPhase({ lastRequestAt, absoluteEnd, dismissedEnd }, Date.now(), limits);
	const end = useEffectEvent(onEnd);

	// One timer to the next change; a tab woken from sleep looks again at once (its timers waited).
	useEffect(() => {
		const now = sessionPhase({ lastRequestAt, absoluteEnd, dismissedEnd }, Date.now(), limits);
		if (now.phase === 'ended') return end();
		const timer = setTimeout(() => setTick((n) => n + 1), now.changesInMs);
		const wake = () => document.visibilityState === 'visible' && setTick((n) => n + 1);
		document.addEventListener('visibilitychange', wake);
		return () => {
			clearTimeout(timer);
			document.removeEventListener('visibilitychange', wake);
		};
	}, [lastRequestAt, absoluteEnd, dismissedEnd, limits, tick]);

	function dismiss() {
		setDismissedEnd(absoluteEnd);
		// Closing it shows the owner is there: a session that would end as idle before its absolute
		// end (no warning would come now) is renewed, so the end the notice named holds.
		if (lastRequestAt + limits.idleMs < absoluteEnd) void onStay();
	}
	return (
		<>
			<IdleWarning t={t} lang={lang} open={state.phase === 'idleWarning'} endsAt={lastRequestAt + limits.idleMs} onStay={onStay} />
			<AbsoluteWarning t={t} lang={lang} open={state.phase === 'absoluteWarning'} endsAt={absoluteEnd} logout={logout} onLogInAgain={onLogInAgain} onClose={dismiss} />
		</>
	);
}
