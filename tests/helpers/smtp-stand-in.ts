// A minimal SMTP server on 127.0.0.1 for tests only: accepts any message and keeps its raw text, so a test
// can make "the provider" fail (stop it) or work (start it) without any network beyond loopback.
import net from 'node:net';
import { freePort } from '../../scripts/lib/free-port';

export interface SmtpStandIn {
  port: number;
  messages: string[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function createSmtpStandIn(): Promise<SmtpStandIn> {
  const port = await freePort();
  const messages: string[] = [];
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();

  const handle = (socket: net.Socket) => {
    sockets.add(socket);
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
            messages.push(data);
            data = '';
            reply('250 queued');
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

  return {
    port,
    messages,
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
}
