/** A WebSocket test client that collects server messages and waits for the ones a test expects. */
import WebSocket from 'ws';
import type { ServerMessage } from '../../shared/realtime.ts';

export class RealtimeTestClient {
  readonly messages: ServerMessage[] = [];
  private waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] =
    [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
  }

  static async connect(url: string, headers: Record<string, string> = {}) {
    const socket = new WebSocket(url, { headers });
    const client = new RealtimeTestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`HTTP ${res.statusCode}`)),
      );
    });
    await client.next((m) => m.type === 'welcome');
    return client;
  }

  /** Resolves with the first message (already received or coming) that matches, or fails after `ms`. */
  next(match: (message: ServerMessage) => boolean, ms = 5_000): Promise<ServerMessage> {
    const seen = this.messages.find(match);
    if (seen) {
      this.messages.splice(this.messages.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (message: ServerMessage) => {
          clearTimeout(timer);
          this.messages.splice(this.messages.indexOf(message), 1);
          resolve(message);
        },
      };
      // A waiter that timed out leaves, so it cannot swallow a later message meant for another.
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error('No matching realtime message in time'));
      }, ms);
      this.waiters.push(waiter);
    });
  }

  send(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }

  async subscribe(channel: string) {
    this.send({ type: 'subscribe', channel });
    return this.next(
      (m) => (m.type === 'subscribed' || m.type === 'denied') && m.channel === channel,
    );
  }

  close() {
    this.socket.close();
  }
}
