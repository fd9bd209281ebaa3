import { describe, expect, test } from 'vitest';
import { demoStats, ownerApiAnswer } from '../../../src/bench/owner-fixture.ts';
import { visitSources } from '../../../src/lib/owners/visit-source.ts';

/** The owner API as the benchmark's static server plays it for the portal's audit. */

const now = new Date('2026-11-22T10:00:00Z');
const ask = (path: string, cookies?: string) => ownerApiAnswer(new URL(path, 'https://127.0.0.1'), cookies, now);
const hint = 'theme=dark; __Host-signed-in=1';

describe('played owner API', () => {
	test.each([
		{ path: '/api/owner/session', cookies: undefined, status: 401 },
		{ path: '/api/owner/stats?property=1004', cookies: 'theme=dark', status: 401 },
		{ path: '/api/owner/session', cookies: hint, status: 200 },
		{ path: '/api/owner/stats?property=1004', cookies: hint, status: 200 },
		{ path: '/api/owner/stats?property=9999', cookies: hint, status: 403 },
		{ path: '/api/owner/stats', cookies: hint, status: 403 },
	])('answers $path with $cookies as $status', ({ path, cookies, status }) => {
		expect(ask(path, cookies)?.status).toBe(status);
	});

	test('leaves other paths to the static files', () => {
		expect(ask('/api/visit', hint)).toBeUndefined();
		expect(ask('/owner/', hint)).toBeUndefined();
	});

	test('the session is the demo owner with their properties in id order, ending as a fresh login’s 12 hours on', () => {
		expect(ask('/api/owner/session', hint)?.body).toEqual({
			ok: true,
			owner: { name: 'Demo Eigenaar', email: 'eigenaar@immo-drieland.example', language: 'nl' },
			properties: [1001, 1004, 1011],
			expiresAt: '2026-11-22T22:00:00.000Z',
		});
	});

	test('the figures cover 30 days up to today, every source, and every activity block', () => {
		const { property, stats, activity } = demoStats(1011, now);
		expect(property).toBe(1011);
		expect(stats.series).toHaveLength(30);
		expect(stats.series.at(-1)!.day).toBe('2026-11-22');
		expect(stats.total).toBe(stats.series.reduce((sum, d) => sum + d.visits, 0));
		expect(stats.today).toBeLessThanOrEqual(stats.week);
		expect(stats.week).toBeLessThanOrEqual(stats.month);
		expect(stats.sources.map((s) => s.source)).toEqual([...visitSources]);
		expect(activity.history.length).toBeGreaterThan(0);
		expect(activity.appointments.length).toBeGreaterThan(0);
		expect(activity.documents.length).toBeGreaterThan(0);
		expect(activity.communications.map((c) => c.count).reduce((a, b) => a + b)).toBe(activity.history.length);
	});
});
