import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { widgetAttributes } from '../../lib/forms/captcha-widget.ts';
import { fetchRetrying } from '../../lib/fetch-retry.ts';
import type { AltchaWidgetElement } from 'altcha/types/generic';

/**
 * What the form asks of the captcha: a solved payload (solving first if needed; null when solving
 * failed; a rejection when the widget's script could not be loaded, as offline), or a fresh start.
 */
export type CaptchaHandle = { solve: () => Promise<string | null>; reset: () => void };

/**
 * Loads the widget and its texts for a language (only once the visitor starts using a form). The
 * widget asks for its challenge through a fetch that tries again after 1 s and 3 s when the server
 * could not answer (a function waking up), so a passing failure never reaches the visitor as a
 * refused security check.
 */
async function loadWidget(locale: Locale): Promise<void> {
	await import('altcha');
	globalThis.$altcha.defaults.set('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
		input instanceof Request ? fetch(input, init) : fetchRetrying(String(input), { fetcher: (url) => fetch(url, init) }),
	);
	if (locale === 'nl') await import('altcha/i18n/nl');
	else if (locale === 'fr') await import('altcha/i18n/fr-fr');
	else if (locale === 'de') await import('altcha/i18n/de');
	else await import('altcha/i18n/en');
}

/** Waits until a widget that is solving is done: its payload, or null when it failed. */
function settled(el: AltchaWidgetElement): Promise<string | null> {
	return new Promise((resolve) => {
		const done = (e: Event) => {
			const { state, payload } = (e as CustomEvent<{ state: string; payload?: string }>).detail;
			if (state === 'verifying') return;
			el.removeEventListener('statechange', done);
			resolve(state === 'verified' ? (payload ?? null) : null);
		};
		el.addEventListener('statechange', done);
	});
}

/**
 * Waits until a widget just added to the page can be called: its methods exist only once it has
 * mounted, which it announces with its `load` event (ALTCHA's README, "Events").
 */
function methodsReady(el: AltchaWidgetElement): Promise<void> {
	if (typeof el.verify === 'function') return Promise.resolve();
	return new Promise((resolve) => el.addEventListener('load', () => resolve(), { once: true }));
}

type Props = { ref: Ref<CaptchaHandle>; id: string; locale: Locale; legend: string; message: string | null };

/** The self-hosted ALTCHA widget in a fieldset, its payload kept for the submit (settings in captcha-widget.ts). */
export default function Captcha({ ref, id, locale, legend, message }: Props) {
	const host = useRef<HTMLDivElement>(null);
	const widget = useRef<AltchaWidgetElement | null>(null);
	const payload = useRef<string | null>(null);
	const ready = useRef<() => Promise<void>>(() => Promise.resolve());
	useEffect(() => {
		let live = true;
		let loading: Promise<void> | null = null;
		const form = host.current?.closest('form');
		// The widget's script is a third of a form page's JavaScript: it loads when the visitor first
		// focuses the form (or submits it), then starts solving at once in its worker.
		const load = () =>
			(loading ??= loadWidget(locale).then(() => {
				if (!live || !host.current) return;
				const el = document.createElement('altcha-widget');
				for (const [name, value] of Object.entries(widgetAttributes(locale))) el.setAttribute(name, value);
				el.addEventListener('statechange', (e) => {
					const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
					payload.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
				});
				host.current.append(el);
				widget.current = el;
				return methodsReady(el);
			}).then(() => {
				const el = widget.current;
				if (live && el && form?.contains(document.activeElement)) void el.verify().catch(() => undefined);
			}).catch((error: unknown) => {
				// Not kept: the next load, by solve() at the next submit, asks for the script again.
				loading = null;
				throw error;
			}));
		ready.current = load;
		// A widget that could not load (offline) is asked for again by solve(), which rejects when it cannot.
		const loadOnFocus = () => void load().catch(() => undefined);
		// The focus may be in the form already: its island is hydrated when the visitor first reaches for it.
		if (form?.contains(document.activeElement)) loadOnFocus();
		else form?.addEventListener('focusin', loadOnFocus, { once: true });
		return () => {
			live = false;
			form?.removeEventListener('focusin', loadOnFocus);
			widget.current?.remove();
		};
	}, [locale]);
	useEffect(() => {
		const box = widget.current?.querySelector('input[type="checkbox"]');
		if (message) box?.setAttribute('aria-describedby', `${id}-error`);
		else box?.removeAttribute('aria-describedby');
	}, [message, id]);
	useImperativeHandle(ref, () => ({
		async solve() {
			if (payload.current) return payload.current;
			await ready.current();
			const el = widget.current;
			if (!el) return null;
			const state: string = el.getState();
			if (state === 'verifying') return settled(el);
			const result = await el.verify().catch(() => null);
			return result?.payload ?? payload.current;
		},
		reset() {
			payload.current = null;
			widget.current?.reset();
		},
	}));
	return (
		<fieldset id={id} className="form-group form-captcha" data-invalid={message ? '' : undefined}>
			<legend>{legend}</legend>
			<div ref={host} className="form-captcha__widget" />
			{message && <p className="form-error" id={`${id}-error`}>{message}</p>}
		</fieldset>
	);
}
