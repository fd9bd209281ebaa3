/**
 * Runs a field's check on blur after the press that moved the focus. A press on another control
 * (the privacy box under a field) blurs the field on pointerdown; a message drawn at once under the
 * field moves that control down before pointerup, and the click lands beside it: the visitor's
 * first press was lost. While a press is held, the check waits until it has ended and its click
 * has been delivered. A blur by keyboard (Tab) checks at once.
 */

/** Whether a mouse button, pen or finger is down on the page. */
let held = false;
if (typeof document !== 'undefined') {
	document.addEventListener('pointerdown', () => (held = true), true);
	for (const type of ['pointerup', 'pointercancel'] as const) document.addEventListener(type, () => (held = false), true);
}

/** The longest a check waits for a press to end (a press released outside the window sends nothing). */
const longestWait = 1500;

/** Runs `check` now, or once the press being held has ended and its click has been delivered. */
export function afterPress(check: () => void): void {
	if (!held) return check();
	let done = false;
	const run = () => {
		if (done) return;
		done = true;
		document.removeEventListener('pointerup', onEnd, true);
		document.removeEventListener('pointercancel', onEnd, true);
		check();
	};
	// After the click the pointerup leads to, which the browser dispatches in the same task.
	const onEnd = () => setTimeout(run, 0);
	document.addEventListener('pointerup', onEnd, true);
	document.addEventListener('pointercancel', onEnd, true);
	setTimeout(run, longestWait);
}
