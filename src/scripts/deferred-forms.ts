/**
 * Mounts the forms drawn only in the browser (see `deferredKinds`) when their placeholder comes
 * near the viewport: a placeholder in a closed disclosure waits until it is opened. React and the
 * form's code load only then. The page carries a placeholder with the form's props as JSON in
 * `data-deferred-form` (those its forms share on an ancestor, in `data-deferred-shared`), and no
 * Astro island: nothing to hydrate, as nothing was rendered.
 */
import type { DeferredFormProps } from '../islands/forms/DeferredForm.tsx';
import { loadRetrying } from '../lib/fetch-retry.ts';
import { whenNear } from '../lib/when-near.ts';

/** How far outside the viewport a placeholder may be when its form starts loading. */
const margin = '200px';

/**
 * Watches every placeholder under `root` once; returns how many it found. A placeholder inside an
 * element with `data-load-offset` (the footer's body, spec §9) loads within that many pixels of
 * the viewport instead: the footer's form, not the whole footer, so that a short page whose footer
 * shows at once loads no form code until the form itself is near.
 */
export function watchDeferredForms(root: ParentNode = document): number {
	const placeholders = [...root.querySelectorAll<HTMLElement>('[data-deferred-form]')];
	for (const placeholder of placeholders) {
		const offset = Number(placeholder.closest<HTMLElement>('[data-load-offset]')?.dataset.loadOffset);
		whenNear(placeholder, () => void mount(placeholder), Number.isFinite(offset) ? `${offset}px` : margin);
	}
	return placeholders.length;
}

/**
 * The props of a placeholder's form: its own (`data-deferred-form`) over those its forms share on
 * the nearest ancestor that gives them (`data-deferred-shared`, the five forms of a listing).
 */
export function deferredFormProps(placeholder: HTMLElement): DeferredFormProps {
	const shared = placeholder.closest<HTMLElement>('[data-deferred-shared]')?.dataset.deferredShared;
	return { ...(shared ? JSON.parse(shared) : {}), ...JSON.parse(placeholder.dataset.deferredForm ?? '{}') } as DeferredFormProps;
}

/** Mounts the form of a placeholder; its code is asked for again after 1 s and 3 s when it could not be loaded. */
async function mount(placeholder: HTMLElement): Promise<void> {
	const props = deferredFormProps(placeholder);
	const { mountDeferredForm } = await loadRetrying(() => import('../islands/forms/mount-deferred.tsx'));
	keepFocusInView(placeholder);
	mountDeferredForm(placeholder, props);
}

/** When the focus last moved, to tell a keyboard step from the visitor's own scrolling since. */
let focusMovedAt = Number.NEGATIVE_INFINITY;
if (typeof document !== 'undefined') document.addEventListener('focusin', () => void (focusMovedAt = performance.now()));

/** How long after a focus move a form growing above it may bring the focus back into view. */
const focusGrace = 2000;

/** How long a mounted form is watched for growth (its code and strings load in that time). */
const growthWatch = 10_000;

/**
 * Keeps the focus in view while the form of a placeholder above it grows to its full height (WCAG
 * 2.4.11): going back up a listing page with Shift+Tab, the focus lands on a request line whose
 * open neighbour above mounts its form as it comes near, and the 20rem placeholder became some
 * 1,200 px of form at phone width, pushing the focused line below the screen. Only a focus that
 * moved just before is brought back: a visitor who scrolled away since keeps the page where it is.
 */
function keepFocusInView(placeholder: HTMLElement): void {
	if (typeof ResizeObserver === 'undefined') return;
	const observer = new ResizeObserver(() => {
		const focused = document.activeElement;
		if (!(focused instanceof HTMLElement) || placeholder.contains(focused)) return;
		if (!(placeholder.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
		if (performance.now() - focusMovedAt > focusGrace) return;
		const box = focused.getBoundingClientRect();
		if (box.bottom < 0 || box.top > window.innerHeight) focused.scrollIntoView({ block: 'nearest' });
	});
	observer.observe(placeholder);
	setTimeout(() => observer.disconnect(), growthWatch);
}
