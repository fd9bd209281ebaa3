import { Component, createRef, type ReactNode } from 'react';
import { renderedByReact } from '../../lib/react-renderer.ts';
import type { FormProps } from './use-request-form.ts';

type Props = { retryText: string; children: ReactNode };
type State = { failed: boolean };

/**
 * Keeps a request form from vanishing when it fails to render: React removes the whole island on
 * an error no boundary catches, and the visitor would be left with a blank space where the form
 * was. It shows the same button as a form whose code could not be loaded ("Something went wrong,
 * please retry"), announced as an alert, which draws the form afresh; the form then restores what
 * the visitor typed from its draft (`src/lib/forms/draft.ts`). A focus the failed form held goes to
 * that button rather than to the page's start.
 */
export class FormBoundary extends Component<Props, State> {
	override state: State = { failed: false };
	readonly #retry = createRef<HTMLButtonElement>();

	static getDerivedStateFromError(): State {
		return { failed: true };
	}

	override componentDidUpdate(): void {
		const focus = document.activeElement;
		if (this.state.failed && (focus === null || focus === document.body)) this.#retry.current?.focus();
	}

	override render(): ReactNode {
		if (!this.state.failed) return this.props.children;
		return (
			<div className="form-pending" role="alert">
				<button ref={this.#retry} type="button" className="btn" onClick={() => this.setState({ failed: false })}>
					{this.props.retryText}
				</button>
			</div>
		);
	}
}

/** A form island inside its boundary, the retry text taken from the form's strings; tagged for Astro's React renderer. */
export function boundedForm<P extends FormProps>(Form: (props: P) => ReactNode): (props: P) => ReactNode {
	const Bounded = (props: P) => (
		<FormBoundary retryText={props.strings['request.error.server'] ?? ''}>
			<Form {...props} />
		</FormBoundary>
	);
	Object.defineProperty(Bounded, 'name', { value: Form.name });
	return renderedByReact(Bounded);
}
