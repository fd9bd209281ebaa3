/** The submit button; while the request is on its way it says so and does not send again. */
export default function Submit({ label, busyLabel, busy }: { label: string; busyLabel: string; busy: boolean }) {
	return (
		<div className="form-actions">
			<button type="submit" className="btn btn-accent" aria-disabled={busy || undefined} data-busy={busy ? '' : undefined}>
				{busy ? busyLabel : label}
			</button>
		</div>
	);
}
