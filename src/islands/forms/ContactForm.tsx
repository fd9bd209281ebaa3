import { useEffect, useRef, useState } from 'react';
import { sharedIds } from '../../lib/favourites/favourites.ts';
import type { CardShards } from '../../lib/listing/card-shards.ts';
import { fetchCards } from '../../lib/listing/fetch-cards.ts';
import { goals } from '../../schemas/requests/index.ts';
import FileField from './FileField.tsx';
import { AddressFields, ContactPreferences, PersonFields } from './PersonFields.tsx';
import RadioGroup from './RadioGroup.tsx';
import RequestFrame from './RequestFrame.tsx';
import { useRequestForm, type FormProps, type RequestForm } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';

/** A listing the request is about: its title and page once its card is read, else its number. */
type About = { id: number; title: string | null; path: string | null; lang: string | null };

/**
 * The listings of the favourites a visitor asks about: the page's `?ids=` (the favourites page's
 * "Ask us about these properties"), named by their cards once read. When every card file was read,
 * an id without a card (a listing no longer online, a link typed by hand) is left out; when a file
 * could not be read, its listings are named by their numbers and still sent. Once the visitor takes
 * the list away, cards read later do not bring it back.
 */
function useAbout(cardShards: CardShards | undefined): [About[], () => void] {
	const [about, setAbout] = useState<About[]>([]);
	const removed = useRef(false);
	useEffect(() => {
		const ids = sharedIds(location.search) ?? [];
		if (ids.length === 0) return;
		// The language switcher keeps the list this contact is about (`data-carry-query` of the form's box).
		void import('../../scripts/carry-query.ts');
		setAbout(ids.map((id) => ({ id, title: null, path: null, lang: null })));
		if (!cardShards) return;
		let current = true;
		void fetchCards(ids, cardShards).then(({ cards, complete }) => {
			if (!current || removed.current) return;
			setAbout(ids.flatMap((id): About[] => {
				const card = cards.get(id);
				if (card) return [{ id, title: card.title, path: card.path, lang: card.titleLang }];
				return complete ? [] : [{ id, title: null, path: null, lang: null }];
			}));
		});
		return () => {
			current = false;
		};
	}, [cardShards]);
	return [
		about,
		() => {
			removed.current = true;
			setAbout([]);
		},
	];
}

/** The list of the listings asked about, with a button to send the request without them. */
function AboutList({ form, about, onRemove }: { form: RequestForm; about: About[]; onRemove: () => void }) {
	const { t } = form;
	const count = about.length;
	return (
		<div className="form-about" role="group" aria-labelledby="contact-about-title">
			<p id="contact-about-title">{t(count === 1 ? 'form.contact.about.one' : 'form.contact.about.other', { count })}</p>
			<ul>
				{about.map((item) => (
					<li key={item.id}>
						{item.title && item.path ? <a href={item.path} lang={item.lang ?? undefined}>{item.title}</a> : t('form.contact.about.number', { id: item.id })}
					</li>
				))}
			</ul>
			<button
				type="button"
				className="btn btn-outline"
				onClick={(event) => {
					// The button goes with the list: the focus moves on to the form's first field.
					const form = event.currentTarget.closest('form');
					onRemove();
					form?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')?.focus();
				}}
			>
				{t('form.contact.about.remove')}
			</button>
		</div>
	);
}

/**
 * The contact page form (spec §3): title, names, email, phone, address, goal, an optional CV,
 * remark, contact time slots and newsletter opt-in; on success the site-contact thank-you page.
 * Opened from the favourites (`?ids=`), it names those listings and sends them as `propertyIds`.
 */
function ContactForm(props: FormProps & { cardShards?: CardShards }) {
	const [about, clearAbout] = useAbout(props.cardShards);
	const form = useRequestForm({ ...props, kind: 'contact', fixed: about.length > 0 ? { propertyIds: about.map((item) => item.id) } : {} });
	const { t, field } = form;
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref}>
			{about.length > 0 && <AboutList form={form} about={about} onRemove={clearAbout} />}
			<PersonFields form={form} />
			<AddressFields form={form} />
			<RadioGroup field={field('goal')} inline choices={goals.map((g) => ({ value: g, label: t(`form.goal.${g}`) }))} />
			<FileField form={form} hint={t('form.contact.cvHint')} />
			<ContactPreferences form={form} />
		</RequestFrame>
	);
}

export default boundedForm(ContactForm);
