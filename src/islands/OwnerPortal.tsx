/**
 * The owner portal (issue 6, spec §1): the owner's properties, the selected one's visit figures,
 * 30-day chart and sources, its communications, calendar visits, online media, documents and
 * history, the password change and logout. Hydrated client:only: nothing of it is in the HTML.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { createT } from '../i18n/create-t.ts';
import { ActivityBlocks } from '../components/portal/ActivityBlocks.tsx';
import { HistoryTable } from '../components/portal/HistoryTable.tsx';
import { PasswordForm } from '../components/portal/PasswordForm.tsx';
import { VisitFigures } from '../components/portal/VisitFigures.tsx';
import { $portalCards, $portalSession, $portalStats, $selectedProperty, loadCards, loadSession, logOut, selectProperty } from '../stores/owner-portal.ts';
import type { ImageBase } from '../lib/images/image-url.ts';
import { renderedByReact } from '../lib/react-renderer.ts';

type Props = { lang: string; loginPath: string; cardUrls: string[]; imageBase: ImageBase; labels: Record<string, string> };

/** Renders the portal for the signed-in owner, or sends the visitor to the login page. */
export default function OwnerPortal({ lang, loginPath, cardUrls, imageBase, labels }: Props) {
	const t = useMemo(() => createT(labels, {}), [labels]);
	const session = useStore($portalSession);
	const stats = useStore($portalStats);
	const cards = useStore($portalCards);
	const selected = useStore($selectedProperty);

	useEffect(() => {
		const wanted = Number(new URLSearchParams(location.search).get('property'));
		void loadSession(Number.isInteger(wanted) && wanted > 0 ? wanted : null);
		void loadCards(cardUrls);
	}, []);
	useEffect(() => {
		if (session.status === 'signedOut') location.replace(`${loginPath}${{ none: '', ended: '?ended=1', loggedOut: '?loggedOut=1' }[session.reason]}`);
	}, [session]);
	useEffect(() => {
		if (selected !== null) history.replaceState(history.state, '', `${location.pathname}?property=${selected}`);
	}, [selected]);

	if (session.status === 'loading' || session.status === 'signedOut') return <p role="status">{t('portal.loading')}</p>;
	if (session.status === 'error') return <p role="alert" className="portal-error">{t(session.error)}</p>;
	const nameOf = (id: number) => (cards.get(id) ? `${cards.get(id)!.title} – ${cards.get(id)!.city} (${id})` : t('portal.propertyFallback', { id }));
	return (
		<div className="portal-app">
			<div className="portal-bar">
				<p className="portal-welcome">{t('portal.welcome', { name: session.owner.name })}</p>
				<button type="button" className="btn" onClick={() => void logOut()}>
					{t('portal.logout')}
				</button>
			</div>
			{session.properties.length === 0 ? (
				<p role="alert" className="portal-error">{t('portal.error.personNotFound')}</p>
			) : (
				<>
					<div className="portal-field portal-picker">
						<label htmlFor="portal-property">{t('portal.property')}</label>
						<select id="portal-property" value={selected ?? ''} onChange={(e) => void selectProperty(Number(e.target.value))}>
							{session.properties.map((id) => (
								<option key={id} value={id}>
									{nameOf(id)}
								</option>
							))}
						</select>
					</div>
					{stats.status === 'error' && <p role="alert" className="portal-error">{t(stats.error)}</p>}
					{(stats.status === 'loading' || stats.status === 'idle') && <p role="status">{t('portal.loading')}</p>}
					{stats.status === 'ready' && (
						<div>
							<VisitFigures stats={stats.data.stats} lang={lang} t={t} />
							<ActivityBlocks activity={stats.data.activity} card={cards.get(stats.data.property)} imageBase={imageBase} lang={lang} t={t} />
							<HistoryTable items={stats.data.activity.history} lang={lang} t={t} />
						</div>
					)}
				</>
			)}
			<PasswordForm t={t} />
		</div>
	);
}

renderedByReact(OwnerPortal);
