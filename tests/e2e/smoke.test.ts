import { expect, test } from '@playwright/test';

test('the served site answers with the home page and the health function reaches the database', async ({ page, request }) => {
	const health = await request.get('/api/health');
	expect(health.status()).toBe(200);
	expect(await health.json()).toMatchObject({ ok: true, database: 'up', migrated: true, outbox: { pending: expect.any(Number), dead: expect.any(Number) } });

	const response = await page.goto('/');
	expect(response?.status()).toBe(200);
	await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
