import { describe, expect, test } from 'vitest';
import { createTurn, readyStatuses } from '../../../src/server/serial-db.ts';

/** The local database gateway's reading of the server's messages, and its turn. */

/** A backend message: type, length (itself included) and body. */
const message = (type: string, body: number[] = []) => [type.charCodeAt(0), 0, 0, 0, 4 + body.length, ...body];
const ready = (status: string) => message('Z', [status.charCodeAt(0)]);
const I = 'I'.charCodeAt(0);

/** Feeds a byte stream in chunks of `size` (0: one chunk) and collects the statuses. */
function statusesOf(bytes: number[], size: number, skip = 0): string[] {
	const read = readyStatuses(skip);
	const out: string[] = [];
	const step = size || bytes.length || 1;
	for (let at = 0; at < bytes.length; at += step) out.push(...read(Uint8Array.from(bytes.slice(at, at + step))));
	return out;
}

describe('readyStatuses', () => {
	const stream = [
		...message('1'), // ParseComplete
		...message('2'), // BindComplete
		...message('D', [0, 1, 0, 0, 0, 3, 0x5a, 0x5a, I]), // a data row whose value holds 'Z' bytes
		...message('C', [...Buffer.from('INSERT 0 1\0')]),
		...ready('T'),
		...message('C', [...Buffer.from('COMMIT\0')]),
		...ready('I'),
	];
	test.each([
		{ from: 'one chunk', size: 0, expected: ['T', 'I'] },
		{ from: 'chunks of 1 byte', size: 1, expected: ['T', 'I'] },
		{ from: 'chunks of 5 bytes', size: 5, expected: ['T', 'I'] },
		{ from: 'chunks of 7 bytes', size: 7, expected: ['T', 'I'] },
	])('maps $from to $expected', ({ size, expected }) => {
		expect(statusesOf(stream, size)).toEqual(expected);
	});

	test('an error inside a transaction reads as E; a start-up after an SSL refusal byte reads as I', () => {
		expect(statusesOf([...message('E', [...Buffer.from('Sboom\0\0')]), ...ready('E')], 3)).toEqual(['E']);
		expect(statusesOf(['N'.charCodeAt(0), ...message('R', [0, 0, 0, 0]), ...ready('I')], 2, 1)).toEqual(['I']);
	});
});

describe('createTurn', () => {
	test('one holder at a time, first come first served', async () => {
		const turn = createTurn();
		const order: string[] = [];
		await turn.acquire();
		const b = turn.acquire().then(() => order.push('b'));
		const c = turn.acquire().then(() => order.push('c'));
		await Promise.resolve();
		expect(order).toEqual([]);
		turn.release();
		await b;
		expect(order).toEqual(['b']);
		turn.release();
		await c;
		expect(order).toEqual(['b', 'c']);
		turn.release();
		await turn.acquire();
		turn.release();
	});
});
