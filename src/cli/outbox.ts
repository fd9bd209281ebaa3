/**
 * The mails the outbox gave up, from the command line:
 *
 *   npm run outbox -- list              the counts, then one line per waiting and per given-up mail
 *   npm run outbox -- resend <id...>    queues those given-up mails again
 *   npm run outbox -- resend all        queues every given-up mail again
 *
 * A queued mail goes with the next scheduled run of `outbox-retry` (every 5 minutes on Netlify) and
 * is retried as a new one. The database is the one `openDatabase` finds (`command.ts`).
 */
import { deadMails, outboxCounts, resendDeadMails, waitingMails } from '../lib/requests/outbox-admin.ts';
import { brusselsTime, durationText } from '../lib/requests/outbox-health.ts';
import { getPool } from '../lib/requests/db.ts';
import { runCommand, UsageError, type CommandContext, type CommandTool } from './command.ts';

const usage = `usage: npm run outbox -- list
       npm run outbox -- resend <id...>
       npm run outbox -- resend all`;


/** Outbox ids from the command line: positive integers, else the usage. */
function idsFrom(args: string[]): number[] {
	const ids = args.map(Number);
	if (args.length === 0 || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) throw new UsageError(usage);
	return ids;
}

/** Runs one command. */
async function run(command: string, args: string[], { log }: CommandContext): Promise<void> {
	if (command === 'list' && args.length === 0) {
		const counts = await outboxCounts(getPool());
		log(`${counts.pending} mail(s) waiting, ${counts.dead} given up. Times are Brussels time (Europe/Brussels).`);
		const waiting = await waitingMails(getPool());
		if (waiting.length > 0) {
			const now = Date.now();
			log('\nWaiting, oldest first:\nid\tstored\twaiting for\tkind\tto\tsubject\tattempts\tnext try\tlast error');
			for (const mail of waiting) {
				const age = durationText((now - mail.createdAt.getTime()) / 60_000);
				log(`${mail.id}\t${brusselsTime(mail.createdAt)}\t${age}\t${mail.kind}\t${mail.to}\t${mail.subject}\tattempts ${mail.attempts}\tnext ${brusselsTime(mail.nextAttemptAt)}\t${mail.lastError ?? ''}`);
			}
		}
		const dead = await deadMails(getPool());
		if (dead.length > 0) {
			log('\nGiven up:\nid\tstored\tto\tsubject\tattempts\tlast error');
			for (const mail of dead) log(`${mail.id}\t${brusselsTime(mail.createdAt)}\t${mail.to}\t${mail.subject}\tattempts ${mail.attempts}\t${mail.lastError ?? ''}`);
		}
		return;
	}
	if (command === 'resend') {
		const ids = args.length === 1 && args[0] === 'all' ? undefined : idsFrom(args);
		const queued = await resendDeadMails(getPool(), ids);
		const left = ids?.filter((id) => !queued.includes(id)) ?? [];
		log(queued.length > 0 ? `Queued again: ${queued.join(', ')}.` : 'No given-up mail to queue.');
		if (left.length > 0) throw new UsageError(`Not a given-up mail: ${left.join(', ')}.`);
		return;
	}
	throw new UsageError(usage);
}

/** `npm run outbox`. */
export const outboxTool: CommandTool = { usage, run };

if (import.meta.main) process.exitCode = await runCommand(outboxTool);
