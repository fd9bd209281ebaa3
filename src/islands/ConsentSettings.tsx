/**
 * The cookie settings dialog (spec §4): the five options, the mandatory one checked and disabled,
 * the others as last saved (none ticked before a choice). A modal <dialog>: labelled by its
 * heading, Tab cycles inside it, Escape closes it, and focus returns to where it was.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { acceptAllChoices, consentOptions, mandatoryOption, refuseAllChoices, type ConsentChoices } from '../lib/consent/options.ts';
import { optionLabelKey, optionTextKey, type ConsentStrings } from '../lib/consent/strings.ts';

/** Props: whether it is open, the choices it starts from, the strings and what saving and closing do. */
export type ConsentSettingsProps = {
	open: boolean;
	initial: ConsentChoices;
	strings: ConsentStrings;
	onSave: (choices: ConsentChoices) => void;
	onClose: () => void;
};

const focusable = 'button:not([disabled]), input:not([disabled]), a[href]';

/** The settings dialog of the cookie consent. */
export default function ConsentSettings({ open, initial, strings, onSave, onClose }: ConsentSettingsProps) {
	const dialog = useRef<HTMLDialogElement>(null);
	const [choices, setChoices] = useState(initial);

	useEffect(() => {
		const element = dialog.current;
		if (!open || !element) return;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		setChoices(initial);
		element.showModal();
		return () => {
			element.close();
			const target = opener?.isConnected ? opener : document.getElementById('main');
			target?.focus({ preventScroll: !opener?.isConnected });
		};
		// `initial` is read when the dialog opens only
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [open]);

	const onKeyDown = (event: KeyboardEvent) => {
		if (event.key !== 'Tab' || !dialog.current) return;
		const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
		const [first, last] = [items[0], items[items.length - 1]];
		const edge = event.shiftKey ? first : last;
		if (document.activeElement !== edge) return;
		event.preventDefault();
		(event.shiftKey ? last : first)?.focus();
	};

	return (
		<dialog ref={dialog} className="consent-dialog" aria-labelledby="consent-dialog-title" aria-describedby="consent-dialog-intro"
			onCancel={(event) => (event.preventDefault(), onClose())} onClose={onClose} onKeyDown={onKeyDown}>
			<h2 id="consent-dialog-title">{strings['consent.dialogTitle']}</h2>
			<p id="consent-dialog-intro">{strings['consent.dialogIntro']}</p>
			<ul className="consent-options">
				{consentOptions.map((option) => (
					<li key={option}>
						<input type="checkbox" id={`consent-${option}`} aria-describedby={`consent-${option}-text`}
							checked={choices[option]} disabled={option === mandatoryOption}
							onChange={(event) => setChoices({ ...choices, [option]: event.target.checked })} />
						<label htmlFor={`consent-${option}`}>
							{strings[optionLabelKey(option)]}
							{option === mandatoryOption && <span className="consent-always"> ({strings['consent.alwaysOn']})</span>}
						</label>
						<p id={`consent-${option}-text`}>{strings[optionTextKey(option)]}</p>
					</li>
				))}
			</ul>
			<div className="consent-actions">
				<button type="button" className="btn" onClick={() => onSave(choices)}>{strings['consent.save']}</button>
				<button type="button" className="btn" onClick={() => onSave(acceptAllChoices())}>{strings['consent.acceptAll']}</button>
				<button type="button" className="btn" onClick={() => onSave(refuseAllChoices())}>{strings['consent.refuse']}</button>
				<button type="button" className="btn consent-secondary" onClick={onClose}>{strings['consent.close']}</button>
			</div>
		</dialog>
	);
}
