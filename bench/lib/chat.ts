import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import type { Locale } from '@uu/contract/locales';
import { route } from '../../apps/api/src/modules/assistant/intents';
import { PHRASINGS } from '../../apps/api/test/assistant-phrasings';
import { signedInMember } from './member';
import type { Server } from './processes';

type Frame = { type: string; id?: string | null; code?: number; msg?: string };

/** A signed-in chat socket (`/ws/chat`, the app's own protocol) that times its answers. */
async function chatSocket(server: Server, token: string) {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws/chat`);
  const listeners = new Set<(frame: Frame) => void>();
  ws.on('message', (raw: Buffer) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    for (const listener of listeners) listener(frame);
  });
  await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
  const ready = new Promise<Frame>((resolve) => {
    const listener = (frame: Frame) => {
      if (frame.type !== 'ready' && frame.type !== 'error') return;
      listeners.delete(listener);
      resolve(frame);
    };
    listeners.add(listener);
  });
  ws.send(JSON.stringify({ type: 'auth', token, locale: 'zh-Hant' }));
  const first = await ready;
  if (first.type !== 'ready') throw new Error(`chat socket refused: ${first.msg ?? ''}`);

  /** Asks one question: ms to the first piece of text, and how the answer ended. */
  const ask = (question: string) =>
    new Promise<{ firstMs: number | null; end: Frame }>((resolve) => {
      const id = randomUUID();
      const started = performance.now();
      let firstMs: number | null = null;
      const listener = (frame: Frame) => {
        if (frame.id !== id) return;
        if (frame.type === 'delta' && firstMs === null) firstMs = performance.now() - started;
        if (frame.type === 'done' || frame.type === 'error' || frame.type === 'stopped') {
          listeners.delete(listener);
          resolve({ firstMs, end: frame });
        }
      };
      listeners.add(listener);
      ws.send(JSON.stringify({ type: 'ask', id, question }));
    });
  return { ask, close: () => ws.close() };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => n.toFixed(1);

/**
 * The built-in assistant over the chat socket of the built server (SQLite): the time to the first
 * piece of an answer, asked one after another (the phrasing table's questions in turn, so every
 * tool and the guide's search are in it); then `concurrent` sockets (of `members` members) asking at
 * once, every answer expected to end `done`.
 */
export async function builtinAssistantBench(server: Server, { sequential = 200, concurrent = 200, members = 20 } = {}) {
  const tokens: string[] = [];
  for (let i = 0; i < members; i++) tokens.push(await signedInMember(server.url, server.dataDir));
  const questions = PHRASINGS.map(([, question]) => question);

  const one = await chatSocket(server, tokens[0]!);
  const firsts: number[] = [];
  let sequentialErrors = 0;
  for (let i = 0; i < 5; i++) await one.ask(questions[i]!); // warm-up
  for (let i = 0; i < sequential; i++) {
    const { firstMs, end } = await one.ask(questions[i % questions.length]!);
    if (end.type !== 'done' || firstMs === null) sequentialErrors += 1;
    else firsts.push(firstMs);
  }
  one.close();
  firsts.sort((a, b) => a - b);

  const sockets = await Promise.all(Array.from({ length: concurrent }, (_, i) => chatSocket(server, tokens[i % members]!)));
  const started = performance.now();
  const answers = await Promise.all(sockets.map((s, i) => s.ask(questions[(i * 7) % questions.length]!)));
  const wallMs = performance.now() - started;
  for (const s of sockets) s.close();
  const failed = answers.filter((a) => a.end.type !== 'done');
  const loadFirsts = answers.flatMap((a) => (a.firstMs === null ? [] : [a.firstMs])).sort((a, b) => a - b);
  const codes = [...new Set(failed.map((a) => a.end.code))].join(', ');

  console.log(
    `built-in assistant (SQLite): first token p50 ${ms(percentile(firsts, 50))} ms, p95 ${ms(percentile(firsts, 95))} ms ` +
      `(budget 50 ms), max ${ms(firsts.at(-1) ?? NaN)} over ${firsts.length} questions in turn` +
      `${sequentialErrors ? `, ${sequentialErrors} failed` : ''} | ${concurrent} sockets asking at once: ` +
      `${concurrent - failed.length}/${concurrent} answered, ${failed.length} errors${codes ? ` (codes ${codes})` : ''}, ` +
      `first token p95 ${ms(percentile(loadFirsts, 95))} ms, all done in ${Math.round(wallMs)} ms`,
  );
}

/** The intent router's accuracy on the phrasing table, per language (the test fails under 90 %). */
export function intentAccuracyLine(): string {
  const parts = (['zh-Hant', 'zh-Hans', 'en'] as Locale[]).map((locale) => {
    const rows = PHRASINGS.filter(([l]) => l === locale);
    const right = rows.filter(([, question, intent]) => {
      const routed = route(question, locale === 'en' ? 'zh-Hant' : 'en');
      return routed.intent === intent && routed.locale === locale;
    }).length;
    return `${locale} ${((right / rows.length) * 100).toFixed(1)}% (${right}/${rows.length})`;
  });
  return `built-in assistant intent accuracy: ${parts.join(' | ')} (budget 90% each)`;
}
