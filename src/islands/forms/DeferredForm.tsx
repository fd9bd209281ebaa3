import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { fetchOnce } from '../../lib/fetch-once.ts';
import type { DeferredKind } from '../../lib/forms/deferred.ts';
import type { BookedListing } from '../../lib/forms/booked.ts';
import type { RentalParameters } from '../../schemas/requests/index.ts';
import { showReloadNotice } from '../../scripts/reload-notice.ts';
import { loadDeferredForm, type DeferredLoad } from './load-deferred.ts';

/** What every deferred form gets from the page; its strings come from the language's strings file. */
export type DeferredFormProps = {
	kind: DeferredKind;
	locale: Locale;
	privacyHref: string;
	/** The listing of a listing form (0 for the newsletter). */
	propertyId?: number;
	monthlyRent?: number;
	/** The deposit the listing states (`Financial.Deposit`, only beside a published rent); null: 3 months of rent. */
	deposit?: number | null;
	/** The listing's reference and title, which the appointment form hands to its thank-you page. */
	listing?: BookedListing | null;
	rental: RentalParameters;
	/** Shown, as a button that tries again, when the form or its strings cannot be loaded. */
	failText: string;
};

/** The props a form takes, whichever it is. */
type FormProps = Required<Omit<DeferredFormProps, 'kind' | 'failText'>> & { strings: Record<string, string> };

const loaders: Record<DeferredKind, () => Promise<{ default: ComponentType<FormProps> }>> = {
	'contact-property': () => import('./PropertyContactForm.tsx'),
	appointment: () => import('./AppointmentForm.tsx'),
	documents: () => import('./DocumentsForm.tsx'),
	'send-to-friend': () => import('./SendToFriendForm.tsx'),
	offer: () => import('./OfferForm.tsx'),
	'rental-application': () => import('./RentalApplicationForm.tsx'),
	newsletter: () => import('./NewsletterForm.tsx'),
};

/** The strings file of a language, fetched once per page however many forms ask (forgotten when it fails). */
const stringsFile = fetchOnce<Record<string, string>>();

type State = DeferredLoad<ComponentType<FormProps>> | { status: 'loading'; retrying: boolean };

/**
 * A form drawn only in the browser, once it comes into view (see `deferredKinds`; mounted by
 * `src/scripts/deferred-forms.ts`): the build renders no markup for it, and its strings come from
 * the language's strings file. When its code is gone after a deploy (`loadDeferredForm`), its box
 * asks for a reload as a placeholder does (`showReloadNotice`); offline, it offers to try again.
 */
export default function DeferredForm({ kind, locale, failText, propertyId = 0, monthlyRent = 0, deposit = null, listing = null, ...props }: DeferredFormProps) {
	const [state, setState] = useState<State>({ status: 'loading', retrying: false });
	const [attempt, setAttempt] = useState(0);
	const box = useRef<HTMLDivElement>(null);
	// Whether the visitor was on the retry button when the reload notice replaced it.
	const hadFocus = useRef(false);
	useEffect(() => {
		let live = true;
		void loadDeferredForm(loaders[kind], locale, { strings: stringsFile }).then((result) => {
			if (!live) return;
			hadFocus.current = box.current?.contains(document.activeElement) ?? false;
			setState(result);
		});
		return () => {
			live = false;
		};
	}, [kind, locale, attempt]);
	useLayoutEffect(() => {
		// React renders the notice's box empty and never touches its children again: the page's own
		// notice fills it, the same markup as a placeholder's.
		if (state.status !== 'reload' || !box.current) return;
		const button = showReloadNotice(box.current, state.texts);
		if (hadFocus.current) button.focus();
	}, [state]);
	if (state.status === 'ready') return <state.Form {...props} locale={locale} propertyId={propertyId} monthlyRent={monthlyRent} deposit={deposit} listing={listing} strings={state.strings} />;
	if (state.status === 'reload') return <div className="form-pending" ref={box} />;
	if (state.status === 'loading' && !state.retrying) return <div className="form-pending" aria-busy="true" ref={box} />;
	// A try keeps its button, and with it the visitor's focus; a press while trying does nothing.
	const retrying = state.status === 'loading';
	return (
		<div className="form-pending" role={retrying ? undefined : 'alert'} aria-busy={retrying || undefined} ref={box}>
			<button
				type="button"
				className="btn"
				onClick={() => {
					if (retrying) return;
					setState({ status: 'loading', retrying: true });
					setAttempt((n) => n + 1);
				}}
			>
				{failText}
			</button>
		</div>
	);
}
