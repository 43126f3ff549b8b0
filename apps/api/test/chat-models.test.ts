import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Code } from '@uu/contract/codes';
import { CHAT_SOCKET_PATH, type ChatServerMessage } from '@uu/contract/chat';
import { asAdmin } from './admin-helpers';
import { call, dialects, type TestApp } from './helpers';
import { useTestApp } from './suite';
import { startFakeOpenAI } from './fake-openai';

const SEAL_KEY = 'cd'.repeat(32);
const API_KEY = 'sk-live-secret-key-WXYZ';

/** One question over a real chat socket; the frames of its answer. */
async function ask(t: TestApp, token: string, question: string) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
  const received: ChatServerMessage[] = [];
  const id = randomUUID();
  const ended = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no end; got ${JSON.stringify(received.slice(-3))}`)), 10_000);
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as ChatServerMessage;
      received.push(m);
      if (m.type === 'ready') ws.send(JSON.stringify({ type: 'ask', id, question }));
      if ('id' in m && m.id === id && (m.type === 'done' || m.type === 'error' || m.type === 'stopped')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', token, locale: 'en' }));
  await ended;
  ws.terminate();
  const frames = received.filter((m) => 'id' in m && m.id === id);
  return {
    ready: received.find((m) => m.type === 'ready') as Extract<ChatServerMessage, { type: 'ready' }>,
    frames,
    end: frames.at(-1)!,
    text: frames.map((f) => (f.type === 'delta' ? f.text : '')).join(''),
  };
}

describe.each(dialects)('chat models and usage on %s', (dialect) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());
  // No AI_BASE_URL: with no model configured the built-in assistant answers.
  const t = useTestApp(dialect, () => ({
    env: { TWO_FACTOR_KEY: SEAL_KEY, AI_TIMEOUT_MS: '2000', CHAT_DAILY_QUESTIONS: '50,50,50,50,50,50', CODES_PER_IP_PER_DAY: '100000' },
  }));

  const createModel = async (admin: { token: string }, overrides: Record<string, unknown> = {}) => {
    const res = await asAdmin(t, admin, {
      method: 'POST',
      url: '/admin/chat/models',
      payload: { name: 'Fast', baseUrl: fake.baseUrl, model: 'fast-1', apiKey: API_KEY, priceIn: '0.002', priceOut: '0.006', ...overrides },
    });
    expect(res.code, res.msg).toBe(200);
    return res.data as { id: number; isDefault: boolean; enabled: boolean; keyLast4: string | null; hasKey: boolean };
  };
  const usageRows = (userId: number) =>
    t.app.db.kysely.selectFrom('chat_answer_usage').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('keeps the key sealed at rest, shows only its last four, never returns or audits it', async () => {
    const admin = await t.operator('admin');
    const model = await createModel(admin);
    expect(model).toMatchObject({ hasKey: true, keyLast4: 'WXYZ', enabled: true, isDefault: true });
    const list = await asAdmin(t, admin, { method: 'GET', url: '/admin/chat/models' });
    expect(JSON.stringify(list.data)).not.toContain(API_KEY);
    expect(list.data.fallback).toEqual({ kind: 'model', name: 'Fast' });
    const row = await t.app.db.kysely.selectFrom('chat_models').selectAll().where('id', '=', model.id).executeTakeFirstOrThrow();
    expect(row.api_key_sealed).toMatch(/^v1:/);
    expect(row.api_key_sealed).not.toContain(API_KEY);
    expect(row.price_in_micros).toBe(2000);
    const audit = await t.app.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'createChatModel').execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(API_KEY);

    // An update without a key keeps it; the model answers with it.
    const updated = await asAdmin(t, admin, {
      method: 'POST',
      url: '/admin/chat/models/update',
      payload: { id: model.id, name: 'Fast 2', baseUrl: fake.baseUrl, model: 'fast-2', priceIn: '0.002', priceOut: '0.006', enabled: true },
    });
    expect(updated.data).toMatchObject({ name: 'Fast 2', keyLast4: 'WXYZ', hasKey: true });
    fake.setMode({ kind: 'stream', pieces: ['pong'] });
    const tested = await asAdmin(t, admin, { method: 'POST', url: '/admin/chat/models/test', payload: { id: model.id } });
    expect(tested.data).toMatchObject({ ok: true, text: 'pong' });
    expect(fake.requests.at(-1)).toMatchObject({ model: 'fast-2', authorization: `Bearer ${API_KEY}` });
    fake.setMode({ kind: 'error' });
    const failed = await asAdmin(t, admin, { method: 'POST', url: '/admin/chat/models/test', payload: { id: model.id } });
    expect(failed.data.ok).toBe(false);
    // Tidy for the next tests: this model leaves the default.
    await asAdmin(t, admin, { method: 'POST', url: '/admin/chat/models/enable', payload: { id: model.id, enabled: false } });
  });

  it('is closed to a role without chat.models; bad input gets a clear error', async () => {
    const finance = await t.operator('finance');
    const refused = await asAdmin(t, finance, { method: 'GET', url: '/admin/chat/models' });
    expect([refused.status, refused.code]).toEqual([403, Code.ROLE_FORBIDDEN]);
    const admin = await t.operator('admin');
    const bad = await asAdmin(t, admin, {
      method: 'POST',
      url: '/admin/chat/models',
      payload: { name: '', baseUrl: 'ftp://x', model: 'm', priceIn: '0.1234567', priceOut: '-1' },
      headers: { 'accept-language': 'en' },
    });
    expect(bad.code).toBe(Code.VALIDATION);
    const missing = await asAdmin(t, admin, { method: 'POST', url: '/admin/chat/models/default', payload: { id: 999_999 } });
    expect(missing.code).toBe(Code.CHAT_MODEL_NOT_FOUND);
  });

  it('lets a member switch among enabled models and the built-in assistant; a disabled choice falls back to the default', async () => {
    const admin = await t.operator('admin');
    const a = await createModel(admin, { name: 'Alpha', model: 'alpha' });
    const b = await createModel(admin, { name: 'Beta', model: 'beta', apiKey: undefined });
    const made = await asAdmin(t, admin, { method: 'POST', url: '/admin/chat/models/default', payload: { id: a.id } });
    expect(made.data.isDefault).toBe(true);
    const m = await t.member({ prefix: 'switch' });
    const choices = await call(t.app, { method: 'GET', url: '/chat/models', headers: { satoken: m.token } });
    expect(choices.data).toMatchObject({ current: a.id, source: 'model', chosen: false });
    expect(choices.data.models.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    // Beta, chosen, answers.
    const chose = await call(t.app, {
      method: 'POST',
      url: '/chat/models/choose',
      headers: { satoken: m.token },
      payload: { modelId: b.id },
    });
    expect(chose.data).toMatchObject({ current: b.id, chosen: true });
    fake.setMode({ kind: 'stream', pieces: ['from ', 'beta'], usage: { prompt_tokens: 1200, completion_tokens: 300 } });
    const first = await ask(t, m.token, 'hello beta');
    expect(first.text).toBe('from beta');
    expect(fake.requests.at(-1)).toMatchObject({ model: 'beta' });

    // Beta disabled: the default (Alpha) answers, and the choice is shown as Alpha.
    await asAdmin(t, admin, { method: 'POST', url: '/admin/chat/models/enable', payload: { id: b.id, enabled: false } });
    fake.setMode({ kind: 'stream', pieces: ['from alpha'], usage: { prompt_tokens: 10, completion_tokens: 5 } });
    const second = await ask(t, m.token, 'hello again');
    expect(second.text).toBe('from alpha');
    expect(fake.requests.at(-1)).toMatchObject({ model: 'alpha', authorization: `Bearer ${API_KEY}` });
    expect((await call(t.app, { method: 'GET', url: '/chat/models', headers: { satoken: m.token } })).data.current).toBe(a.id);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/chat/models/choose',
      headers: { satoken: m.token },
      payload: { modelId: b.id },
    });
    expect(refused.code).toBe(Code.CHAT_MODEL_NOT_FOUND);
    const disabledDefault = await asAdmin(t, admin, { method: 'POST', url: '/admin/chat/models/default', payload: { id: b.id } });
    expect(disabledDefault.code).toBe(Code.CHAT_MODEL_DISABLED);

    // The built-in assistant, chosen, answers without the model.
    await call(t.app, { method: 'POST', url: '/chat/models/choose', headers: { satoken: m.token }, payload: { modelId: null } });
    const before = fake.requests.length;
    const third = await ask(t, m.token, 'How many UU do I have?');
    expect(third.ready.source).toBe('builtin');
    expect(third.frames[0]).toMatchObject({ type: 'start', source: 'builtin' });
    expect(fake.requests.length).toBe(before);

    // A usage row per answer: tokens from the provider's usage, cost from the prices, the built-in's intent.
    const rows = await usageRows(m.id);
    expect(rows.map((r) => [r.source, r.model_id, r.status])).toEqual([
      ['model', b.id, 'done'],
      ['model', a.id, 'done'],
      ['builtin', null, 'done'],
    ]);
    // 1200 × 0.002 / 1000 + 300 × 0.006 / 1000 yuan = 0.0024 + 0.0018 = 0.0042 yuan = 4200 micros.
    expect(rows[0]).toMatchObject({ tokens_in: 1200, tokens_out: 300, cost_micros: 4200, model_name: 'Beta' });
    expect(rows[1]).toMatchObject({ tokens_in: 10, tokens_out: 5, cost_micros: 50 });
    expect(rows[2]).toMatchObject({ intent: 'balance', tokens_in: 0, cost_micros: 0, failure_code: null });
    for (const r of rows) {
      expect(r.total_ms).toBeGreaterThanOrEqual(0);
      expect(r.first_token_ms).not.toBeNull();
      expect(r.first_token_ms!).toBeLessThanOrEqual(r.total_ms);
    }

    // The console reads them: the list filtered by member, the statistics of the period.
    const list = await asAdmin(t, admin, { method: 'GET', url: '/admin/chat/usage', query: { memberNo: m.memberNo } });
    expect(list.data.total).toBe(3);
    expect(list.data.list[2]).toMatchObject({ memberNo: m.memberNo, modelName: 'Beta', cost: '0.0042', tokensIn: 1200 });
    const onlyBuiltin = await asAdmin(t, admin, {
      method: 'GET',
      url: '/admin/chat/usage',
      query: { memberNo: m.memberNo, source: 'builtin' },
    });
    expect(onlyBuiltin.data.list.map((r: { intent: string }) => r.intent)).toEqual(['balance']);
    const stats = await asAdmin(t, admin, { method: 'GET', url: '/admin/chat/stats' });
    expect(stats.code).toBe(200);
    expect(stats.data.totals.questions).toBeGreaterThanOrEqual(3);
    expect(stats.data.intents).toEqual(expect.arrayContaining([expect.objectContaining({ intent: 'balance' })]));
    const beta = stats.data.models.find((x: { modelId: number | null }) => x.modelId === b.id);
    expect(beta).toMatchObject({ answers: 1, tokensIn: 1200, tokensOut: 300, cost: '0.0042' });
    await asAdmin(t, admin, { method: 'POST', url: '/admin/chat/models/enable', payload: { id: a.id, enabled: false } });
  });

  it('logs a failed answer with its code; with no model enabled the built-in assistant answers', async () => {
    const admin = await t.operator('admin');
    const model = await createModel(admin, { name: 'Broken', model: 'broken' });
    await asAdmin(t, admin, { method: 'POST', url: '/admin/chat/models/default', payload: { id: model.id } });
    const m = await t.member({ prefix: 'fail' });
    fake.setMode({ kind: 'error' });
    const failed = await ask(t, m.token, 'anything');
    expect(failed.end).toMatchObject({ type: 'error', code: Code.AI_FAILED });
    const [row] = await usageRows(m.id);
    expect(row).toMatchObject({
      source: 'model',
      model_id: model.id,
      status: 'failed',
      failure_code: Code.AI_FAILED,
      first_token_ms: null,
    });

    await asAdmin(t, admin, { method: 'POST', url: '/admin/chat/models/enable', payload: { id: model.id, enabled: false } });
    const list = await asAdmin(t, admin, { method: 'GET', url: '/admin/chat/models' });
    expect(list.data.fallback).toEqual({ kind: 'builtin', name: null });
    const builtin = await ask(t, m.token, 'How many UU do I have?');
    expect(builtin.frames[0]).toMatchObject({ type: 'start', source: 'builtin' });
    expect((await usageRows(m.id)).at(-1)).toMatchObject({ source: 'builtin', status: 'done' });
  });
});

describe('chat models without TWO_FACTOR_KEY', () => {
  const t = useTestApp('sqlite', () => ({ env: { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'server-model' } }));

  it('refuses to store a key it cannot encrypt; the server model is the fallback', async () => {
    const admin = await t.operator('admin');
    const res = await asAdmin(t, admin, {
      method: 'POST',
      url: '/admin/chat/models',
      payload: { name: 'K', baseUrl: 'http://127.0.0.1:9/v1', model: 'k', apiKey: API_KEY, priceIn: '0', priceOut: '0' },
    });
    expect(res.code).toBe(Code.CHAT_MODEL_KEY_UNSEALABLE);
    expect(await t.app.db.kysely.selectFrom('chat_models').selectAll().execute()).toEqual([]);
    const list = await asAdmin(t, admin, { method: 'GET', url: '/admin/chat/models' });
    expect(list.data.fallback).toEqual({ kind: 'config', name: 'server-model' });
  });
});
