import { describe, expect, test } from 'vitest';
import { countIntegrity, drainOutbox, outageBy } from '../../../src/bench/form-load.ts';
import type { SmtpSink } from '../../../src/bench/smtp-sink.ts';

/** A sink that records when it went down and up, and claims `received` mails. */
function fakeSink(received = 0) {
	const events: string[] = [];
	const sink: SmtpSink = {
		port: 25,
		received: () => received,
		down: async () => void events.push('down'),
		up: async () => void events.push('up'),
		close: async () => undefined,
	};
	return { sink, events };
}

describe('SMTP outage during the load', () => {
	test('down after a third of the answers, back after two thirds, once each', () => {
		const { sink, events } = fakeSink();
		const onAnswer = outageBy(30, 1000, sink, () => 0);
		const seen: string[][] = [];
		for (let answered = 1; answered <= 30; answered++) {
			onAnswer(answered);
			seen.push([...events]);
		}
		expect(seen[8]).toEqual([]);
		expect(seen[9]).toEqual(['down']);
		expect(seen[19]).toEqual(['down', 'up']);
		expect(events).toEqual(['down', 'up']);
	});
	test('by time when the answers come slowly', () => {
		const { sink, events } = fakeSink();
		let clock = 0;
		const onAnswer = outageBy(300, 9, sink, () => clock);
		onAnswer(1);
		clock = 3100;
		onAnswer(2);
		expect(events).toEqual(['down']);
		clock = 6100;
		onAnswer(3);
		expect(events).toEqual(['down', 'up']);
	});
});

describe('outbox drain and counts', () => {
	test('pending mails are made due and retried until none is pending', async () => {
		let pending = 3;
		const sql: string[] = [];
		const query = async <T>(text: string) => {
			sql.push(text);
			return { rows: (text.startsWith('SELECT') ? [{ n: pending }] : []) as T[] };
		};
		const rounds = await drainOutbox(query, async () => {
			pending = Math.max(0, pending - 2);
			return new Response('{}');
		});
		expect(rounds).toBe(2);
		expect(sql.filter((s) => s.startsWith('UPDATE'))).toHaveLength(2);
	});
	test('stored rows, outbox states and received mails give the lost and duplicate counts', async () => {
		const query = async <T>(text: string) => ({
			rows: (text.includes('FROM requests')
				? [{ n: 20 }]
				: [
						{ status: 'sent', n: 19 },
						{ status: 'dead', n: 1 },
					]) as T[],
		});
		const answers = { accepted: 21, received: 19 };
		const result = await countIntegrity(query, 22, answers, fakeSink(20).sink, 2);
		expect(result).toEqual({
			sent: 22,
			accepted: 21,
			received: 19,
			rows: 20,
			outbox: { sent: 19, dead: 1 },
			mailsReceived: 20,
			retryRounds: 2,
			lostRequests: 1,
			lostMails: 1,
			duplicateMails: 1,
		});
	});
});
