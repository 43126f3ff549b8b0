import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type Mail = { to: string; body: string };
export type Mailbox = { port: number; close: () => Promise<void> };

/**
 * A local SMTP server that appends every message it accepts to `mails`: the real sender's far end in the tests.
 * `options` adds hooks, such as an `onRcptTo` that refuses some addresses.
 */
export async function startMailbox(mails: Mail[], options: Partial<SMTPServerOptions> = {}): Promise<Mailbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    ...options,
    onData(stream, session, done) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
