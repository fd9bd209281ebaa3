/**
 * A real SMTP server on loopback that counts the mails it accepts, and can be taken down and
 * brought back on the same port, so a load test sees SMTP fail part of the time.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A running sink: how many mails it took, and switches for an outage. */
export type SmtpSink = {
	port: number;
	received: () => number;
	down: () => Promise<void>;
	up: () => Promise<void>;
	close: () => Promise<void>;
};

/** Starts the sink on a free loopback port. */
export async function startSmtpSink(): Promise<SmtpSink> {
	let received = 0;
	const make = () =>
		new SMTPServer({
			authOptional: true,
			disabledCommands: ['AUTH', 'STARTTLS'],
			logger: false,
			onData(stream, _session, callback) {
				stream.on('data', () => undefined);
				stream.on('end', () => {
					received++;
					callback();
				});
			},
		});
	let server: SMTPServer | undefined = make();
	const listen = (s: SMTPServer, port: number) =>
		new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
	await listen(server, 0);
	const port = (server as unknown as { server: { address: () => AddressInfo } }).server.address()
		.port;
	const down = async () => {
		const s = server;
		server = undefined;
		if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
	};
	return {
		port,
		received: () => received,
		down,
		up: async () => {
			if (server) return;
			server = make();
			await listen(server, port);
		},
		close: down,
	};
}
