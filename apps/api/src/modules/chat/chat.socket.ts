import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, chatClientMessageSchema, type ChatServerMessage } from '@uu/contract/chat';
import { Code, LOGIN_CODES } from '@uu/contract/codes';
import type { Locale } from '@uu/contract/locales';
import { errorMessage, validationMessage } from '@uu/i18n/server';
import { AppError } from '../../lib/app-error';

/** A socket closed for a login code (spec §8) uses this close code; the app then goes to login. */
export const CLOSE_SIGNED_OUT = 4001;
/** A socket refused because maintenance is on; the `error` frame before it carries MAINTENANCE and its message. */
export const CLOSE_MAINTENANCE = 4503;
/** How long a new socket may stay without `auth`. */
const AUTH_WINDOW_MS = 10_000;
/** The largest frame a member's client sends (a question of 2000 characters fits many times). */
const MAX_FRAME_BYTES = 32 * 1024;

/**
 * The chat socket (spec §4's "socket"; product.md "AI chat"). The first frame authenticates with the
 * session token (never in the URL); every question checks the session again, so a logout, a
 * password change or an expiry ends the socket with the login code. One answer at a time.
 */
export async function registerChatSocket(app: FastifyInstance) {
  // In a scope of its own: @fastify/websocket's hooks (one before and one after every request) then run on the
  // socket's route only, not on every call of the API (issue 25).
  await app.register(async (scope) => {
    await chatSocket(scope);
    // Its server where the rest of the app sees it: the metrics count its sockets, the shutdown closes them (server.ts).
    app.decorate('websocketServer', scope.websocketServer);
  });
}

async function chatSocket(app: FastifyInstance) {
  const { sessions, sessionSockets, chat, maintenance, messages } = app.services;
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.get(CHAT_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket: WebSocket, request) => {
    let token: string | null = null;
    let locale: Locale = request.locale;
    let current: { id: string; controller: AbortController } | null = null;
    /** Takes this socket out of the session registry (it is in once authenticated). */
    let release: (() => void) | null = null;
    /** Stops this socket's message-centre frames (issue 21): set once it authenticated. */
    let unsubscribe: (() => void) | null = null;
    const send = (message: ChatServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const fail = (code: number, msg: string, id: string | null = null) => send({ type: 'error', id, code, msg, allowance: null });
    const signOut = (error: AppError, id: string | null = null) => {
      fail(Code[error.codeName], errorMessage(locale, error.codeName), id);
      socket.close(CLOSE_SIGNED_OUT, error.codeName);
    };
    const authTimer = setTimeout(() => {
      if (!token) signOut(new AppError('TOKEN_ABSENT'));
    }, AUTH_WINDOW_MS);

    socket.on('close', () => {
      clearTimeout(authTimer);
      release?.();
      current?.controller.abort();
      unsubscribe?.();
    });

    socket.on('message', (raw) => {
      void (async () => {
        // One parse: the frame's own `id`, when it has one, goes back with a refusal.
        let frame: unknown;
        try {
          frame = JSON.parse((raw as Buffer).toString()); // ws hands text frames over as a Buffer (binaryType nodebuffer)
        } catch {
          frame = undefined;
        }
        const parsed = chatClientMessageSchema.safeParse(frame);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const msg = issue?.message.startsWith('validation.')
            ? validationMessage(locale, issue.message, issue.path.join('.'))
            : errorMessage(locale, 'VALIDATION');
          const id = (frame as { id?: unknown } | undefined)?.id;
          fail(Code.VALIDATION, msg, typeof id === 'string' ? id : null);
          return;
        }
        const message = parsed.data;
        if (message.type === 'ping') {
          send({ type: 'pong' });
          return;
        }
        if (message.type === 'auth') {
          if (message.locale) locale = message.locale;
          // During maintenance no new conversation starts (product.md); sockets already open finish theirs.
          const pause = await maintenance.current();
          if (pause.on) {
            fail(Code.MAINTENANCE, maintenance.message(pause, locale));
            socket.close(CLOSE_MAINTENANCE, 'MAINTENANCE');
            return;
          }
          try {
            const auth = await sessions.authenticate(message.token);
            token = message.token;
            // A device signed out from another one ends this socket at once (devices.service.ts).
            release?.();
            release = sessionSockets.add(auth.sessionId, (ended) => signOut(ended));
            send({ type: 'ready', allowance: await chat.allowance(auth.user), source: await chat.sourceKindOf(auth.user.id) });
            // The member's new messages and unread counts come over this socket too.
            unsubscribe?.();
            unsubscribe = socket.readyState === socket.OPEN ? messages.subscribe(auth.user.id, { locale, send }) : null;
          } catch (error) {
            if (error instanceof AppError) {
              signOut(error);
              return;
            }
            throw error;
          }
          return;
        }
        if (!token) {
          signOut(new AppError('TOKEN_ABSENT'), message.type === 'ask' ? message.id : null);
          return;
        }
        if (message.type === 'stop') {
          if (current?.id === message.id) current.controller.abort();
          return;
        }
        // ask: the session must still be good (logout, password change, expiry end the socket).
        let auth;
        try {
          auth = await sessions.authenticate(token);
        } catch (error) {
          if (error instanceof AppError && LOGIN_CODES.includes(Code[error.codeName])) {
            signOut(error, message.id);
            return;
          }
          throw error;
        }
        if (current) {
          fail(Code.CHAT_BUSY, errorMessage(locale, 'CHAT_BUSY'), message.id);
          return;
        }
        current = { id: message.id, controller: new AbortController() };
        try {
          await chat.ask(
            auth,
            {
              id: message.id,
              question: message.question,
              conversationId: message.conversationId,
              replaces: message.replaces,
              locale,
              stop: current.controller.signal,
            },
            send,
          );
        } finally {
          current = null;
        }
      })().catch((err: unknown) => {
        request.log.error({ err }, 'chat socket failed');
        fail(Code.INTERNAL, errorMessage(locale, 'INTERNAL'));
      });
    });
  });
}
