/**
 * Renders the offline demo images into `public/demo-images/`: 24 property photos (3:2), 4 agent
 * portraits (1:1) and the no-photo placeholder, each at every width of `imageWidths`, named
 * `<name>-<width>.jpg` as `imageUrl` expects. Run with `node src/cli/generate-images.ts`.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageWidths, noPhotoName } from '../lib/images/image-url.ts';
import { drawNoPhoto, drawPortrait, drawScene, sceneCount } from './demo-scenes.ts';

/** Number of property photos to render. */
const photoCount = 24;

/** Number of agent portraits to render. */
const agentCount = 4;

const outDir = join(import.meta.dirname, '../../public/demo-images');

type Drawing = {
	name: string;
	aspect: number;
	draw: (px: { width: number; height: number }) => string;
};

/** Lists every drawing to render: photos, agents and the placeholder. */
function drawings(): Drawing[] {
	if (photoCount > sceneCount) throw new Error(`only ${sceneCount} distinct scenes available`);
	const photos = Array.from({ length: photoCount }, (_, i) => ({
		name: `photo-${String(i + 1).padStart(2, '0')}`,
		aspect: 2 / 3,
		draw: (px: { width: number; height: number }) => drawScene(i, px),
	}));
	const agents = Array.from({ length: agentCount }, (_, i) => ({
		name: `agent-${i + 1}`,
		aspect: 1,
		draw: (px: { width: number; height: number }) => drawPortrait(i, px),
	}));
	return [...photos, ...agents, { name: noPhotoName, aspect: 2 / 3, draw: drawNoPhoto }];
}

/** Renders one drawing at one width to a progressive mozjpeg file. */
async function render(drawing: Drawing, width: number): Promise<string> {
	const px = { width, height: Math.round(width * drawing.aspect) };
	const file = join(outDir, `${drawing.name}-${width}.jpg`);
	await sharp(Buffer.from(drawing.draw(px)))
		.resize(px.width, px.height)
		.flatten({ background: '#ffffff' })
		.jpeg({ quality: 72, progressive: true, mozjpeg: true })
		.toFile(file);
	return file;
}

/** Renders everything, replacing earlier output, and prints the file count and total size. */
async function main(): Promise<void> {
	await rm(outDir, { recursive: true, force: true });
	await mkdir(outDir, { recursive: true });
	const jobs = drawings().flatMap((d) => imageWidths.map((w) => render(d, w)));
	const files = await Promise.all(jobs);
	let bytes = 0;
	for (const name of await readdir(outDir)) bytes += (await stat(join(outDir, name))).size;
	console.log(`${files.length} images, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${outDir}`);
}

await main();
