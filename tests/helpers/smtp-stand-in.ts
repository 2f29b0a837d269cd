// A minimal SMTP server on 127.0.0.1 for tests only: accepts any message and keeps its raw text, so a test
// can make "the provider" fail (stop it) or work (start it) without any network beyond loopback.
import net from 'node:net';
import { freePort } from '../../scripts/lib/free-port';

export interface SmtpStandIn {
  port: number;
  /** Messages accepted ('250 queued' sent). */
  messages: string[];
  /** When each of `messages` was accepted (epoch ms with a fraction, just before '250 queued' was written). */
  acceptedAt: number[];
  /**
   * While true, a message's data is received but the reply is withheld: the sender is stuck inside the provider
   * call (a job that is running). `held` lists those messages; `releaseHeld()` accepts them.
   */
  hold: boolean;
  held: string[];
  releaseHeld: () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function createSmtpStandIn(): Promise<SmtpStandIn> {
  const port = await freePort();
  const messages: string[] = [];
  const acceptedAt: number[] = [];
  const held: string[] = [];
  const pendingReplies: (() => void)[] = [];
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();

  const handle = (socket: net.Socket) => {
    sockets.add(socket);
    // A sender killed mid-message (a worker under kill -9) resets the connection: not the test's failure.
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let data = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stand-in ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const message = data;
            data = '';
            const accept = () => {
              if (socket.destroyed) return; // the sender died waiting: the provider never confirmed it
              messages.push(message);
              acceptedAt.push(performance.timeOrigin + performance.now());
              reply('250 queued');
            };
            if (standIn.hold) {
              held.push(message);
              pendingReplies.push(accept);
            } else accept();
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-stand-in\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  };

  const standIn: SmtpStandIn = {
    port,
    messages,
    acceptedAt,
    hold: false,
    held,
    releaseHeld: () => {
      for (const accept of pendingReplies.splice(0)) accept();
    },
    start: () =>
      new Promise((resolve) => {
        server = net.createServer(handle);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
  return standIn;
}
