import type { AppError } from '../../lib/app-error';

/** Ends a socket with a login code (chat.socket.ts's signOut). */
type EndSocket = (error: AppError) => void;

/**
 * The open member sockets of this instance by session, so that ending a session (a device signed
 * out from another one) closes its socket at once instead of at its next frame. Another instance's
 * sockets still end at their next frame: every frame checks the session again (chat.socket.ts).
 */
export class SessionSockets {
  readonly #bySession = new Map<number, Set<EndSocket>>();

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

  /** Ends the sockets of these sessions with the login code of `error`; how many it ended. */
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
