import type { AppError } from '../../lib/app-error';

/** Ends a socket with a login code (chat.socket.ts's signOut). */
type EndSocket = (error: AppError) => void;

/**
 * The open member sockets of this instance by session, so that ending a session (a device signed
 * out from another one) closes its socket at once instead of at its next frame. With Redis, the
 * other instances are told too (sessions-broadcast.ts) and close theirs; without it, theirs end at
 * their next frame, which checks the session again (chat.socket.ts).
 */
export class SessionSockets {
  readonly #bySession = new Map<number, Set<EndSocket>>();
  #announce: ((sessionIds: readonly number[]) => void) | null = null;

  /** Where `endEverywhere` tells the other instances (the Redis broadcast, when configured). */
  announceTo(announce: (sessionIds: readonly number[]) => void): void {
    this.#announce = announce;
  }

  /** Ends these sessions' sockets here and on every other instance told through `announceTo`. */
  endEverywhere(sessionIds: readonly number[], error: AppError): number {
    this.#announce?.(sessionIds);
    return this.end(sessionIds, error);
  }

  /** Registers an authenticated socket; call the answer when it closes. */
  add(sessionId: number, end: EndSocket): () => void {
    let set = this.#bySession.get(sessionId);
    if (!set) {
      set = new Set();
      this.#bySession.set(sessionId, set);
    }
    set.add(end);
    return () => {
      const current = this.#bySession.get(sessionId);
      current?.delete(end);
      if (current?.size === 0) this.#bySession.delete(sessionId);
    };
  }

  /** Ends this instance's sockets of these sessions with the login code of `error`; how many it ended. */
  end(sessionIds: readonly number[], error: AppError): number {
    let ended = 0;
    for (const id of sessionIds) {
      const set = this.#bySession.get(id);
      if (!set) continue;
      this.#bySession.delete(id);
      for (const end of set) {
        end(error);
        ended += 1;
      }
    }
    return ended;
  }
}
