import { describe, expect, test } from 'vitest';
import { benchParts, parseBenchArgs, parseParts, parseSizes } from '../../../src/bench/options.ts';

describe('bench options', () => {
	test('defaults: both sizes, every part, three Lighthouse runs, five build rounds', () => {
		const options = parseBenchArgs([]);
		expect(options).toMatchObject({
			sizes: [1000, 10000],
			parts: [...benchParts],
			quick: false,
			lighthouseRuns: 3,
			buildRounds: 5,
			outDir: '.bench',
		});
	});
	test('--quick measures 1,000 only, one Lighthouse run, one build round and a shorter load test', () => {
		const options = parseBenchArgs(['--quick']);
		expect(options.sizes).toEqual([1000]);
		expect(options.lighthouseRuns).toBe(1);
		expect(options.buildRounds).toBe(1);
		expect(options.loadSeconds).toBeLessThan(parseBenchArgs([]).loadSeconds);
	});
	test('--sizes, --runs and --rounds win over --quick', () => {
		expect(parseBenchArgs(['--quick', '--sizes', '500', '--runs', '2', '--rounds', '4'])).toMatchObject({
			sizes: [500],
			lighthouseRuns: 2,
			buildRounds: 4,
		});
	});
	test('--rounds takes a whole number above 0', () => {
		expect(() => parseBenchArgs(['--rounds', '0'])).toThrow('--rounds: expected a whole number above 0, got "0"');
	});
	test.each([
		{ text: '10000,1000', expected: [1000, 10000] },
		{ text: '1_000, 1000 ,250', expected: [250, 1000] },
	])('sizes $text -> $expected', ({ text, expected }) => {
		expect(parseSizes(text)).toEqual(expected);
	});
	test.each(['0', '-5', '1.5', 'ten', ''])('size "%s" is refused', (text) => {
		expect(() => parseSizes(text)).toThrow(/--sizes/);
	});
	test('parts keep the benchmark order', () => {
		expect(parseParts('search, build')).toEqual(['build', 'search']);
	});
	test('an unknown part is named', () => {
		expect(() => parseParts('build,speed')).toThrow(/unknown part speed/);
	});
	test('an unknown option is refused', () => {
		expect(() => parseBenchArgs(['--fast'])).toThrow();
	});
});
