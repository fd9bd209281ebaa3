/**
 * The owner portal's content in each state of its data. Until the session and the figures are
 * there it shows the final layout (headings, labels, the chart's box) with placeholders of the
 * same size: the page's HTML is this frame, so nothing moves when the data arrives.
 */
import { useEffect, useRef, useState, type Ref } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import type { CardView } from '../../lib/listing/card.ts';
import type { ImageBase } from '../../lib/images/image-url.ts';
import { propertyName, type Tr } from '../../lib/owners/portal-view.ts';
import type { PortalLogout, PortalSession, PortalStats } from '../../stores/owner-portal.ts';
import { ActivityBlocks } from './ActivityBlocks.tsx';
import { HistoryTable } from './HistoryTable.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { Skeleton } from './Skeleton.tsx';
import { VisitFigures } from './VisitFigures.tsx';

type Props = {
	session: PortalSession;
	stats: PortalStats;
	logout?: PortalLogout;
	cards: Map<number, CardView>;
	/** The owner's properties no longer on the site. */
	offline?: ReadonlySet<number>;
	selected: number | null;
	imageBase: ImageBase;
	locale: Locale;
	lang: string;
	t: Tr;
	onSelect?: (id: number) => void;
	onLogOut?: () => void;
	/** Asks again for what could not be loaded: the session, or the selected property's figures; resolves once the answer is in the store. */
	onRetry?: () => Promise<unknown> | void;
	/** Whether the shown session and figures are the store's latest (the island draws them deferred): a retry's outcome is focused only then. */
	settled?: boolean;
};

/** A retry under way (`busy`), or answered and waiting for the view to show its outcome (`settling`). */
type Retry = { kind: 'session' | 'stats'; phase: 'busy' | 'settling' } | null;

type RetryAlertProps = { message: string; t: Tr; busy: boolean; onRetry?: (() => void) | undefined; announceBusy?: boolean; boxRef?: Ref<HTMLDivElement> };

/**
 * An error of the owner API, with a button that asks again (the message says to try again). While
 * it asks, the button stays in place with the focus (aria-disabled, as the logout's) and the alert
 * is empty; its message comes back into the alert when the retry fails again, so a screen reader
 * says it again (WCAG 4.1.3), as it would not for the same text left in place.
 */
function RetryAlert({ message, t, busy, onRetry, announceBusy = false, boxRef }: RetryAlertProps) {
	return (
		<div className="portal-error-box" ref={boxRef}>
			{announceBusy && (
				<p role="status" className="vh">
					{busy ? t('portal.loading') : ''}
				</p>
			)}
			{/* The live region is always there; its text is added to it (an alert inserted with its text is often not read). */}
			<div role="alert">{!busy && <p className="portal-error">{message}</p>}</div>
			{onRetry && (
				<button type="button" className="btn" aria-disabled={busy || undefined} data-busy={busy ? '' : undefined} onClick={busy ? undefined : onRetry}>
					{t('portal.error.retry')}
				</button>
			)}
		</div>
	);
}

/** Renders the welcome bar, the property picker, the selected property's blocks and the password form. */
export function PortalView({ session, stats, logout = { status: 'idle' }, cards, offline = new Set(), selected, imageBase, locale, lang, t, onSelect, onLogOut, onRetry, settled = true }: Props) {
	const [retry, setRetry] = useState<Retry>(null);
	const root = useRef<HTMLDivElement>(null);
	const focusOutcome = useRef(false);

	async function retryNow(kind: 'session' | 'stats') {
		if (retry || !onRetry) return;
		setRetry({ kind, phase: 'busy' });
		await onRetry();
		setRetry({ kind, phase: 'settling' });
	}
	// The retry is over once the view shows the store's answer: the alert and its button, which held
	// the focus meanwhile, then give way to the content, or show the error again.
	useEffect(() => {
		if (retry?.phase === 'settling' && settled) {
			focusOutcome.current = true;
			setRetry(null);
		}
	}, [retry, settled]);
	// The focus goes to what came (WCAG 2.4.3), not to the page: the retry button again when it failed
	// (it stayed where it was), else the figures' heading, else the portal's own alert (no properties).
	useEffect(() => {
		if (retry || !focusOutcome.current) return;
		focusOutcome.current = false;
		// Not when the owner has gone on elsewhere meanwhile (the property picker, the password form).
		const active = document.activeElement;
		if (active && active !== document.body && !active.closest('.portal-error-box')) return;
		const box = root.current;
		const target = box?.querySelector<HTMLElement>('.portal-error-box .btn') ?? box?.querySelector<HTMLElement>('#portal-visits-title') ?? box?.querySelector<HTMLElement>('#portal-no-properties');
		target?.focus();
	});

	if (session.status === 'error' || retry?.kind === 'session') {
		const message = session.status === 'error' ? t(session.error) : '';
		return <RetryAlert boxRef={root} message={message} t={t} busy={retry !== null} announceBusy onRetry={onRetry && (() => void retryNow('session'))} />;
	}
	const ready = session.status === 'ready' ? session : undefined;
	const data = stats.status === 'ready' ? stats.data : undefined;
	const loading = !ready || (ready.properties.length > 0 && !data && stats.status !== 'error');
	const nameOf = (id: number) => propertyName(id, cards.get(id), offline.has(id), t);
	return (
		<div className="portal-app" ref={root}>
			<p role="status" className="vh">
				{loading ? t('portal.loading') : ''}
			</p>
			<div className="portal-bar">
				<p className="portal-welcome">{ready ? t('portal.welcome', { name: ready.owner.name }) : <Skeleton width="12em" />}</p>
				<button type="button" className="btn" disabled={!ready} aria-disabled={logout.status === 'pending' || undefined} data-busy={logout.status === 'pending' ? '' : undefined} aria-describedby={logout.status === 'failed' ? 'portal-logout-error' : undefined} onClick={onLogOut}>
					{t(logout.status === 'failed' ? 'portal.logoutRetry' : 'portal.logout')}
				</button>
			</div>
			{logout.status === 'failed' && (
				<p id="portal-logout-error" role="alert" className="portal-error">
					{t(logout.error)}
				</p>
			)}
			{ready?.properties.length === 0 ? (
				<p id="portal-no-properties" role="alert" className="portal-error" tabIndex={-1}>
					{t('portal.error.personNotFound')}
				</p>
			) : (
				<>
					<div className="portal-field portal-picker">
						<label htmlFor="portal-property">{t('portal.property')}</label>
						<select id="portal-property" value={selected ?? ''} disabled={!ready} onChange={(e) => onSelect?.(Number(e.target.value))}>
							{ready ? (
								ready.properties.map((id) => (
									<option key={id} value={id}>
										{nameOf(id)}
									</option>
								))
							) : (
								<option value="">{t('portal.loading')}</option>
							)}
						</select>
					</div>
					{stats.status === 'error' || retry?.kind === 'stats' ? (
						<RetryAlert message={stats.status === 'error' ? t(stats.error) : ''} t={t} busy={retry !== null} onRetry={onRetry && (() => void retryNow('stats'))} />
					) : (
						<div>
							<VisitFigures stats={data?.stats} lang={lang} t={t} />
							<ActivityBlocks activity={data?.activity} card={data ? cards.get(data.property) : undefined} offline={data ? offline.has(data.property) : false} imageBase={imageBase} locale={locale} lang={lang} t={t} />
							<HistoryTable items={data?.activity.history} total={data?.activity.totals.history} lang={lang} t={t} />
						</div>
					)}
				</>
			)}
			<PasswordForm t={t} disabled={!ready} email={ready?.owner.email} />
		</div>
	);
}
