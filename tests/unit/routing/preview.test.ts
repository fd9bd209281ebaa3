import { describe, expect, test } from 'vitest';
import { isPreviewPath } from '../../../src/lib/routing/preview.ts';

describe('spec §2: a path containing preview means preview mode', () => {
	test.each([
		{ path: '/preview/', expected: true },
		{ path: '/preview/fr/a-vendre/', expected: true },
		{ path: '/fr/preview/', expected: true },
		{ path: '/Preview/', expected: true },
		{ path: '/page-preview-123/', expected: true },
		{ path: '/%70review/', expected: true },
		{ path: 'https://www.example.be/preview/x/', expected: true },
		{ path: '/', expected: false },
		{ path: '/for-sale/', expected: false },
		{ path: '/for-sale/?mode=preview', expected: false },
		{ path: '/for-sale/#preview', expected: false },
		{ path: 'https://preview.example.be/for-sale/', expected: false },
		{ path: '/%E0%A4%A/', expected: false },
	])('$path -> $expected', ({ path, expected }) => {
		expect(isPreviewPath(path)).toBe(expected);
	});
});
