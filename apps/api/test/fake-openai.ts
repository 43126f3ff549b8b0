import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode =
  /** Streams `pieces` one by one, `delayMs` apart. */
  | { kind: 'stream'; pieces: string[]; delayMs?: number; usage?: { prompt_tokens: number; completion_tokens: number } }
  /** Answers HTTP 500 with an OpenAI-style error body. */
  | { kind: 'error' }
  /** Sends the first piece, then says nothing more (a stalled provider). */
  | { kind: 'stall'; first: string }
  /** One reply per request, in order (the last one repeats): tool calls, text, a failure or a stream cut short. */
  | { kind: 'script'; replies: ScriptedReply[] };

export type ScriptedReply =
  /** The model calls these tools (arguments as JSON text, streamed in fragments as OpenAI does), then stops with `tool_calls`. */
  | { toolCalls: { name: string; arguments: string }[] }
  /** The model writes these pieces, then stops. */
  | { text: string[] }
  /** HTTP 500 with an OpenAI-style error body. */
  | { status: 500 }
  /** These pieces, then the connection is cut without `finish_reason` nor `[DONE]`. */
  | { broken: string[] };

/** A request as the provider received it (the SDK's messages: system, user, assistant with tool calls, tool results). */
export type ReceivedRequest = {
  model: string;
  messages: {
    role: string;
    content: string | null;
    tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    tool_call_id?: string;
  }[];
  tools?: { type: 'function'; function: { name: string; description?: string; parameters: unknown } }[];
  /** The Authorization header the request came with. */
  authorization?: string | undefined;
};

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 for the tests: it streams Server-Sent
 * Events the way OpenAI, Ollama and vLLM do, and remembers the requests it received.
 */
export async function startFakeOpenAI() {
  let mode: FakeMode = { kind: 'stream', pieces: ['Hello', ', ', 'world', '!'] };
  const requests: ReceivedRequest[] = [];
  let scriptIndex = 0;
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as ReceivedRequest;
      requests.push({ ...parsed, authorization: req.headers.authorization });
      const current = mode;
      if (current.kind === 'script') {
        const reply = current.replies[Math.min(scriptIndex++, current.replies.length - 1)]!;
        scripted(res, parsed.model, reply, open);
        return;
      }
      if (current.kind === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      open.add(res);
      res.on('close', () => open.delete(res));
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: parsed.model, choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
      if (current.kind === 'stall') {
        res.write(chunk(current.first));
        return; // never ends
      }
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i < current.pieces.length) {
          res.write(chunk(current.pieces[i++]!));
          setTimeout(next, current.delayMs ?? 1);
          return;
        }
        res.write(
          `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: parsed.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
        );
        // With `stream_options.include_usage`, OpenAI sends the usage in a last chunk without choices.
        if (current.usage) {
          const usage = { ...current.usage, total_tokens: current.usage.prompt_tokens + current.usage.completion_tokens };
          res.write(
            `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: parsed.model, choices: [], usage })}\n\n`,
          );
        }
        res.end('data: [DONE]\n\n');
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: FakeMode) {
      mode = next;
      scriptIndex = 0;
    },
    async close() {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

/** One scripted reply, streamed as OpenAI's chat.completions chunks (role first, tool-call arguments in fragments). */
function scripted(res: http.ServerResponse, model: string, reply: ScriptedReply, open: Set<http.ServerResponse>) {
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  open.add(res);
  res.on('close', () => open.delete(res));
  const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  const chunk = (delta: unknown, finish: string | null = null) =>
    sse({ id, object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] });
  const frames: string[] = [chunk({ role: 'assistant', content: '' })];
  if ('toolCalls' in reply) {
    reply.toolCalls.forEach((call, index) => {
      frames.push(
        chunk({
          tool_calls: [
            {
              index,
              id: `call_${index}_${Math.random().toString(36).slice(2, 8)}`,
              type: 'function',
              function: { name: call.name, arguments: '' },
            },
          ],
        }),
      );
      // The arguments arrive a few characters at a time, as real providers send them.
      for (let i = 0; i < call.arguments.length; i += 5) {
        frames.push(chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(i, i + 5) } }] }));
      }
    });
    frames.push(chunk({}, 'tool_calls'));
  } else {
    const pieces = 'text' in reply ? reply.text : reply.broken;
    for (const piece of pieces) frames.push(chunk({ content: piece }));
    if ('text' in reply) frames.push(chunk({}, 'stop'));
  }
  if (!('broken' in reply)) {
    frames.push(
      sse({
        id,
        object: 'chat.completion.chunk',
        created: 1,
        model,
        choices: [],
        usage: { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 },
      }),
    );
    frames.push('data: [DONE]\n\n');
  }
  let i = 0;
  const next = () => {
    if (res.destroyed) return;
    if (i < frames.length) {
      res.write(frames[i++]);
      setTimeout(next, 1);
      return;
    }
    if ('broken' in reply) res.destroy();
    else res.end();
  };
  next();
}
