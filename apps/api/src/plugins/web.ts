import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerWebHome } from './web-home';

/**
 * Serves the built member app at `/` and the admin console at `/admin/` (architecture.md: one port
 * for the app, the console, the API and the docs). The console's files are registered one by one
 * (`wildcard: false`), so they never shadow the back-office API under `/admin/`.
 * Hashed assets are cached for a year; index.html is revalidated so a new build shows at once.
 * The service worker (`sw.js`, a JavaScript type as registration requires) is revalidated too, so
 * browsers find a new one on their next visit, and the web manifest is sent with its registered type (docs/decisions.md "Versions, download and PWA").
 * Text files go out brotli- or gzip-compressed when the browser accepts it, from the copies the
 * build wrote beside them (apps/web vite.config.ts `precompress`); otherwise as they are.
 */
export async function registerWeb(
  app: FastifyInstance,
  distDir: string,
  prefix: '/' | '/admin/' = '/',
  pageCsp: (scriptSources: string[]) => string = () => '',
) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(
      { distDir },
      `${prefix === '/' ? 'member app' : 'admin console'} not built: run \`npm run build\` to serve it at ${prefix}`,
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix,
    // The second registration (the admin console) shares the reply decorators of the first.
    decorateReply: prefix === '/',
    wildcard: false,
    // The member app's page itself is web-home.ts's (home drawn in it, its inline script's hash in its CSP).
    ...(prefix === '/' ? { globIgnore: ['index.html', 'index.html.br', 'index.html.gz'] } : {}),
    preCompressed: true,
    setHeaders(reply, sent) {
      const file = sent.replace(/\.(?:br|gz)$/, '');
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (file.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json; charset=utf-8');
    },
  });
  if (prefix === '/') registerWebHome(app, distDir, pageCsp);
}
