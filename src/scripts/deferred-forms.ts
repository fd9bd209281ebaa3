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
import { fetchReloadTexts, showReloadNotice } from './reload-notice.ts';

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
		whenNear(placeholder, () => void mountPlaceholder(placeholder), Number.isFinite(offset) ? `${offset}px` : margin);
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

/** The code that draws a deferred form, asked for again after 1 s and 3 s when it could not be loaded. */
const loadFormCode = () => loadRetrying(() => import('../islands/forms/mount-deferred.tsx'));

/** What mounting takes besides the placeholder: the form's code and the fetch, replaceable in tests. */
export type MountOptions = {
	load?: () => Promise<Pick<Awaited<ReturnType<typeof loadFormCode>>, 'mountDeferredForm'>>;
	fetcher?: (url: string) => Promise<Response>;
};

/**
 * Mounts the form of a placeholder. When its code cannot be loaded after the retries, the
 * placeholder stops being busy and says why (`showLoadFailure`) instead of staying empty.
 */
export async function mountPlaceholder(placeholder: HTMLElement, options: MountOptions = {}): Promise<void> {
	const { load = loadFormCode, fetcher = (url: string) => fetch(url) } = options;
	const props = deferredFormProps(placeholder);
	let code: Awaited<ReturnType<typeof load>>;
	try {
		code = await load();
	} catch {
		await showLoadFailure(placeholder, props, fetcher, () => void mountPlaceholder(placeholder, options));
		return;
	}
	keepFocusInView(placeholder);
	code.mountDeferredForm(placeholder, props);
}

/**
 * What a placeholder says when its form's code could not be loaded. The site answering for the
 * language's strings file (not fingerprinted: every deploy has it) while the code did not is a
 * deploy since the page was opened: its `/_astro/` files are gone, and the placeholder asks for a
 * reload in the words of that file (`showReloadNotice`). When the file does not answer either,
 * the visitor is offline and a reload would lose the page: the placeholder shows the page's
 * server-error text (`failText`) as a button that tries again, as the form itself does.
 */
async function showLoadFailure(placeholder: HTMLElement, props: DeferredFormProps, fetcher: (url: string) => Promise<Response>, retry: () => void): Promise<void> {
	const texts = await fetchReloadTexts(props.locale, fetcher);
	if (texts) {
		showReloadNotice(placeholder, texts);
		return;
	}
	// A button already there (a retry that failed again) stays, and with it the visitor's focus.
	let button = placeholder.querySelector<HTMLButtonElement>('button[data-retry]');
	if (!button) {
		button = placeholder.ownerDocument.createElement('button');
		button.type = 'button';
		button.className = 'btn';
		button.dataset.retry = '';
		button.textContent = props.failText;
		button.addEventListener('click', () => {
			if (placeholder.getAttribute('aria-busy') === 'true') return;
			// The form, once drawn here, is no alert.
			placeholder.removeAttribute('role');
			placeholder.setAttribute('aria-busy', 'true');
			retry();
		});
		placeholder.replaceChildren(button);
	}
	placeholder.setAttribute('role', 'alert');
	placeholder.removeAttribute('aria-busy');
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
