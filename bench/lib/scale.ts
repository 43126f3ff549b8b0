import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, type LoadResult } from './load';
import { signedInMember } from './member';
import { freePort, startApi, type Server } from './processes';
import { BENCH_OPERATOR_KEY, transfers, type TransferRun } from './wallet';

/**
 * Scale-out (issue 16 "Load"): the same reads and transfers through nginx to one API instance, then to two, on one
 * PostgreSQL schema (and Redis when REDIS_URL_TEST is set) — the topology of compose.yaml, as plain processes.
 * On a 2-core machine the client, nginx, both instances and PostgreSQL share the cores, so the factor says what a
 * second instance costs or gains here, not what a second machine would.
 */
export type ScaleRun = { reads: LoadResult; transfers: TransferRun };

/** nginx in front of `upstreams`, on a free port, in the foreground of a child process. */
async function startNginx(upstreams: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-bench-nginx-'));
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream uu_api { ${upstreams.map((u) => `server ${u.replace(/^http:\/\//, '')};`).join(' ')} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://uu_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not answer');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}

/** Reads and transfers through nginx to `instances` API processes sharing one database (`env`). */
export async function scaleRun(instances: number, env: Record<string, string>, seconds: number, connections: number): Promise<ScaleRun> {
  const shared = {
    ...env,
    OPERATOR_API_KEY: BENCH_OPERATOR_KEY,
    CODES_PER_IP_PER_DAY: '1000000',
    TRUST_PROXY: '1',
    ...(process.env.REDIS_URL_TEST ? { REDIS_URL: process.env.REDIS_URL_TEST } : {}),
  };
  const servers: Server[] = [];
  try {
    // One after the other: the first runs the migrations.
    for (let i = 0; i < instances; i++) servers.push(await startApi(shared));
    const nginx = await startNginx(servers.map((s) => s.url));
    try {
      // Members are made through the first instance (its outbox holds their codes); the load goes through nginx.
      const first = servers[0]!;
      const token = await signedInMember(first.url, first.dataDir);
      const reads = await load(`${nginx.url}/personInfo/getUserInfo`, { satoken: token, 'client-type': '3' }, seconds, connections);
      const run = await transfers(first.url, first.dataDir, seconds, connections, 20, nginx.url);
      return { reads, transfers: run };
    } finally {
      await nginx.stop();
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}
