import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode =
  /** Streams `pieces` one by one, `delayMs` apart. */
  | { kind: 'stream'; pieces: string[]; delayMs?: number; usage?: { prompt_tokens: number; completion_tokens: number } }
  /** Answers HTTP 500 with an OpenAI-style error body. */
  | { kind: 'error' }
  /** Sends the first piece, then says nothing more (a stalled provider). */
  | { kind: 'stall'; first: string };

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 for the tests: it streams Server-Sent
 * Events the way OpenAI, Ollama and vLLM do, and remembers the requests it received.
 */
export async function startFakeOpenAI() {
  let mode: FakeMode = { kind: 'stream', pieces: ['Hello', ', ', 'world', '!'] };
  const requests: { messages: { role: string; content: string }[]; model: string; authorization?: string | undefined }[] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as { messages: { role: string; content: string }[]; model: string };
      requests.push({ ...parsed, authorization: req.headers.authorization });
      const current = mode;
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
    },
    async close() {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
