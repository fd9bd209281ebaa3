/**
 * The shell of the session's warnings (`IdleWarning`, `AbsoluteWarning`): a modal `<dialog>`
 * (`useModalDialog`) named by its title and described by its text, with an alert that is always in
 * the dialog and holds an error only while there is one (so each failed try is said again), and the
 * dialog's buttons. Escape runs `onCancel` instead of closing the dialog by itself.
 */
import type { ReactNode, RefObject } from 'react';
import { dateFormat } from '../../lib/intl/formats.ts';
import { useModalDialog } from './use-modal-dialog.ts';

type Props = {
	/** The prefix of the ids of its title and text. */
	id: string;
	open: boolean;
	/** The control that takes the focus when the dialog opens. */
	first: RefObject<HTMLElement | null>;
	onOpen?: () => void;
	onCancel: () => void;
	title: string;
	text: string;
	/** The error to say, or null. */
	error: string | null;
	children: ReactNode;
};

/** Renders the dialog, open while `open`. */
export function SessionDialog({ id, open, first, onOpen, onCancel, title, text, error, children }: Props) {
	const dialog = useModalDialog(open, first, onOpen);
	return (
		<dialog
			ref={dialog}
			className="portal-idle"
			aria-labelledby={`${id}-title`}
			aria-describedby={`${id}-text`}
			onCancel={(event) => {
				event.preventDefault();
				onCancel();
			}}
		>
			<h2 id={`${id}-title`}>{title}</h2>
			<p id={`${id}-text`}>{text}</p>
			<div role="alert">{error === null ? null : <p className="portal-error">{error}</p>}</div>
			{children}
		</dialog>
	);
}

/**
 * The attributes of a button that is busy: it keeps the focus (aria-disabled, not disabled), as the logout's.
 * @example busyButton(true) // => { 'aria-disabled': true, 'data-busy': '' }
 */
export const busyButton = (busy: boolean) => ({ 'aria-disabled': busy || undefined, 'data-busy': busy ? '' : undefined });

/**
 * The time of a session's end, hours and minutes in the page's language; '' for no end (Infinity).
 * @example endTime('nl', Date.parse('2026-12-07T13:05:00Z')) // => '14:05' on a device in Brussels (the device's time zone)
 */
export function endTime(lang: string, endsAt: number): string {
	return Number.isFinite(endsAt) ? dateFormat(lang, 'time', { hour: '2-digit', minute: '2-digit' }).format(endsAt) : '';
}
