/**
 * The portal's modal dialogs (the session's warnings): a `<dialog>` shown with `showModal()` while
 * `open`, which takes the focus on its first control and, when it closes, gives the focus back to
 * what had it before (WCAG 2.4.3), also when the browser closed it itself.
 */
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/** Opens and closes the returned dialog with `open`; `onOpen` runs just before it opens. */
export function useModalDialog(open: boolean, first: RefObject<HTMLElement | null>, onOpen?: () => void): RefObject<HTMLDialogElement | null> {
	const dialog = useRef<HTMLDialogElement>(null);
	const opener = useRef<Element | null>(null);
	const shown = useRef(false);
	const opening = useEffectEvent(() => onOpen?.());

	useEffect(() => {
		const box = dialog.current;
		if (!box) return;
		if (open && !shown.current) {
			shown.current = true;
			opener.current = document.activeElement;
			opening();
			if (!box.open) box.showModal();
			first.current?.focus();
		}
		if (!open && shown.current) {
			shown.current = false;
			if (box.open) box.close();
			if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
		}
	}, [open, first]);
	return dialog;
}
