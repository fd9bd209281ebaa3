/**
 * Long article text (legal pages, services) from the Body paragraphs of the export.
 *
 * Choices where the spec is silent: a Body paragraph that starts with `## ` or `### ` is a heading
 * (one level or two below the article's own heading); `- ` starts a list item, and consecutive
 * items form one list; every other paragraph is a paragraph. Blank paragraphs are dropped. A
 * heading gets an id from the slug rule so a reader can link to it; repeated ids get `-2`, `-3`.
 * The ids are unique on the whole page when the page's registry hands them out (`claimId`: a page
 * shows several bodies in a collapse view, beside the chrome's ids); alone, within the body.
 */
import { slugify } from '../domain/text.ts';
import { createIdRegistry } from './page-ids.ts';

/** One block of an article body. */
export type BodyBlock =
	| { kind: 'heading'; depth: 1 | 2; text: string; id: string }
	| { kind: 'paragraph'; text: string }
	| { kind: 'list'; items: string[] };

/**
 * Converts Body paragraphs to blocks: headings, paragraphs and lists; `claimId` turns a heading's
 * slug into an id not yet used (by default, in this body).
 * @example bodyToBlocks(['## Rechten', 'U hebt recht op inzage.'])
 * // => [{ kind: 'heading', depth: 1, text: 'Rechten', id: 'rechten' }, { kind: 'paragraph', text: 'U hebt recht op inzage.' }]
 */
export function bodyToBlocks(paragraphs: readonly string[], claimId: (base: string) => string = createIdRegistry([]).claim): BodyBlock[] {
	const blocks: BodyBlock[] = [];
	for (const raw of paragraphs) {
		const text = raw.trim();
		if (text === '') continue;
		const heading = /^(#{2,3})\s+(.+)$/.exec(text);
		if (heading) {
			const title = heading[2]!.trim();
			blocks.push({ kind: 'heading', depth: heading[1]!.length === 2 ? 1 : 2, text: title, id: claimId(slugify(title) || 'section') });
			continue;
		}
		const item = /^-\s+(.+)$/.exec(text);
		const last = blocks.at(-1);
		if (item && last?.kind === 'list') last.items.push(item[1]!.trim());
		else if (item) blocks.push({ kind: 'list', items: [item[1]!.trim()] });
		else blocks.push({ kind: 'paragraph', text });
	}
	return blocks;
}
