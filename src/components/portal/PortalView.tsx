/**
 * The owner portal's content in each state of its data. Until the session and the figures are
 * there it shows the final layout (headings, labels, the chart's box) with placeholders of the
 * same size: the page's HTML is this frame, so nothing moves when the data arrives.
 */
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
	/** Asks again for what could not be loaded: the session, or the selected property's figures. */
	onRetry?: () => void;
};

/** An error of the owner API, with a button that asks again (the message says to try again). */
function RetryAlert({ message, t, onRetry }: { message: string; t: Tr; onRetry?: (() => void) | undefined }) {
	return (
		<div className="portal-error-box">
			<p role="alert" className="portal-error">
				{message}
			</p>
			{onRetry && (
				<button type="button" className="btn" onClick={onRetry}>
					{t('portal.error.retry')}
				</button>
			)}
		</div>
	);
}

/** Renders the welcome bar, the property picker, the selected property's blocks and the password form. */
export function PortalView({ session, stats, logout = { status: 'idle' }, cards, offline = new Set(), selected, imageBase, locale, lang, t, onSelect, onLogOut, onRetry }: Props) {
	if (session.status === 'error') return <RetryAlert message={t(session.error)} t={t} onRetry={onRetry} />;
	const ready = session.status === 'ready' ? session : undefined;
	const data = stats.status === 'ready' ? stats.data : undefined;
	const loading = !ready || (ready.properties.length > 0 && !data && stats.status !== 'error');
	const nameOf = (id: number) => propertyName(id, cards.get(id), offline.has(id), t);
	return (
		<div className="portal-app">
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
				<p role="alert" className="portal-error">{t('portal.error.personNotFound')}</p>
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
					{stats.status === 'error' ? (
						<RetryAlert message={t(stats.error)} t={t} onRetry={onRetry} />
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
