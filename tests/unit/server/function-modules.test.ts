import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { answers, functionFor, loadFunctionModules, type FunctionModule } from '../../../src/server/function-modules.ts';

const root = join(import.meta.dirname, '../../..');

describe('the local server routes a request to a warm function as Netlify does', () => {
	const handler = () => new Response(null);
	const modules: FunctionModule[] = [
		{ name: 'contact', paths: ['/api/contact'], methods: [], handler },
		{ name: 'health', paths: ['/api/health'], methods: ['GET', 'HEAD'], handler },
		{ name: 'moved-listing', paths: ['/api/moved/*'], methods: [], handler },
		{ name: 'outbox-retry', paths: [], methods: [], handler },
	];
	test.each([
		{ rule: 'config.path, any method', method: 'POST', path: '/api/contact', expected: 'contact' },
		{ rule: 'config.path, any method', method: 'DELETE', path: '/api/contact', expected: 'contact' },
		{ rule: 'config.method', method: 'head', path: '/api/health', expected: 'health' },
		{ rule: 'config.method', method: 'POST', path: '/api/health', expected: undefined },
		{ rule: 'an exact path is exact', method: 'POST', path: '/api/contact/', expected: undefined },
		{ rule: 'an exact path is exact', method: 'POST', path: '/api/contacts', expected: undefined },
		{ rule: 'a path ending in /* takes what is below it', method: 'GET', path: '/api/moved/fr/property/1004', expected: 'moved-listing' },
		{ rule: 'a path ending in /* takes what is below it', method: 'GET', path: '/api/moved', expected: undefined },
		{ rule: 'a function without a path, by its name', method: 'POST', path: '/.netlify/functions/outbox-retry', expected: 'outbox-retry' },
		{ rule: 'a function with a path only there', method: 'POST', path: '/.netlify/functions/contact', expected: undefined },
		{ rule: 'nothing else', method: 'GET', path: '/api/unknown', expected: undefined },
	])('$rule: $method $path -> $expected', ({ method, path, expected }) => {
		expect(functionFor(modules, method, path)?.name).toBe(expected);
	});

	test('answers reads a function without methods as any method', () => {
		expect(answers({ paths: ['/api/visit'], methods: [] }, 'PATCH', '/api/visit')).toBe(true);
		expect(answers({ paths: ['/api/visit'], methods: ['POST'] }, 'PATCH', '/api/visit')).toBe(false);
	});
});

describe('every function of functions/ loads warm', () => {
	let folder = '';
	afterAll(async () => {
		if (folder) await rm(folder, { recursive: true, force: true });
	});

	test('each file bundles and imports with its handler and config.path; the scheduled ones have none', { timeout: 120_000 }, async () => {
		// Inside the repository, so that the packages the bundles leave external resolve from node_modules.
		await mkdir(join(root, '.netlify'), { recursive: true });
		folder = await mkdtemp(join(root, '.netlify', 'functions-test-'));
		const { modules, failed } = await loadFunctionModules(join(root, 'functions'), folder);
		expect(failed).toEqual([]);
		const files = (await readdir(join(root, 'functions'))).filter((f) => /\.m?ts$/.test(f)).map((f) => f.replace(/\.m?ts$/, ''));
		expect(modules.map((m) => m.name).sort()).toEqual(files.sort());
		const paths = Object.fromEntries(modules.map((m) => [m.name, m.paths]));
		expect(paths['contact']).toEqual(['/api/contact']);
		expect(paths['moved-listing']).toEqual(['/api/moved/*']);
		expect(paths['outbox-retry']).toEqual([]);
		expect(paths['owner-cleanup']).toEqual([]);
		expect(functionFor(modules, 'GET', '/api/owner/stats')?.name).toBe('owner-stats');
	});
});
