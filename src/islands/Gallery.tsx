import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createT } from '../i18n/create-t.ts';
import type { GalleryPhoto } from '../lib/detail/content.ts';
import { renderedByReact } from '../lib/react-renderer.ts';

/** The UI strings the gallery needs. */
export type GalleryKey = 'detail.gallery.dialog' | 'detail.gallery.previous' | 'detail.gallery.next' | 'detail.gallery.close' | 'detail.gallery.counter';

type Props = { photos: GalleryPhoto[]; strings: Record<GalleryKey, string> };

/**
 * Photo grid whose photos open in a modal lightbox (click or Enter); arrows move, Escape closes,
 * Tab stays inside, focus returns to the photo that opened it. Without JavaScript each photo
 * links to its full-size file.
 */
export default function Gallery({ photos, strings }: Props) {
	const t = createT(strings, {});
	const [index, setIndex] = useState<number | null>(null);
	const dialog = useRef<HTMLDialogElement>(null);
	const opener = useRef<HTMLElement | null>(null);
	const total = photos.length;
	const photo = index === null ? undefined : photos[index];

	useEffect(() => {
		if (index !== null && dialog.current && !dialog.current.open) dialog.current.showModal();
	}, [index]);

	const open = (i: number) => (e: MouseEvent<HTMLAnchorElement>) => {
		e.preventDefault();
		opener.current = e.currentTarget;
		setIndex(i);
	};
	const move = (step: number) => setIndex((i) => (i === null ? i : (i + step + total) % total));
	const onClose = () => {
		setIndex(null);
		opener.current?.focus();
	};
	const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
		if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
			e.preventDefault();
			move(e.key === 'ArrowRight' ? 1 : -1);
		} else if (e.key === 'Tab') {
			const buttons = [...e.currentTarget.querySelectorAll<HTMLElement>('button')];
			const at = buttons.indexOf(document.activeElement as HTMLElement);
			e.preventDefault();
			buttons[(at + (e.shiftKey ? -1 : 1) + buttons.length) % buttons.length]?.focus();
		}
	};

	return (
		<>
			<ul className="gallery-grid">
				{photos.map((p, i) => (
					<li key={p.full}>
						<a href={p.full} onClick={open(i)}>
							<img src={p.thumb} srcSet={p.srcset} sizes={i === 0 ? '(min-width: 961px) 48rem, 100vw' : '(min-width: 961px) 16rem, 50vw'} alt={p.alt} width={p.width} height={p.height} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} decoding="async" />
						</a>
					</li>
				))}
			</ul>
			<dialog ref={dialog} className="lightbox" aria-label={t('detail.gallery.dialog')} onClose={onClose} onKeyDown={onKeyDown} onClick={(e) => e.target === dialog.current && dialog.current.close()}>
				{photo && (
					<>
						<div className="lightbox-bar">
							<p className="lightbox-counter" aria-live="polite" aria-atomic="true">{t('detail.gallery.counter', { n: (index ?? 0) + 1, total })}</p>
							<button type="button" className="btn" onClick={() => dialog.current?.close()}>{t('detail.gallery.close')}</button>
						</div>
						<img src={photo.full} alt={photo.alt} width={photo.width} height={photo.height} />
						<div className="lightbox-nav">
							<button type="button" className="btn" onClick={() => move(-1)}>{t('detail.gallery.previous')}</button>
							<button type="button" className="btn" onClick={() => move(1)}>{t('detail.gallery.next')}</button>
						</div>
					</>
				)}
			</dialog>
		</>
	);
}

renderedByReact(Gallery);
