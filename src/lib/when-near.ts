/**
 * Calls `onNear` once, when an element comes within `margin` of the viewport (at once where the
 * browser has no IntersectionObserver); returns what stops the watch. Used to load code only for
 * what the visitor is about to see: the forms drawn in the browser, the portal's chart.
 */
export function whenNear(element: Element, onNear: () => void, margin = '200px'): () => void {
	if (typeof IntersectionObserver === 'undefined') {
		onNear();
		return () => {};
	}
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return;
			observer.disconnect();
			onNear();
		},
		{ rootMargin: margin },
	);
	observer.observe(element);
	return () => observer.disconnect();
}
