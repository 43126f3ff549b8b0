import { CHAT_SOCKET_PATH, chatServerMessageSchema, type ChatClientMessage, type ChatServerMessage } from '@uu/contract/chat';
import { Code, LOGIN_CODES } from '@uu/contract/codes';
import { env } from '@/config/env';
import { handleLoginCode, handleMaintenanceCode } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { session } from '@/lib/session';
import { registerSocket } from '@/lib/socket';

/** `ready`: authenticated, questions may be asked; the others: not (yet, or any more). */
export type ConnectionStatus = 'connecting' | 'ready' | 'reconnecting' | 'closed';

/** Proxies close a socket that is quiet for a minute or so; a ping keeps it open. */
export const PING_INTERVAL_MS = 25_000;
/** Waits before each reconnection attempt; the last repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** The chat socket's address: the API's origin (the page's own when `apiBase` is empty or a path). */
export function chatSocketUrl(): string {
  const base = env.apiBase;
  if (/^https?:\/\//.test(base)) return base.replace(/^http/, 'ws') + CHAT_SOCKET_PATH;
  const scheme = window.location.protocol === 'https:' ? 'wss://' : 'ws://';
  return scheme + window.location.host + base + CHAT_SOCKET_PATH;
}

export type ChatConnectionOptions = {
  /** The session's token, read at each (re)connection; none ends the connection. */
  getToken: () => string | null;
  /** Every frame but `pong` and the login codes handled below. */
  onMessage: (message: ChatServerMessage) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** The server refused the token with a login code (spec §8): the session is over. */
  onLoginCode: (msg: string) => void;
  /** The server refused the socket for maintenance (then closes it; reconnecting continues, with its delays). */
  onMaintenance?: (msg: string) => void;
  url?: string;
};

/**
 * The member's WebSocket (product.md: answers stream over the spec's one socket). Authenticates with
 * its first frame (a token never travels in the URL), pings every 25 s, and reconnects with
 * backoff when it closes unexpectedly until `stop()`. It registers each socket with lib/socket, so
 * logout and session expiry close it (spec §4); a close that finds no session does not reconnect.
 */
export class ChatConnection {
  private socket: WebSocket | null = null;
  private active = false;
  private attempt = 0;
  private status: ConnectionStatus = 'closed';
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: ChatConnectionOptions) {}

  get currentStatus(): ConnectionStatus {
    return this.status;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.attempt = 0;
    this.open();
  }

  stop(): void {
    this.active = false;
    clearTimeout(this.reconnectTimer);
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState !== WebSocket.CLOSING && socket.readyState !== WebSocket.CLOSED) socket.close(1000);
    this.setStatus('closed');
  }

  /** Sends a frame once authenticated; false when the socket is not ready (nothing was sent). */
  send(message: ChatClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || this.status !== 'ready') return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus(status);
  }

  private open(): void {
    const token = this.options.getToken();
    if (!token) {
      this.stop();
      return;
    }
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.options.url ?? chatSocketUrl());
    this.socket = socket;
    registerSocket(socket);
    socket.addEventListener('open', () => {
      // The app's language, not the browser's (the upgrade's accept-language), for the server's messages.
      if (socket !== this.socket) return;
      socket.send(JSON.stringify({ type: 'auth', token, locale: currentLocale() } satisfies ChatClientMessage));
    });
    socket.addEventListener('message', (event: MessageEvent) => this.receive(socket, event.data));
    socket.addEventListener('close', () => this.closed(socket));
  }

  private receive(socket: WebSocket, data: unknown): void {
    if (socket !== this.socket || typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = chatServerMessageSchema.safeParse(json);
    if (!parsed.success) {
      // A contract break between this build and the server: loud in the console, ignored otherwise.
      console.error('[chat] a frame that breaks the contract', parsed.error.issues);
      return;
    }
    const message = parsed.data;
    if (message.type === 'pong') return;
    if (message.type === 'ready') {
      this.attempt = 0;
      this.setStatus('ready');
      this.startPing(socket);
    }
    if (message.type === 'error' && message.id === null && LOGIN_CODES.includes(message.code)) {
      // The server closes after this; there is no session left to reconnect with.
      this.active = false;
      this.options.onLoginCode(message.msg);
      return;
    }
    if (message.type === 'error' && message.id === null && message.code === Code.MAINTENANCE) {
      this.options.onMaintenance?.(message.msg);
      return;
    }
    this.options.onMessage(message);
  }

  private closed(socket: WebSocket): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.stopPing();
    // Closed by logout or expiry (lib/socket), or by stop(): stay closed.
    if (!this.active || !this.options.getToken()) {
      this.active = false;
      this.setStatus('closed');
      return;
    }
    this.setStatus('reconnecting');
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)];
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      if (this.active) this.open();
    }, delay);
  }

  private startPing(socket: WebSocket): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (socket === this.socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
    }, PING_INTERVAL_MS);
  }

  private stopPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }
}

/** What a part of the app hears on the member's socket: its frames and its state. */
export type MemberSocketListener = {
  onMessage?: (message: ChatServerMessage) => void;
  /** Called at once with the current state, then on each change. */
  onStatus?: (status: ConnectionStatus) => void;
};

/**
 * The member's one socket, shared (issue 21): the app keeps it open while a member is signed in (the
 * message centre's live frames), the chat asks and streams over the same one. Each part holds it
 * while it needs it; the last release closes it. The session's token is read at each (re)connection.
 */
class MemberSocket {
  #connection: ChatConnection | null = null;
  #token: string | null = null;
  #holds = 0;
  #status: ConnectionStatus = 'closed';
  /** The connection's ready frame (who answers, the allowance): given again to a part that listens later. */
  #ready: ChatServerMessage | null = null;
  readonly #listeners = new Set<MemberSocketListener>();

  /** Keeps the socket open (opened now if it was not, or again for another session); answers the release. */
  hold(): () => void {
    this.#holds += 1;
    this.#ensure();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.#holds -= 1;
      if (this.#holds === 0) this.#stop();
    };
  }

  listen(listener: MemberSocketListener): () => void {
    this.#listeners.add(listener);
    listener.onStatus?.(this.#status);
    if (this.#status === 'ready' && this.#ready) listener.onMessage?.(this.#ready);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Sends a frame once authenticated; false when the socket is not ready (nothing was sent). */
  send(message: ChatClientMessage): boolean {
    this.#ensure();
    return this.#connection?.send(message) ?? false;
  }

  #ensure(): void {
    const token = session.get().token;
    if (this.#connection && this.#token === token && this.#connection.currentStatus !== 'closed') return;
    this.#stop();
    if (!token || this.#holds === 0) return;
    this.#token = token;
    const connection = new ChatConnection({
      getToken: () => session.get().token,
      onMessage: (message) => {
        if (message.type === 'ready') this.#ready = message;
        for (const listener of this.#listeners) listener.onMessage?.(message);
      },
      onStatus: (status) => {
        if (this.#connection !== connection) return;
        this.#status = status;
        for (const listener of this.#listeners) listener.onStatus?.(status);
      },
      onLoginCode: handleLoginCode,
      onMaintenance: handleMaintenanceCode,
    });
    this.#connection = connection;
    connection.start();
  }

  #stop(): void {
    const connection = this.#connection;
    this.#connection = null;
    this.#token = null;
    this.#ready = null;
    connection?.stop();
    if (this.#status !== 'closed') {
      this.#status = 'closed';
      for (const listener of this.#listeners) listener.onStatus?.('closed');
    }
  }
}

export const memberSocket = new MemberSocket();
