/**
 * Video and virtual-tour URL recognition (spec §5).
 *
 * Choices where the spec is silent:
 * - Only `http:` and `https:` URLs are accepted (no `javascript:`, `data:`, …). Absolute URLs only,
 *   except video files, which may also be root-relative (`/media/tour.mp4`).
 * - Hosts match by suffix on a label boundary: `matterport.com` and `my.matterport.com` match,
 *   `evilmatterport.com` and `matterport.com.attacker.net` do not.
 * - Provider embeds are always `https:`. YouTube uses the privacy-enhanced youtube-nocookie host.
 * - Known hosts: Matterport `matterport.com`; TVL `tvl.be`; Yisual `yisual.com`, `yisual.nl` and
 *   `yisual.be` (the company works from the Netherlands; the spec gives only the name).
 * - File extensions are matched on the path only, case-insensitively, ignoring query and hash.
 * - Vimeo: the video's own id, not an album's or showcase's; an unlisted video keeps its privacy
 *   hash (`/123/abcdef1234` or `?h=abcdef1234`), without which its player refuses to play.
 * - YouTube: a playlist or live-stream embed (`/embed/videoseries?list=…`) is not one video. Facebook:
 *   a video id is a number (`/videos/title-slug/` alone names none).
 */

/** Kind of video or tour a URL points to. */
export type VideoKind = 'file' | 'youtube' | 'vimeo' | 'facebook' | 'matterport' | 'tvl' | 'yisual';

/** A recognised video: its kind, the provider id when there is one, and the URL to embed. */
export type VideoRef = { kind: VideoKind; id?: string; embedUrl: string };

/** Video file extensions played with a `<video>` element (spec §5). */
export const videoFileExtensions = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;

/**
 * Video file formats every current browser plays in a `<video>` (MP4, WebM; QuickTime MOV holds
 * the same H.264 video in most exports). AVI, WMV and FLV play in no browser: their page offers
 * the file to download instead of a player that stays black.
 */
export const browserVideoExtensions: readonly string[] = ['mp4', 'webm', 'mov'];

/** Host suffixes of the virtual-tour providers that are embedded as they are. */
export const tourHosts: Readonly<Record<'matterport' | 'tvl' | 'yisual', readonly string[]>> = {
	matterport: ['matterport.com'],
	tvl: ['tvl.be'],
	yisual: ['yisual.com', 'yisual.nl', 'yisual.be'],
};

const relativeBase = 'https://relative.invalid';
const youtubeId = /^[A-Za-z0-9_-]{11}$/;
/**
 * Words YouTube's embed path takes in place of a video id that are 11 characters long themselves: a
 * playlist (`/embed/videoseries?list=…`) and a channel's live stream (`/embed/live_stream?channel=…`)
 * are not one video.
 */
const youtubeNonIds: ReadonlySet<string> = new Set(['videoseries', 'live_stream']);

/** Tells whether a host is the given domain or one of its subdomains. */
function isHostOf(host: string, domain: string): boolean {
	return host === domain || host.endsWith(`.${domain}`);
}

/** Splits a path into its non-empty segments. */
function segmentsOf(url: URL): string[] {
	return url.pathname.split('/').filter((s) => s !== '');
}

/** Finds the YouTube id in a watch, short-link, shorts or embed URL. */
function youtubeIdOf(url: URL): string | null {
	const host = url.hostname;
	const [first = '', second = ''] = segmentsOf(url);
	let id: string | null = null;
	if (host === 'youtu.be') id = first;
	else if (isHostOf(host, 'youtube.com') || isHostOf(host, 'youtube-nocookie.com')) {
		if (first === 'watch') id = url.searchParams.get('v');
		else if (first === 'shorts' || first === 'embed') id = second;
	}
	return id !== null && youtubeId.test(id) && !youtubeNonIds.has(id) ? id : null;
}

/** A Vimeo video: its numeric id and, for an unlisted one, the privacy hash its player asks for. */
type VimeoVideo = { id: string; hash?: string };

const vimeoId = /^\d+$/;
// Vimeo's privacy hashes are short hex strings: nothing else (a word after the id, typed text) reaches the embed URL.
const vimeoHash = /^[0-9a-f]{1,64}$/i;

/**
 * Finds the video in a vimeo.com or player.vimeo.com URL: the id after `video`/`videos`
 * (player, album, showcase and group links), the third part of a channel or review link, else the
 * first part (`/123456789` or an unlisted `/123456789/abcdef1234`). A showcase, album, channel or
 * user page without a video is not one video: null.
 */
function vimeoVideoOf(url: URL): VimeoVideo | null {
	if (!isHostOf(url.hostname, 'vimeo.com')) return null;
	const segments = segmentsOf(url);
	const marker = segments.findIndex((s) => s === 'video' || s === 'videos');
	const at = marker >= 0 ? marker + 1 : segments[0] === 'channels' || segments[1] === 'review' ? 2 : 0;
	const id = segments[at] ?? '';
	if (!vimeoId.test(id)) return null;
	const hash = url.searchParams.get('h') ?? segments[at + 1] ?? '';
	return vimeoHash.test(hash) ? { id, hash } : { id };
}

const facebookId = /^\d+$/;

/**
 * Finds a Facebook video: `/…/videos/…`, `/watch?v=…`, `video.php?v=…` or an fb.watch link. A
 * Facebook video id is a number: a `/videos/title-slug/` link without one names no video.
 */
function facebookIdOf(url: URL): string | null {
	const segments = segmentsOf(url);
	if (url.hostname === 'fb.watch') return segments[0] ?? null;
	if (!isHostOf(url.hostname, 'facebook.com')) return null;
	const videos = segments.indexOf('videos');
	// The id follows the slug in /page/videos/title-slug/123/, and stands alone in /page/videos/123/.
	if (videos >= 0) return segments.slice(videos + 1).filter((s) => facebookId.test(s)).at(-1) ?? null;
	if (segments[0] === 'watch' || segments[0] === 'video.php') {
		const id = url.searchParams.get('v') ?? '';
		return facebookId.test(id) ? id : null;
	}
	return null;
}

/** The lowercase file extension of a URL's path, or ''. */
function extensionOf(url: URL): string {
	return /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
}

/**
 * The format of a video file a browser cannot play (its extension in capitals), or null for a file
 * it plays and for a provider's player.
 * @example unplayableFormat({ kind: 'file', embedUrl: '/media/visit.avi' }) // => 'AVI'
 * @example unplayableFormat({ kind: 'file', embedUrl: '/media/visit.mp4' }) // => null
 */
export function unplayableFormat(ref: VideoRef): string | null {
	if (ref.kind !== 'file') return null;
	const url = parse(ref.embedUrl);
	const extension = url ? extensionOf(url) : '';
	return browserVideoExtensions.includes(extension) ? null : extension.toUpperCase();
}

/** Parses a URL, allowing root-relative paths; null for anything but http(s). */
function parse(raw: string): URL | null {
	const trimmed = raw.trim();
	if (trimmed === '' || trimmed.startsWith('//')) return null;
	try {
		const url = new URL(trimmed, relativeBase);
		return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
	} catch {
		return null;
	}
}

/**
 * Recognises a video or virtual-tour URL and gives the URL to embed, or null when unknown.
 * @example recogniseVideo('https://youtu.be/dQw4w9WgXcQ')
 * // => { kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }
 */
export function recogniseVideo(raw: string): VideoRef | null {
	const url = parse(raw);
	if (url === null) return null;
	const relative = url.origin === relativeBase;
	const extension = extensionOf(url);
	if ((videoFileExtensions as readonly string[]).includes(extension)) {
		return { kind: 'file', embedUrl: relative ? url.pathname + url.search : url.href };
	}
	if (relative) return null;
	const yt = youtubeIdOf(url);
	if (yt)
		return { kind: 'youtube', id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };
	const vimeo = vimeoVideoOf(url);
	if (vimeo) {
		// h: an unlisted video's player refuses to play without its hash.
		// dnt=1: Vimeo's "do not track", so the player sets no tracking cookies (YouTube goes through youtube-nocookie for the same reason).
		const query = vimeo.hash ? `h=${vimeo.hash}&dnt=1` : 'dnt=1';
		return { kind: 'vimeo', id: vimeo.id, embedUrl: `https://player.vimeo.com/video/${vimeo.id}?${query}` };
	}
	const fb = facebookIdOf(url);
	if (fb) {
		const href = `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url.href)}`;
		return { kind: 'facebook', id: fb, embedUrl: href };
	}
	for (const [kind, hosts] of Object.entries(tourHosts) as [VideoKind, readonly string[]][]) {
		if (hosts.some((h) => isHostOf(url.hostname, h))) {
			url.protocol = 'https:';
			const id = kind === 'matterport' ? url.searchParams.get('m') : null;
			return id ? { kind, id, embedUrl: url.href } : { kind, embedUrl: url.href };
		}
	}
	return null;
}

/**
 * The address that starts a recognised video or tour as it loads, for a player loaded by the
 * visitor's click (that click asked for it, so a second click on the player's own button is one too
 * many): `autoplay=1` for YouTube and Vimeo, `play=1` for Matterport (which otherwise shows its own
 * start button). Facebook, TVL, Yisual and files keep their address (a file's `<video>` gets the
 * `autoplay` attribute instead).
 * @example autoplayUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' })
 * // => 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'
 */
export function autoplayUrl(ref: VideoRef): string {
	const param = ref.kind === 'youtube' || ref.kind === 'vimeo' ? 'autoplay' : ref.kind === 'matterport' ? 'play' : null;
	if (param === null) return ref.embedUrl;
	const url = new URL(ref.embedUrl);
	url.searchParams.set(param, '1');
	return url.href;
}

/**
 * Tells whether a recognised URL is a virtual tour (Matterport, TVL, Yisual), whichever field of
 * the export holds it: a tour in the Video field gets the tour's wording.
 * @example isTour({ kind: 'matterport', embedUrl: 'https://my.matterport.com/show/?m=abc' }) // => true
 */
export function isTour(ref: Pick<VideoRef, 'kind'>): boolean {
	return ref.kind in tourHosts;
}
