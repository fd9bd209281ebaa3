import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { keptSlot, readSlots, readSlotState, type SlotState } from '../../lib/forms/display.ts';
import { isOfficeSlot, placedChoices, type PlacedSlot } from '../../lib/forms/slot-place.ts';
import { bookedStorageKey, type BookedAppointment, type BookedListing } from '../../lib/forms/booked.ts';
import { fetchRetrying } from '../../lib/fetch-retry.ts';
import { ContactPreferences, PersonFields } from './PersonFields.tsx';
import RadioGroup from './RadioGroup.tsx';
import RequestFrame from './RequestFrame.tsx';
import { handOver, useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';
import { NoSlots, SlotsGone } from './AppointmentNotes.tsx';

/**
 * The open slots of a property from `/api/appointment-slots`; fetched again after 'appointments are
 * full' and when the visitor asks to try again. A server that could not answer is asked twice more
 * (after 1 s and 3 s) before the form says the slots cannot be loaded.
 */
function useSlots(propertyId: number, reload: unknown): [PlacedSlot[] | 'loading' | 'error', SlotState] {
	const [slots, setSlots] = useState<PlacedSlot[] | 'loading' | 'error'>('loading');
	const [state, setState] = useState<SlotState>('open');
	useEffect(() => {
		let live = true;
		setSlots((shown) => (shown === 'error' ? 'loading' : shown));
		fetchRetrying(`/api/appointment-slots?propertyId=${propertyId}`)
			.then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
			.then((body: unknown) => {
				if (!live) return;
				setState(readSlotState(body));
				setSlots(readSlots(body));
			})
			.catch(() => live && setSlots('error'));
		return () => {
			live = false;
		};
	}, [propertyId, reload]);
	return [slots, state];
}

/** Hands the booked slot and the listing to the thank-you page (`booked.ts`); a tab without storage simply shows the plain thank-you. */
function keepBooked(slot: PlacedSlot | undefined, listing: BookedListing | null): void {
	if (!slot) return;
	const booked: BookedAppointment = { startsAt: slot.startsAt, endsAt: slot.endsAt, listing, office: isOfficeSlot(slot) };
	try {
		sessionStorage.setItem(bookedStorageKey, JSON.stringify(booked));
	} catch {
		// Storage refused (private mode, quota): the thank-you page shows its plain text.
	}
}

/**
 * Booking of one appointment slot for a property (spec §4 confirmed or full); on success the
 * contact-appointment page, which shows the booked day and hours, the listing and, for an office
 * slot, that it takes place at the agency.
 */
function AppointmentForm({ propertyId, listing = null, ...props }: FormProps & { propertyId: number; listing?: BookedListing | null }) {
	const listed = useRef<PlacedSlot[]>([]);
	const form = useRequestForm({ ...props, kind: 'appointment', fixed: { propertyId }, onAccepted: (values) => keepBooked(listed.current.find((slot) => String(slot.id) === values.slotId), listing) });
	const { t, field, state } = form;
	// Asked again by the visitor after the slots could not be loaded.
	const [attempt, setAttempt] = useState(0);
	// The slots are read again after 'appointments are full' and after a chosen slot was refused
	// (it passed or went while the form was open), so the list no longer offers it.
	const slotsStale = state.notice?.message === 'request.appointment.full' || state.errors['slotId'] !== undefined;
	const [slots, planning] = useSlots(propertyId, `${slotsStale ? state.failures : 0}:${attempt}`);
	if (Array.isArray(slots)) listed.current = slots;
	const slotField = field('slotId');
	// The slots read again: a chosen slot no longer open is let go,
	// so no radio shows it chosen while the form would send it again. Only a new list of slots
	// runs this, not a new choice.
	const letGoClosedSlot = useEffectEvent((open: PlacedSlot[]) => {
		const chosen = typeof slotField.value === 'string' ? slotField.value : '';
		if (chosen !== '' && keptSlot(chosen, open) === '') slotField.onValue('');
	});
	useEffect(() => {
		if (Array.isArray(slots)) letGoClosedSlot(slots);
	}, [slots]);
	if (slots === 'loading') return <p className="form-note" role="status">{t('form.appointment.loading')}</p>;
	if (slots === 'error')
		return (
			<div className="form-note" role="status">
				<p>{t('form.appointment.unavailable')}</p>
				<button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
					{t('form.appointment.retry')}
				</button>
			</div>
		);
	// Once sent, a list that comes back empty (the last slot went meanwhile) keeps the form and what was typed.
	if (slots.length === 0 && state.failures === 0) return <NoSlots t={t} planning={planning} />;
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref} submitLabel={t('form.submit.appointment')}>
			{slots.length > 0 ? (
				<RadioGroup field={slotField} choices={placedChoices(slots, props.locale, { office: t('appointment.place.office'), visit: t('appointment.place.visit') })} />
			) : (
				<SlotsGone t={t} onAsk={() => handOver('contact-property', state.values)} />
			)}
			<PersonFields form={form} />
			<ContactPreferences form={form} slots={false} newsletter={false} />
		</RequestFrame>
	);
}

export default boundedForm(AppointmentForm);
