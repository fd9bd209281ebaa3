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
	mountDeferredForm(placeholder, props);
}
