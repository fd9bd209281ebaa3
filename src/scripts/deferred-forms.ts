/**
 * Mounts the forms drawn only in the browser (see `deferredKinds`) when their placeholder comes
 * near the viewport: a placeholder in a closed disclosure waits until it is opened. React and the
 * form's code load only then. The page carries a placeholder with the form's props as JSON in
 * `data-deferred-form`, and no Astro island: nothing to hydrate, as nothing was rendered.
 */
import type { DeferredFormProps } from '../islands/forms/DeferredForm.tsx';
import { loadRetrying } from '../lib/fetch-retry.ts';
import { whenNear } from '../lib/when-near.ts';

/** How far outside the viewport a placeholder may be when its form starts loading. */
const margin = '200px';

/** Watches every placeholder under `root` once; returns how many it found. */
export function watchDeferredForms(root: ParentNode = document): number {
	const placeholders = [...root.querySelectorAll<HTMLElement>('[data-deferred-form]')];
	for (const placeholder of placeholders) whenNear(placeholder, () => void mount(placeholder), margin);
	return placeholders.length;
}

/** Mounts the form of a placeholder; its code is asked for again after 1 s and 3 s when it could not be loaded. */
async function mount(placeholder: HTMLElement): Promise<void> {
	const props = JSON.parse(placeholder.dataset.deferredForm ?? '{}') as DeferredFormProps;
	const { mountDeferredForm } = await loadRetrying(() => import('../islands/forms/mount-deferred.tsx'));
	mountDeferredForm(placeholder, props);
}
