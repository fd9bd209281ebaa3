import { useEffect, useState, type ComponentType } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { renderedByReact } from '../../lib/react-renderer.ts';
import type { RentalParameters } from '../../schemas/requests/index.ts';

/** The forms drawn only in the browser: those of a listing that wait in a closed disclosure, and the footer's newsletter sign-up. */
export type DeferredKind = 'appointment' | 'documents' | 'send-to-friend' | 'offer' | 'rental-application' | 'newsletter';

/** What every deferred form gets: the page's props, without the strings (shared by the page). */
type Props = {
	kind: DeferredKind;
	locale: Locale;
	privacyHref: string;
	/** The listing of a listing form (0 for the newsletter). */
	propertyId?: number;
	monthlyRent?: number;
	rental: RentalParameters;
	/** Id of the page's JSON block holding the strings of its deferred forms. */
	stringsId: string;
};

/** The props a listing form takes, whichever it is. */
type ListingFormProps = Required<Omit<Props, 'kind' | 'stringsId'>> & { strings: Record<string, string> };

const loaders: Record<DeferredKind, () => Promise<{ default: ComponentType<ListingFormProps> }>> = {
	appointment: () => import('./AppointmentForm.tsx'),
	documents: () => import('./DocumentsForm.tsx'),
	'send-to-friend': () => import('./SendToFriendForm.tsx'),
	offer: () => import('./OfferForm.tsx'),
	'rental-application': () => import('./RentalApplicationForm.tsx'),
	newsletter: () => import('./NewsletterForm.tsx'),
};

/** The strings the page wrote once for all its deferred forms. */
function pageStrings(id: string): Record<string, string> {
	const block = document.getElementById(id);
	return block?.textContent ? (JSON.parse(block.textContent) as Record<string, string>) : {};
}

/**
 * A form that is drawn only in the browser, once it comes into view (a listing form when its
 * closed disclosure is opened, the newsletter when the footer scrolls near): the build renders no
 * markup for it, and the strings of all such forms of a page travel once, in a JSON block, instead
 * of once per form.
 */
export default function DeferredForm({ kind, stringsId, propertyId = 0, monthlyRent = 0, ...props }: Props) {
	const [loaded, setLoaded] = useState<{ Form: ComponentType<ListingFormProps>; strings: Record<string, string> } | null>(null);
	useEffect(() => {
		let live = true;
		void loaders[kind]().then((module) => live && setLoaded({ Form: module.default, strings: pageStrings(stringsId) }));
		return () => {
			live = false;
		};
	}, [kind, stringsId]);
	// An element to watch: Astro hydrates a client:visible island when one of its children shows.
	if (!loaded) return <div className="form-pending" aria-busy="true" />;
	return <loaded.Form {...props} propertyId={propertyId} monthlyRent={monthlyRent} strings={loaded.strings} />;
}

renderedByReact(DeferredForm);
