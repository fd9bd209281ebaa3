/**
 * The owner portal (issue 6, spec §1): the owner's properties, the selected one's visit figures,
 * 30-day chart and sources, its communications, calendar visits, online media, documents and
 * history, the password change and logout. The page's HTML is its loading frame (headings,
 * labels and placeholders of the final size, nothing private); the island fills it in.
 */
import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { localeInfo, type Locale } from '../../i18n/locales.ts';
import { createT } from '../i18n/create-t.ts';
import { PortalView } from '../components/portal/PortalView.tsx';
import { SessionWarnings } from '../components/portal/SessionWarnings.tsx';
import { $portalCards, $portalLastRequest, $portalLogout, $portalOffline, $portalSession, $portalSessionEnd, $portalStats, $selectedProperty, endExpiredSession, loadCards, loadSession, logOut, renewSession, selectProperty } from '../stores/owner-portal.ts';
import type { ImageBase } from '../lib/images/image-url.ts';
import type { CardShards } from '../lib/listing/card-shards.ts';
import { prepareFormats } from '../lib/owners/portal-view.ts';
import { renderedByReact } from '../lib/react-renderer.ts';

type Props = { locale: Locale; loginPath: string; cardShards: CardShards; imageBase: ImageBase; labels: Record<string, string> };

/** Renders the portal for the signed-in owner, or sends the visitor to the login page. */
export default function OwnerPortal({ locale, loginPath, cardShards, imageBase, labels }: Props) {
	const t = useMemo(() => createT(labels, {}), [labels]);
	const lang = localeInfo[locale].lang;
	const session = useStore($portalSession);
	const stats = useStore($portalStats);
	const cards = useStore($portalCards);
	const offline = useStore($portalOffline);
	const selected = useStore($selectedProperty);
	const logout = useStore($portalLogout);
	const lastRequestAt = useStore($portalLastRequest);
	const sessionEnd = useStore($portalSessionEnd);
	// The owner's data is drawn in the background, in slices the browser can answer between: a store
	// update renders at once, in one task as long as the whole portal.
	const shownSession = useDeferredValue(session);
	const shownStats = useDeferredValue(stats);
	const shownCards = useDeferredValue(cards);

	useEffect(() => {
		const wanted = Number(new URLSearchParams(location.search).get('property'));
		void loadSession(Number.isInteger(wanted) && wanted > 0 ? wanted : null);
		prepareFormats(lang);
	}, [lang]);
	useEffect(() => {
		// The cards of the owner's properties (titles and photos), while their figures load.
		if (session.status === 'ready') void loadCards(session.properties, cardShards);
		if (session.status === 'signedOut') location.replace(`${loginPath}${{ none: '', ended: '?ended=1', loggedOut: '?loggedOut=1' }[session.reason]}`);
	}, [session, cardShards, loginPath]);
	useEffect(() => {
		if (selected !== null) history.replaceState(history.state, '', `${location.pathname}?property=${selected}`);
	}, [selected]);

	return (
		<>
			<PortalView
				session={shownSession}
				stats={shownStats}
				logout={logout}
				cards={shownCards}
				offline={offline}
				selected={selected}
				imageBase={imageBase}
				locale={locale}
				lang={lang}
				t={t}
				onSelect={(id) => void selectProperty(id)}
				onLogOut={() => void logOut()}
				onRetry={() => (session.status === 'error' || selected === null ? loadSession(selected) : selectProperty(selected))}
				settled={shownSession === session && shownStats === stats}
			/>
			{session.status === 'ready' && (
				<SessionWarnings t={t} lang={lang} lastRequestAt={lastRequestAt} absoluteEnd={sessionEnd} logout={logout} onStay={() => renewSession()} onLogInAgain={() => void logOut()} onEnd={() => void endExpiredSession()} />
			)}
		</>
	);
}

renderedByReact(OwnerPortal);
