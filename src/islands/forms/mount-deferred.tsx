import { createRoot } from 'react-dom/client';
import DeferredForm, { type DeferredFormProps } from './DeferredForm.tsx';

/** Draws a deferred form into its placeholder, which becomes the form's root (`data-form-root`). */
export function mountDeferredForm(placeholder: HTMLElement, props: DeferredFormProps): void {
	delete placeholder.dataset.deferredForm;
	placeholder.classList.remove('form-pending');
	placeholder.removeAttribute('aria-busy');
	placeholder.dataset.formRoot = '';
	createRoot(placeholder).render(<DeferredForm {...props} />);
}
