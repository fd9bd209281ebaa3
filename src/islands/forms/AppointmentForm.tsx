import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { appointmentChoice, keptSlot, readSlots, readSlotState, type OpenSlot, type SlotState } from '../../lib/forms/display.ts';
import { bookedStorageKey, type BookedAppointment, type BookedListing } from '../../lib/forms/booked.ts';
import { fetchRetrying } from '../../lib/fetch-retry.ts';
import { ContactPreferences, PersonFields } from './PersonFields.tsx';
import RadioGroup from './RadioGroup.tsx';
import RequestFrame from './RequestFrame.tsx';
import { useRequestForm, type FormProps } from './use-request-form.ts';
import { boundedForm } from './FormBoundary.tsx';

/**
 * The open slots of a property from `/api/appointment-slots`; fetched again after 'appointments are
 * full' and when the visitor asks to try again. A server that could not answer is asked twice more
 * (after 1 s and 3 s) before the form says the slots cannot be loaded.
 */
function useSlots(propertyId: number, reload: unknown): [OpenSlot[] | 'loading' | 'error', SlotState] {
	const [slots, setSlots] = useState<OpenSlot[] | 'loading' | 'error'>('loading');
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
function keepBooked(slot: OpenSlot | undefined, listing: BookedListing | null): void {
	if (!slot) return;
	const booked: BookedAppointment = { startsAt: slot.startsAt, endsAt: slot.endsAt, listing };
	try {
		sessionStorage.setItem(bookedStorageKey, JSON.stringify(booked));
	} catch {
		// Storage refused (private mode, quota): the thank-you page shows its plain text.
	}
}

/**
 * Booking of one appointment slot for a property (spec §4 confirmed or full); on success the
 * contact-appointment page, which shows the booked day and hours and the listing.
 */
function AppointmentForm({ propertyId, listing = null, ...props }: FormProps & { propertyId: number; listing?: BookedListing | null }) {
	const listed = useRef<OpenSlot[]>([]);
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
	const letGoClosedSlot = useEffectEvent((open: OpenSlot[]) => {
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
	if (slots.length === 0 && planning === 'none')
		// No visit planned for this listing: not "full", which would say others took every moment.
		return (
			<div className="form-note" role="status">
				<p>{t('form.appointment.none')}</p>
				<p>
					<a href="#request-contact-property">{t('form.appointment.askVisit')}</a>
				</p>
			</div>
		);
	if (slots.length === 0) return <p className="form-done" role="status">{t('request.appointment.full')}</p>;
	return (
		<RequestFrame form={form} privacyHref={props.privacyHref} submitLabel={t('form.submit.appointment')}>
			<RadioGroup field={slotField} choices={slots.map((slot) => appointmentChoice(slot, props.locale))} />
			<PersonFields form={form} />
			<ContactPreferences form={form} slots={false} newsletter={false} />
		</RequestFrame>
	);
}

export default boundedForm(AppointmentForm);
