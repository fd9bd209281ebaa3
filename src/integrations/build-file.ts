import { readFile, rm } from 'node:fs/promises';

/**
 * Reads and removes a JSON file that a route of the build wrote into the output for an integration
 * (`article-folders.json`, `image-origins.json`): what the pages knew, handed on to the step that
 * writes `_redirects` or `_headers`, and never published itself.
 * @example await takeBuildFile<string[]>(dir, 'image-origins.json') // => ['https://photos.example']
 */
export async function takeBuildFile<T>(dir: URL, name: string): Promise<T> {
	const file = new URL(name, dir);
	const content = JSON.parse(await readFile(file, 'utf8')) as T;
	await rm(file);
	return content;
}
