import { useEffect, useState, type ComponentType } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { fetchOnce } from '../../lib/fetch-once.ts';
import { formStringsPath, type DeferredKind } from '../../lib/forms/deferred.ts';
import type { BookedListing } from '../../lib/forms/booked.ts';
import type { RentalParameters } from '../../schemas/requests/index.ts';

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

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Form: ComponentType<FormProps>; strings: Record<string, string> };

/**
 * A form drawn only in the browser, once it comes into view (see `deferredKinds`; mounted by
 * `src/scripts/deferred-forms.ts`): the build renders no markup for it, and its strings come from
 * the language's strings file.
 */
export default function DeferredForm({ kind, locale, failText, propertyId = 0, monthlyRent = 0, deposit = null, listing = null, ...props }: DeferredFormProps) {
	const [state, setState] = useState<State>({ status: 'loading' });
	const [attempt, setAttempt] = useState(0);
	useEffect(() => {
		let live = true;
		Promise.all([loaders[kind](), stringsFile(formStringsPath(locale))]).then(
			([module, strings]) => live && setState({ status: 'ready', Form: module.default, strings }),
			() => live && setState({ status: 'failed' }),
		);
		return () => {
			live = false;
		};
	}, [kind, locale, attempt]);
	if (state.status === 'failed')
		return (
			<div className="form-pending" role="alert">
				<button
					type="button"
					className="btn"
					onClick={() => {
						setState({ status: 'loading' });
						setAttempt((n) => n + 1);
					}}
				>
					{failText}
				</button>
			</div>
		);
	if (state.status === 'loading') return <div className="form-pending" aria-busy="true" />;
	return <state.Form {...props} locale={locale} propertyId={propertyId} monthlyRent={monthlyRent} deposit={deposit} listing={listing} strings={state.strings} />;
}
