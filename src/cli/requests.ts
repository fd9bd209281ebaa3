/**
 * Erasing a visitor's data, from the command line (GDPR art. 17; every receipt promises it):
 *
 *   npm run requests -- erase <email>   deletes that address's requests, their mails in the outbox,
 *                                       newsletter sign-ups, booked visits and CVs, and prints them
 *
 * What goes is described in `src/lib/requests/erase.ts`. The database rows go in one transaction;
 * the CVs' files are then deleted from Netlify Blobs (the store of the deploy the Blobs context
 * points at). A file that cannot be deleted (no Blobs context on this machine) is listed with its
 * store and key, to delete by hand (`netlify blobs:delete <store> <key>`); the command then ends
 * with exit code 1. Mails already delivered to the agency's inbox are not touched: delete them there.
 * The database is the one `openDatabase` finds (`command.ts`).
 */
import { getStore } from '@netlify/blobs';
import { isEmailAddress } from '../schemas/requests/fields.ts';
import { withTransaction } from '../lib/requests/db.ts';
import { eraseAddress } from '../lib/requests/erase.ts';
import { runCommand, UsageError, type CommandContext, type CommandTool } from './command.ts';

const usage = `usage: npm run requests -- erase <email>`;

/** Runs one command. */
async function run(command: string, args: string[], { log }: CommandContext): Promise<void> {
	const [email] = args;
	if (command !== 'erase' || args.length !== 1 || !email) throw new UsageError(usage);
	if (!isEmailAddress(email.trim())) throw new UsageError(`Not an email address: ${email}\n${usage}`);
	const erased = await withTransaction((tx) => eraseAddress(tx, email));
	const kept: string[] = [];
	for (const cv of erased.cvs) {
		try {
			await getStore(cv.store).delete(cv.key);
		} catch (error) {
			kept.push(`${cv.store} ${cv.key} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
		}
	}
	const address = email.trim().toLowerCase();
	log(`Erased ${address}: ${erased.requests.length} request(s)${erased.requests.length > 0 ? ` (${erased.requests.map((r) => `${r.reference} ${r.kind}`).join(', ')})` : ''}, ${erased.outbox} outbox mail(s), ${erased.newsletter} newsletter sign-up(s), ${erased.visitsFreed} booked visit(s) freed, ${erased.cvs.length - kept.length} CV file(s).`);
	if (kept.length > 0) throw new UsageError(`Could not delete ${kept.length} CV file(s); delete them by hand (netlify blobs:delete <store> <key>):\n${kept.join('\n')}`);
}

/** `npm run requests`. */
export const requestsTool: CommandTool = { usage, run };

if (import.meta.main) process.exitCode = await runCommand(requestsTool);
