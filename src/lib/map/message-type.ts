/**
 * The parts of the map message (spec §7) that both sides know without reading it: its type, the
 * map types and the delay before it is sent. Kept apart from the reader (`message.ts`, valibot) so
 * the pages' scripts that send it carry no schema code.
 */

/** The `type` every map message carries, so the frame ignores other messages of the site. */
export const mapMessageType = 'agency:map';

/** The map types the frame draws: street tiles, or the markers on a plain background. */
export const mapTypes = ['roadmap', 'plain'] as const;

/** A map type. */
export type MapType = (typeof mapTypes)[number];

/** How long after the frame's `load` a page posts its message (spec §7: after 50 ms). */
export const mapMessageDelayMs = 50;
