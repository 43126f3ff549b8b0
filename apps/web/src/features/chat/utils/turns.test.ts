import { describe, expect, it } from 'vitest';
import type { ChatServerMessage } from '@uu/contract/chat';
import { turnInFlight, turnsReducer, type Turn, type TurnAction } from './turns';

const allowance = {
  day: '2026-11-25',
  levelQuestions: 2,
  checkInBonus: 0,
  packageQuestions: 0,
  packageDaysLeft: 0,
  used: 1,
  remaining: 1,
  signedToday: false,
};
const frame = (message: ChatServerMessage): TurnAction => ({ type: 'frame', message });
const run = (actions: TurnAction[], from: Turn[] = []) => actions.reduce(turnsReducer, from);
const asked = (id = 'q1', question = 'What is UU?') => run([{ type: 'ask', key: id, askId: id, question, conversationId: null }]);

describe('turnsReducer', () => {
  it('appends the pieces of an answer in the order they arrive', () => {
    const turns = run(
      [
        frame({ type: 'start', id: 'q1', logId: 9, conversationId: 1, source: 'builtin', allowance }),
        frame({ type: 'delta', id: 'q1', text: 'UU ' }),
        frame({ type: 'delta', id: 'q1', text: 'is the ' }),
        frame({ type: 'delta', id: 'q1', text: 'points.' }),
      ],
      asked(),
    );
    expect(turns[0]).toMatchObject({ logId: 9, source: 'builtin', status: 'streaming', answer: 'UU is the points.' });
    const done = turnsReducer(turns, frame({ type: 'done', id: 'q1', logId: 9, conversationId: 1 }));
    expect(done[0]!.status).toBe('done');
    expect(turnInFlight(done)).toBeUndefined();
    // A late piece for a finished answer changes nothing.
    expect(turnsReducer(done, frame({ type: 'delta', id: 'q1', text: '!' }))[0]!.answer).toBe('UU is the points.');
  });

  it('keeps frames of another question apart', () => {
    const turns = run([frame({ type: 'delta', id: 'other', text: 'x' })], asked());
    expect(turns[0]!.answer).toBe('');
  });

  it('stops: stopping until the server confirms, the partial answer kept', () => {
    let turns = run(
      [
        frame({ type: 'start', id: 'q1', logId: 3, conversationId: 1, source: 'model', allowance }),
        frame({ type: 'delta', id: 'q1', text: 'Half' }),
      ],
      asked(),
    );
    turns = turnsReducer(turns, { type: 'stopRequested', askId: 'q1' });
    expect(turns[0]!.status).toBe('stopping');
    turns = turnsReducer(turns, frame({ type: 'delta', id: 'q1', text: ' more' }));
    turns = turnsReducer(turns, frame({ type: 'stopped', id: 'q1', logId: 3, conversationId: 1, allowance: null }));
    expect(turns[0]).toMatchObject({ status: 'stopped', answer: 'Half more' });
  });

  it('a failed model answer stays with its message (retry); a refusal before counting leaves', () => {
    const failed = run(
      [
        frame({ type: 'start', id: 'q1', logId: 4, conversationId: 1, source: 'model', allowance }),
        frame({ type: 'error', id: 'q1', code: 4004, msg: 'timed out', allowance }),
      ],
      asked(),
    );
    expect(failed[0]).toMatchObject({ status: 'failed', error: 'timed out' });
    const refused = run([frame({ type: 'error', id: 'q1', code: 4001, msg: 'none left', allowance })], asked());
    expect(refused).toEqual([]);
  });

  it('retry asks again in the same place with a new id', () => {
    const failed = run([frame({ type: 'error', id: 'q1', code: 4003, msg: 'failed', allowance: null })], asked());
    const again = turnsReducer(failed, { type: 'retry', key: 'q1', askId: 'q2' });
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ key: 'q1', askId: 'q2', status: 'pending', answer: '', error: null, question: 'What is UU?' });
  });

  it('a lost connection fails the answer under way and completes a stop', () => {
    const streaming = run([frame({ type: 'start', id: 'q1', logId: 5, conversationId: 1, source: 'model', allowance })], asked());
    expect(turnsReducer(streaming, { type: 'connectionLost', error: 'lost' })[0]).toMatchObject({ status: 'failed', error: 'lost' });
    const stopping = turnsReducer(streaming, { type: 'stopRequested', askId: 'q1' });
    expect(turnsReducer(stopping, { type: 'connectionLost', error: 'lost' })[0]!.status).toBe('stopped');
  });
});
