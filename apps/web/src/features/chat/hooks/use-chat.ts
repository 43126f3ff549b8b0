import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Allowance, ChatServerMessage } from '@uu/contract/chat';
import { showToast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { memberSocket, type ConnectionStatus } from '@/lib/member-socket';
import { ALLOWANCE_KEY } from '../api/get-allowance';
import { turnInFlight, turnsReducer, type Turn, type TurnAction } from '../utils/turns';
import '../catalogue';

let sequence = 0;

/** The id of one ask frame: unique on this page, well under the contract's 64 characters. */
function newAskId(): string {
  sequence += 1;
  return `q${Date.now().toString(36)}${sequence.toString(36)}`;
}

function allowanceOf(message: ChatServerMessage): Allowance | null {
  return 'allowance' in message ? message.allowance : null;
}

export type UseChatOptions = {
  /**
   * A question refused before it was counted (no questions left, busy, invalid): it leaves the
   * conversation, and the caller gives it back to the input with the server's message.
   */
  onRefused?: (question: string, msg: string) => void;
};

/**
 * The conversation of this visit over the chat socket: the questions asked here and their
 * answers as they stream, the connection's state, and ask / stop / retry. The allowance the
 * frames carry is written to the allowance query, so the page reads one figure.
 */
export function useChat({ onRefused }: UseChatOptions = {}) {
  const queryClient = useQueryClient();
  const [turns, setTurns] = useState<Turn[]>([]);
  // Frames arrive faster than renders: each applies to the newest state, not the last rendered one.
  const turnsRef = useRef<Turn[]>(turns);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  /** Who answers on this socket (the ready frame says): the chat says once when it is the built-in assistant. */
  const [source, setSource] = useState<'model' | 'builtin' | null>(null);
  const onRefusedRef = useRef(onRefused);
  useEffect(() => {
    onRefusedRef.current = onRefused;
  }, [onRefused]);

  const apply = useCallback((action: TurnAction) => {
    turnsRef.current = turnsReducer(turnsRef.current, action);
    setTurns(turnsRef.current);
  }, []);

  useEffect(() => {
    const receive = (message: ChatServerMessage) => {
      const allowance = allowanceOf(message);
      if (allowance) queryClient.setQueryData(ALLOWANCE_KEY, allowance);
      if (message.type === 'ready' && message.source) setSource(message.source);
      if (message.type !== 'error') {
        apply({ type: 'frame', message });
        return;
      }
      const turn = message.id === null ? undefined : turnsRef.current.find((t) => t.askId === message.id);
      apply({ type: 'frame', message });
      if (!turn) {
        // Not about a question of ours (a refused frame): say it once.
        showToast(message.msg);
      } else if (!turnsRef.current.some((t) => t.key === turn.key)) {
        // Refused before it was counted: the question goes back to the input.
        if (onRefusedRef.current) onRefusedRef.current(turn.question, message.msg);
        else showToast(message.msg);
      }
    };
    // The member's one socket (lib/member-socket): the app may hold it open already.
    const unlisten = memberSocket.listen({
      onMessage: receive,
      onStatus: (next) => {
        setStatus(next);
        // An answer under way cannot survive its socket.
        if (next !== 'ready') apply({ type: 'connectionLost', error: i18n.t('chat.connectionLost') });
      },
    });
    const release = memberSocket.hold();
    return () => {
      release();
      unlisten();
    };
  }, [apply, queryClient]);

  /**
   * Sends a question in a conversation (null: a new one, whose id the `start` frame gives the turn); false when it
   * could not go (empty, an answer under way, not connected). `replaces`: an edit of the conversation's last question
   * (its history id), which the new turn hides while it stands (a refused edit leaves, and the old one shows again).
   */
  const ask = useCallback(
    (question: string, conversationId: number | null, replaces?: number): boolean => {
      const text = question.trim();
      if (!text || turnInFlight(turnsRef.current)) return false;
      const askId = newAskId();
      const edit = replaces === undefined || conversationId === null ? {} : { replaces };
      const frame = { type: 'ask' as const, id: askId, question: text, ...(conversationId === null ? {} : { conversationId }), ...edit };
      if (!memberSocket.send(frame)) return false;
      apply({ type: 'ask', key: askId, askId, question: text, conversationId, ...edit, at: new Date().toISOString() });
      return true;
    },
    [apply],
  );

  /** Asks a failed turn's question again: in its own place when it was asked on this visit, else as a new one. */
  const retry = useCallback(
    (turn: Turn): boolean => {
      if (turn.askId === null || !turnsRef.current.some((t) => t.key === turn.key)) return ask(turn.question, turn.conversationId);
      if (turnInFlight(turnsRef.current)) return false;
      const askId = newAskId();
      const conversation = turn.conversationId === null ? {} : { conversationId: turn.conversationId };
      if (!memberSocket.send({ type: 'ask', id: askId, question: turn.question, ...conversation })) return false;
      apply({ type: 'retry', key: turn.key, askId });
      return true;
    },
    [apply, ask],
  );

  /** Stops the answer under way; what was written stays (the server answers `stopped`). */
  const stop = useCallback(() => {
    const turn = turnInFlight(turnsRef.current);
    if (!turn?.askId || turn.status === 'stopping') return;
    if (memberSocket.send({ type: 'stop', id: turn.askId })) apply({ type: 'stopRequested', askId: turn.askId });
  }, [apply]);

  /** Forgets this visit's turns (the history was cleared, another conversation opened). */
  const reset = useCallback(() => apply({ type: 'clear' }), [apply]);

  const current = turnInFlight(turns);
  return { turns, status, source, current, busy: current !== undefined, ask, retry, stop, reset };
}
