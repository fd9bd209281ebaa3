/**
 * The page's side of the map frame (spec §7): puts the frame (`/map-frame/`) in an iframe when the
 * visitor asks for the map, and posts the map message to it 50 ms after each `load` of the frame,
 * to the site's own origin only. A message posted before then waits and goes at that moment; one
 * posted later goes at once, and is posted again if the frame ever loads anew.
 */
import { mapMessageDelayMs } from '../lib/map/message-type.ts';

/** Where the frame page is (outside the path table, never linked). */
export const mapFramePath = '/map-frame/';

/** A mounted frame: its iframe and how to send it a message. */
export type MapFrameHost = { frame: HTMLIFrameElement; post: (message: object) => void };

/**
 * Puts the map frame in `box`: an iframe titled in the page's language, whose first text is in
 * that language too (`?lang=`, until the message names it).
 */
export function mountMapFrame(box: HTMLElement, options: { title: string; locale: string }): MapFrameHost {
	const frame = document.createElement('iframe');
	frame.className = 'map-frame';
	frame.title = options.title;
	frame.referrerPolicy = 'same-origin';
	let ready = false;
	let last: object | null = null;
	const send = () => {
		if (ready && last) frame.contentWindow?.postMessage(last, location.origin);
	};
	frame.addEventListener('load', () => {
		ready = false;
		setTimeout(() => {
			ready = true;
			send();
		}, mapMessageDelayMs);
	});
	frame.src = `${mapFramePath}?lang=${encodeURIComponent(options.locale)}`;
	box.append(frame);
	return {
		frame,
		post(message) {
			last = message;
			send();
		},
	};
}
