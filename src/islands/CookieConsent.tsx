/**
 * The cookie consent (spec §4): a banner while no choice is stored (never on a preview path) with
 * Accept all, Refuse (same size and style) and Settings; the settings dialog, also opened by the
 * footer's #cookie-settings button. The state lives in `src/stores/consent.ts`, the rules in
 * `src/lib/consent/`, and every third-party script waits for a choice (`tracking.ts`).
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { acceptAllChoices, initialChoices, refuseAllChoices } from '../lib/consent/options.ts';
import type { TrackingIds } from '../lib/consent/scripts.ts';
import { staleCookies, cookieNames } from '../lib/consent/scripts.ts';
import { withoutSetCookies } from '../lib/consent/storage.ts';
import type { ConsentStrings } from '../lib/consent/strings.ts';
import { applyConsent, pushConsentDefault, removeCookies } from '../lib/consent/tracking.ts';
import * as store from '../stores/consent.ts';
import ConsentSettings from './ConsentSettings.tsx';
import '../styles/consent.css';

export { consentKeys } from '../lib/consent/strings.ts';

/** Props: the strings (`t.pick(consentKeys)`), the configured tracking ids and the cookie policy path. */
export type CookieConsentProps = { strings: ConsentStrings; tracking: TrackingIds; policyHref: string };

/** The consent banner and settings dialog, mounted once per page. */
export default function CookieConsent({ strings, tracking, policyHref }: CookieConsentProps) {
	const consent = useStore(store.$consent);
	const banner = useStore(store.$bannerShown);
	const open = useStore(store.$settingsOpen);
	const region = useRef<HTMLElement>(null);

	useEffect(() => {
		pushConsentDefault();
		// A stored choice comes in through startConsent, a new one through saveConsent: both apply here.
		const stop = store.$consent.listen((value) => value && applyConsent(value, tracking));
		const { cleared } = store.startConsent({ path: location.pathname, search: location.search });
		if (cleared) {
			removeCookies(staleCookies(cookieNames(document.cookie), null));
			history.replaceState(history.state, '', location.pathname + withoutSetCookies(location.search) + location.hash);
		}
		const button = document.getElementById('cookie-settings');
		button?.addEventListener('click', store.openSettings);
		return () => {
			stop();
			button?.removeEventListener('click', store.openSettings);
		};
	}, [tracking]);

	useEffect(() => {
		// A visitor who has not started moving through the page meets the banner first.
		if (banner && document.activeElement === document.body) region.current?.focus({ preventScroll: true });
	}, [banner]);

	return (
		<>
			{banner && (
				<section ref={region} className="consent-banner" aria-labelledby="consent-title" tabIndex={-1}>
					<h2 id="consent-title" className="consent-title">{strings['consent.title']}</h2>
					<p className="consent-text">
						{strings['consent.text']} <a href={policyHref}>{strings['consent.policy']}</a>
					</p>
					<div className="consent-actions">
						<button type="button" className="btn" onClick={() => store.saveConsent(acceptAllChoices())}>{strings['consent.acceptAll']}</button>
						<button type="button" className="btn" onClick={() => store.saveConsent(refuseAllChoices())}>{strings['consent.refuse']}</button>
						<button type="button" className="btn consent-secondary" aria-haspopup="dialog" onClick={store.openSettings}>{strings['consent.settings']}</button>
					</div>
				</section>
			)}
			<ConsentSettings open={open} initial={consent?.choices ?? initialChoices()} strings={strings} onSave={store.saveConsent} onClose={store.closeSettings} />
		</>
	);
}
