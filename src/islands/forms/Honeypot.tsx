import type { Ref } from 'react';

/**
 * The honeypot field `website`: off screen, hidden from assistive technology, out of the tab order
 * and never filled in by the browser. People leave it empty; a bot that fills it gets a success
 * answer and nothing is stored or sent.
 */
export default function Honeypot({ inputRef, id, label }: { inputRef: Ref<HTMLInputElement>; id: string; label: string }) {
	return (
		<div className="form-honeypot" aria-hidden="true">
			<label htmlFor={id}>{label}</label>
			<input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
		</div>
	);
}
