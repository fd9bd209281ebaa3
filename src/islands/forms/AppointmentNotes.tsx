import type { SlotState } from '../../lib/forms/display.ts';
import type { RequestForm } from './use-request-form.ts';

/** The visit request form of the listing's page, in its disclosure. */
const visitRequest = 'request-contact-property';

/** The link to the visit request form; `onFollow` runs first (the values handed over). */
function AskVisit({ t, onFollow }: { t: RequestForm['t']; onFollow?: () => void }) {
	const follow = () => {
		onFollow?.();
		// A disclosure the visitor closed opens, so the form is drawn and shows what was handed over.
		const target = document.getElementById(visitRequest);
		if (target instanceof HTMLDetailsElement) target.open = true;
	};
	return (
		<p>
			<a href={`#${visitRequest}`} onClick={follow}>
				{t('form.appointment.askVisit')}
			</a>
		</p>
	);
}

/**
 * Why the booking form is not shown: no visit planned for this listing (not "full", which would
 * say others took every moment), or every slot booked; both point to the visit request.
 */
export function NoSlots({ t, planning }: { t: RequestForm['t']; planning: SlotState }) {
	return (
		<div className="form-note" role="status">
			<p className={planning === 'none' ? undefined : 'form-done'}>{t(planning === 'none' ? 'form.appointment.none' : 'request.appointment.full')}</p>
			<AskVisit t={t} />
		</div>
	);
}

/**
 * In place of the slots of a form that was sent and found none left: the form and what was typed
 * stay, and the link to the visit request hands the person and remark over to it (`carry.ts`).
 */
export function SlotsGone({ t, onAsk }: { t: RequestForm['t']; onAsk: () => void }) {
	return (
		<div className="form-note" role="status">
			<p>{t('form.appointment.gone')}</p>
			<AskVisit t={t} onFollow={onAsk} />
		</div>
	);
}
