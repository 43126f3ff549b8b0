import { vi } from 'vitest';

/**
 * A WebSocket the test drives: it records what the app sends, and the test opens it, sends it the
 * server's frames and closes it. Installed as the global `WebSocket` by `stubWebSocket()`.
 */
export class MockWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: MockWebSocket[] = [];

  readonly url: string;
  readyState = MockWebSocket.CONNECTING;
  readonly sent: string[] = [];
  closedByClient = false;

  constructor(url: string) {
    super();
    this.url = url;
    MockWebSocket.instances.push(this);
  }

  /** The newest socket the app opened. */
  static get last(): MockWebSocket {
    const socket = MockWebSocket.instances.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  send(data: string): void {
    if (this.readyState !== MockWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close(): void {
    if (this.readyState >= MockWebSocket.CLOSING) return;
    this.closedByClient = true;
    this.readyState = MockWebSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }

  /** The frames the app sent, parsed. */
  frames(): { type: string; [key: string]: unknown }[] {
    return this.sent.map((text) => JSON.parse(text) as { type: string });
  }

  // ---- the server's side ----
  open(): void {
    this.readyState = MockWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  receive(frame: object): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The server (or the network) closes it. */
  drop(): void {
    this.readyState = MockWebSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }
}

/** Installs MockWebSocket as the global WebSocket for the test; forgets earlier instances. */
export function stubWebSocket(): typeof MockWebSocket {
  MockWebSocket.instances = [];
  vi.stubGlobal('WebSocket', MockWebSocket);
  return MockWebSocket;
}
