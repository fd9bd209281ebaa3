import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { generateDataSet, writeDataSet } from '../../../../src/cli/data-gen/generate.ts';
import { buildSiteConfig } from '../../../../src/cli/data-gen/site-config.ts';
import { formatPhone } from '../../../../src/lib/domain/phone.ts';
import { readDataSet } from '../../../../src/lib/data/read-data.ts';
import type { Project, Property } from '../../../../src/schemas/index.ts';

const dirs: string[] = [];

afterAll(async () => {
	await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('generateDataSet', () => {
	test.each([1, 12, 30, 47])(
		'writes a set of %i listings that the loader accepts',
		async (count) => {
			const dir = await mkdtemp(join(tmpdir(), 'demo-data-'));
			dirs.push(dir);
			await writeDataSet(dir, generateDataSet({ properties: count, seed: 7 }));
			const data = await readDataSet(dir);
			expect(new Set(data.properties.map((p) => p.ID)).size).toBe(count);
			expect(data.properties.length).toBe(count * 4);
			for (const project of data.projects) {
				for (const unit of project.Units)
					expect(data.properties.some((p) => p.ID === unit.PropertyID)).toBe(true);
			}
		},
	);

	test('gives the same output for the same seed and another for another seed', () => {
		const a = JSON.stringify(generateDataSet({ properties: 30, seed: 'x' }));
		expect(JSON.stringify(generateDataSet({ properties: 30, seed: 'x' }))).toBe(a);
		expect(JSON.stringify(generateDataSet({ properties: 30, seed: 'y' }))).not.toBe(a);
	});

	test.each([
		{ properties: 150, seed: 'demo' },
		{ properties: 400, seed: 3 },
	])('puts every unit of a project ($properties listings, seed $seed) at its project\'s point, street and number, with its nearby places', ({ properties, seed }) => {
		const set = generateDataSet({ properties, seed });
		const listings = set.properties as Property[];
		const projects = set.projects as Project[];
		expect(projects.length).toBeGreaterThan(0);
		for (const project of projects) {
			for (const { PropertyID } of project.Units) {
				const unit = listings.find((p) => p.ID === PropertyID && p.Language === project.Language);
				const first = listings.find((p) => p.ID === project.Units[0]?.PropertyID && p.Language === project.Language);
				expect(
					[unit?.Latitude, unit?.Longitude, unit?.Street, unit?.HouseNumber],
					`project ${project.ID} unit ${PropertyID}`,
				).toEqual([project.Latitude, project.Longitude, project.Street, project.HouseNumber]);
				expect(unit?.PointsOfInterest).toEqual(first?.PointsOfInterest);
				expect(unit?.MobilityScore).toEqual(first?.MobilityScore);
			}
		}
	});

	test.each([0, -3, 2.5, Number.NaN])('refuses %s listings', (count) => {
		expect(() => generateDataSet({ properties: count, seed: 1 })).toThrow(/--properties/);
	});
});

describe('the demo site config writes its office number one way (spec §5 phone format)', () => {
	test('the top bar phone link and the footer contact line read the agency phone as the site formats it, in every language', async () => {
		const site = buildSiteConfig();
		const phone = formatPhone(site.agency.phone);
		const telLabels = site.headerLinks.filter((link) => link.link.startsWith('tel:')).flatMap((link) => Object.values(link.label));
		expect(telLabels.length).toBeGreaterThan(0);
		for (const label of telLabels) expect(label).toBe(phone);
		const demo = await readDataSet(join(import.meta.dirname, '../../../../data'));
		const texts = JSON.stringify([demo.site.headerLinks, demo.site.footerColumns]).replace(/tel:[^"]*/g, '');
		expect(texts).toContain(phone);
		expect(texts.match(/\+?\d[\d ]{6,}\d/g)?.filter((number) => number !== phone) ?? []).toEqual([]);
	});
});
