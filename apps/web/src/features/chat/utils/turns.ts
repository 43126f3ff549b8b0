import type { AssistantCard } from '@uu/contract/assistant';
import type { ChatLog, ChatServerMessage } from '@uu/contract/chat';
import { Code } from '@uu/contract/codes';

/**
 * One question and its answer as the chat shows it: from the history (ChatLog) or asked on this
 * visit. `pending`: asked, no answer yet; `stopping`: stop sent, the server has not confirmed.
 */
export type TurnStatus = 'pending' | 'streaming' | 'stopping' | 'done' | 'stopped' | 'failed';

export type Turn = {
  /** Stable React key. */
  key: string;
  /** The `id` of the ask frame (the answer's frames carry it); null for history entries. */
  askId: string | null;
  /** The history id, once the server has counted the question. */
  logId: number | null;
  /** Its conversation (issue 23): the one asked in, or the new one the `start` frame names; null until then. */
  conversationId: number | null;
  question: string;
  answer: string;
  source: 'model' | 'builtin' | null;
  status: TurnStatus;
  /** Why it failed, in the member's language (the server's `msg`), or a client-side reason key. */
  error: string | null;
  /** What the assistant's tools found, and action drafts (issue 23), shown under the answer: live, and kept in the history. */
  cards: AssistantCard[];
  /** When it was asked (ISO-8601): the history's time, or this device's when asked on this visit. */
  createdAt?: string;
  /** An edit of the last question: the history id of the question it replaces (hidden while this turn stands). */
  replaces?: number;
};

export const IN_FLIGHT: readonly TurnStatus[] = ['pending', 'streaming', 'stopping'];

/** The codes after which asking the same question again can help: the model failed or timed out (the question was given back). */
export const RETRYABLE_CODES: readonly number[] = [Code.AI_FAILED, Code.AI_TIMEOUT];

export function fromLog(log: ChatLog): Turn {
  return {
    key: `log-${log.id}`,
    askId: null,
    logId: log.id,
    conversationId: log.conversationId,
    question: log.question,
    answer: log.answer,
    source: log.source,
    status: log.status,
    error: null,
    cards: log.cards,
    createdAt: log.createdAt,
  };
}

export type TurnAction =
  | { type: 'ask'; key: string; askId: string; question: string; conversationId: number | null; replaces?: number; at?: string }
  | { type: 'retry'; key: string; askId: string }
  | { type: 'stopRequested'; askId: string }
  | { type: 'frame'; message: ChatServerMessage }
  /** The socket closed under an answer: what arrived stays, the rest is lost. */
  | { type: 'connectionLost'; error: string }
  | { type: 'clear' };

function update(turns: Turn[], askId: string, change: (turn: Turn) => Turn | null): Turn[] {
  const index = turns.findIndex((turn) => turn.askId === askId);
  const turn = turns[index];
  if (!turn) return turns;
  const next = change(turn);
  if (next === turn) return turns;
  return next ? turns.map((turn, i) => (i === index ? next : turn)) : turns.filter((_, i) => i !== index);
}

const inFlight = (turn: Turn) => IN_FLIGHT.includes(turn.status);

/** The turns asked on this visit, oldest first, after one action. Pure: the unit tests drive it frame by frame. */
export function turnsReducer(turns: Turn[], action: TurnAction): Turn[] {
  switch (action.type) {
    case 'ask':
      return [
        ...turns,
        {
          key: action.key,
          askId: action.askId,
          logId: null,
          conversationId: action.conversationId,
          question: action.question,
          answer: '',
          source: null,
          status: 'pending',
          error: null,
          cards: [],
          ...(action.at === undefined ? {} : { createdAt: action.at }),
          ...(action.replaces === undefined ? {} : { replaces: action.replaces }),
        },
      ];
    case 'retry': {
      const index = turns.findIndex((turn) => turn.key === action.key);
      if (index < 0) return turns;
      return turns.map((turn, i) =>
        i === index
          ? { ...turn, askId: action.askId, logId: null, answer: '', source: null, status: 'pending', error: null, cards: [] }
          : turn,
      );
    }
    case 'stopRequested':
      return update(turns, action.askId, (turn) =>
        turn.status === 'pending' || turn.status === 'streaming' ? { ...turn, status: 'stopping' } : turn,
      );
    case 'connectionLost':
      return turns.map((turn) => {
        if (!inFlight(turn)) return turn;
        return turn.status === 'stopping' ? { ...turn, status: 'stopped' } : { ...turn, status: 'failed', error: action.error };
      });
    case 'clear':
      return [];
    case 'frame':
      return frame(turns, action.message);
  }
}

function frame(turns: Turn[], message: ChatServerMessage): Turn[] {
  switch (message.type) {
    case 'start':
      return update(turns, message.id, (turn) =>
        inFlight(turn)
          ? {
              ...turn,
              logId: message.logId,
              conversationId: message.conversationId,
              source: message.source,
              status: turn.status === 'stopping' ? 'stopping' : 'streaming',
            }
          : turn,
      );
    case 'delta':
      // Frames arrive in order on one socket: each piece goes at the end.
      return update(turns, message.id, (turn) => (inFlight(turn) ? { ...turn, answer: turn.answer + message.text } : turn));
    case 'card':
      return update(turns, message.id, (turn) => (inFlight(turn) ? { ...turn, cards: [...turn.cards, message.card] } : turn));
    case 'done':
      return update(turns, message.id, (turn) => (inFlight(turn) ? { ...turn, logId: message.logId, status: 'done' } : turn));
    case 'stopped':
      return update(turns, message.id, (turn) => (inFlight(turn) ? { ...turn, logId: message.logId, status: 'stopped' } : turn));
    case 'error': {
      if (message.id === null) return turns;
      return update(turns, message.id, (turn) => {
        if (!inFlight(turn)) return turn;
        // Refused before it was counted (no questions left, busy, an invalid question): it never
        // became a question of the history, so it leaves the conversation (use-chat gives it back to the input).
        if (turn.logId === null && !RETRYABLE_CODES.includes(message.code)) return null;
        return { ...turn, status: 'failed', error: message.msg };
      });
    }
    default:
      return turns;
  }
}

/** The turn waiting for or receiving an answer (one at a time per socket), if any. */
export function turnInFlight(turns: readonly Turn[]): Turn | undefined {
  return turns.find(inFlight);
}
