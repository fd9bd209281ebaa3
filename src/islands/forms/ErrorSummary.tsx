import type { MouseEvent, Ref } from 'react';

/** One field message in the summary: the field's id, and its label and message as one line (`labelled`). */
export type SummaryItem = { id: string; text: string };

/** Moves the focus to a field (the first control of a group, the captcha's checkbox). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
	const target = document.getElementById(id);
	const control = target?.matches('input, select, textarea') ? target : target?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
	if (!control) return;
	event.preventDefault();
	control.focus();
	control.scrollIntoView({ block: 'center' });
}

type Props = { summaryRef: Ref<HTMLDivElement>; id: string; title: string; items: SummaryItem[]; note?: string | null };

/**
 * The summary above a form that failed: what went wrong, a link to each field in red, and a line
 * for an error on no field of the form (`note`, see `summaryText`). It takes the focus after each
 * failed submit (the island focuses `summaryRef`), so it is read out at once.
 */
export default function ErrorSummary({ summaryRef, id, title, items, note = null }: Props) {
	return (
		<div ref={summaryRef} className="form-summary" role="group" tabIndex={-1} aria-labelledby={`${id}-summary-title`}>
			<p className="form-summary-title" id={`${id}-summary-title`}>
				{title}
			</p>
			{note && <p className="form-summary-note">{note}</p>}
			{items.length > 0 && (
				<ul>
					{items.map((item) => (
						<li key={item.id}>
							<a href={`#${item.id}`} onClick={(e) => focusField(e, item.id)}>
								{item.text}
							</a>
						</li>
					))}
				</ul>
			)}
		</div>
	);
}
