import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// The API prefixes of spec §7 served by apps/api in development; in production one server
// serves the app and the API on the same origin, so the client's base URL stays ''.
const API_PREFIXES = [
  '/auth',
  '/user',
  '/sms',
  '/personInfo',
  '/agreement',
  '/file/',
  '/files/',
  '/sysConfig',
  '/health',
  '/docs',
  // The wallet (issue 4)
  '/moneyLog',
  '/crcRate',
  '/transferUu',
  '/transferCash',
  '/withdraw',
  '/listWithdraw',
  '/cancelWithdraw',
  '/exchangeCrc',
  '/topUp/',
  '/eftAddress',
  '/bankCard',
  // The chat and check-in (issue 6); the chat socket is proxied below
  '/chat/',
  '/chatLog',
  '/SignLog',
  // Addresses (issue 5)
  '/address',
  // The mall's catalogue (issue 5)
  '/mall/',
  // Versions (issue 7)
  '/version/',
];
const API_TARGET = 'http://localhost:3000';
/** For the plugins of the browser's build only: the server's render of home (`vite build --ssr`) has no page or worker. */
const inBrowser = (environment: { config: { consumer: string } }) => environment.config.consumer === 'client';
/** `@/…` is the app's src/ (tsconfig.json's paths), for the app and for index.html's first script alike. */
const SRC_ALIAS = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * packages/contract declares constants beside zod schemas (`LOCALES` next to
 * `localeSchema = z.enum(LOCALES)`). A bundler must keep a top-level call it cannot prove pure,
 * so importing LOCALES into the first route would pull in all of zod (~23 kB gzipped). Its
 * top-level declarations only build values, so they are marked pure and dropped when unused.
 */
function pureContractDeclarations(): Plugin {
  return {
    name: 'uu:pure-contract-declarations',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null;
      const edits: { at: number; text: string }[] = [];
      for (const statement of this.parse(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init?.type !== 'CallExpression' && init?.type !== 'NewExpression') continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => ' }, { at: init.end, text: ')()' });
        }
      }
      let out = code;
      for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null };
    },
  };
}

/**
 * index.html's first script (src/early.ts): built on its own as one small classic script, so that it shares no chunk
 * with the app and runs as soon as it arrives, while the app's scripts are still on their way (issue 25: it starts
 * home's read). `async`, first in the page's head; in development the module itself.
 */
function earlyScript(): Plugin {
  const entry = fileURLToPath(new URL('./src/early.ts', import.meta.url));
  let fileName = '';
  let outer = { root: '', mode: '' };
  return {
    name: 'uu:early-script',
    applyToEnvironment: inBrowser,
    configResolved(config) {
      outer = { root: config.root, mode: config.mode };
    },
    async buildStart() {
      if (this.environment.mode !== 'build') return;
      const output = await build({
        configFile: false,
        // The app's root and mode: the same .env files (VITE_API_BASE).
        ...outer,
        logLevel: 'warn',
        resolve: { alias: SRC_ALIAS },
        plugins: [pureContractDeclarations()],
        build: {
          write: false,
          minify: true,
          target: 'es2022',
          lib: { entry, formats: ['iife'], name: 'uuEarly', fileName: 'early' },
        },
      });
      const chunk = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput])
        .flatMap((o) => o.output)
        .find((item): item is OutputChunk => item.type === 'chunk');
      if (!chunk) throw new Error('early script: nothing built');
      fileName = `assets/early-${createHash('sha256').update(chunk.code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
    transformIndexHtml(html) {
      const tag = fileName ? `<script src="/${fileName}" async></script>` : '<script type="module" src="/src/early.ts"></script>';
      // Right after the charset: the first request the page makes after its own.
      return html.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${tag}`);
    },
  };
}

/**
 * The first route's stylesheets, written into index.html (issue 25): a linked stylesheet holds the first paint until it
 * has arrived, one more round trip on a phone's network before the page (and home as the server drew it) shows. They
 * are a few kB compressed; the files stay in the build for the service worker's shell list.
 */
function inlineFirstStyles(): Plugin {
  return {
    name: 'uu:inline-first-styles',
    apply: 'build',
    applyToEnvironment: inBrowser,
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
        });
      },
    },
  };
}

/**
 * The app's scripts start once the page has been painted (issue 25). At `/` the page a phone receives already shows
 * home (drawn by the server, with its styles in the page), so its first paint needs none of them; started by tags in
 * the head they would be fetched and compiled alongside it, and on a slow phone the first paint waited for that
 * work. So index.html's first script (its read of home), the entry module and the modules it imports are started by
 * one inline line at the end of the body, right after the first frame (or 100 ms, whichever comes first: a page
 * opened in the background has no frames). The server allows that line by its hash (apps/api plugins/web-home.ts).
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'uu:scripts-after-paint',
    apply: 'build',
    applyToEnvironment: inBrowser,
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const classic: string[] = [];
        const modules: string[] = [];
        const take = (list: string[]) => (_tag: string, src: string) => {
          list.push(src);
          return '';
        };
        // The entry module is taken first: `modules[0]` is the one started as a script, the rest are preloaded.
        const out = html
          .replace(/\s*<script src="(\/assets\/early-[^"]+\.js)" async><\/script>/, take(classic))
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, take(modules))
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, take(modules));
        if (modules.length === 0) throw new Error('scripts-after-paint: the entry module was not found in index.html');
        const start = [
          `var started=false;function start(){if(started)return;started=true;var head=document.head;`,
          `${JSON.stringify(classic)}.forEach(function(src){var s=document.createElement('script');s.src=src;head.appendChild(s)});`,
          `${JSON.stringify(modules)}.forEach(function(src,i){var e=document.createElement(i?'link':'script');`,
          `if(i){e.rel='modulepreload';e.href=src}else{e.type='module';e.src=src}e.crossOrigin='';head.appendChild(e)})}`,
          `requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,100)`,
        ].join('');
        return out.replace('</body>', `  <script>${start}</script>\n  </body>`);
      },
    },
  };
}

/** Files of public/ that belong to the shell (icons the manifest names, the favicon). */
const PUBLIC_SHELL = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/maskable-192.png'];

/**
 * The app shell: index.html, its first script, the entry chunk and every chunk it imports statically (what the
 * first paint needs whatever the route), their CSS, and the public files above. Lazy routes are
 * not in it: the worker keeps them as they load (sw/sw.js).
 */
function shellFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of (chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? []) seen.add(css);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  // index.html's first script (earlyScript), an asset of its own.
  for (const file of Object.keys(bundle)) if (file.startsWith('assets/early-')) seen.add(file);
  return ['/index.html', ...[...seen].sort().map((file) => `/${file}`), ...PUBLIC_SHELL];
}

/**
 * Writes dist/sw.js from sw/sw.js with the shell's list and a version (a hash of that list, so a
 * new build installs a new worker and drops the old caches). A small hand-written worker rather
 * than vite-plugin-pwa: no Workbox runtime, and no fight with the lockfile (docs/decisions.md).
 */
function serviceWorker(): Plugin {
  const template = new URL('./sw/sw.js', import.meta.url);
  let apiBase = '';
  return {
    name: 'uu:service-worker',
    applyToEnvironment: inBrowser,
    apply: 'build',
    configResolved(config) {
      apiBase = String(config.env.VITE_API_BASE ?? '');
    },
    generateBundle(_options, bundle) {
      const files = shellFiles(bundle);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = fs
        .readFileSync(template, 'utf8')
        .replace('__UU_PRECACHE__', JSON.stringify(files))
        .replace('__UU_VERSION__', JSON.stringify(version))
        .replace('__UU_API_BASE__', JSON.stringify(apiBase));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, which the
 * server sends to browsers that accept them (apps/api plugins/web.ts, `preCompressed`): the first
 * route's scripts travel at about a third of their size, compressed once at build time rather
 * than on every request.
 */
function precompress(): Plugin {
  const TEXT = /\.(?:js|css|html|svg|webmanifest|json)$/;
  let outDir = 'dist';
  return {
    name: 'uu:precompress',
    applyToEnvironment: inBrowser,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!TEXT.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The first route's modules in one chunk (issue 25: at most 8 files): the libraries of the shell, the shell's own
 * modules, and what home imports besides its own chunk. Left to itself the bundler gives each set of modules shared
 * by a different set of routes a chunk of its own: 17 files for home, a dozen of them under 4 kB. A module listed here
 * that home stops needing would grow the first route (the bench prints it); one missing makes one more file.
 */
const FIRST_PAINT = new RegExp(
  [
    // Libraries of the shell.
    'node_modules/(react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|tslib|classnames)/',
    // antd-mobile's parts of the shell (its texts and ConfigProvider come with the screens: lib/screen-providers.tsx).
    'node_modules/antd-mobile/es/(global/|utils/(can-use-dom|native-props|with-default-props)\\.js|components/dot-loading/)',
    // What home imports besides its own chunk. Not the texts (lib/i18n.ts): the group would take in what they import
    // before unused exports are dropped, every language of packages/i18n.
    'apps/web/src/(lib/(files|app-events|storage|session|socket|router)|config/(env|paths|home-paths)|components/ui/picture)\\.tsx?$',
    'packages/contract/src/(locales|limits|picture-url|codes-envelope)\\.ts$',
  ]
    .join('|')
    .replaceAll('/', String.raw`[\\/]`),
);

export default defineConfig(({ isSsrBuild }) => ({
  // The hash router keeps every route under '/', so assets resolve from the root; './' would
  // break when the server answers the app at a nested path.
  base: '/',
  plugins: [react(), pureContractDeclarations(), earlyScript(), inlineFirstStyles(), scriptsAfterPaint(), serviceWorker(), precompress()],
  resolve: { alias: SRC_ALIAS },
  // The server's render of home (src/entry-server.tsx → dist-server/): one module with everything in it, so the API
  // server needs none of the app's packages at run time.
  ssr: { noExternal: true },
  // …with React's production build whatever NODE_ENV the server runs with (a server build leaves it to run time).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Chunks named by their hash alone: the entry carries the list of every lazy route's chunks and styles
    // (what to preload with each), and the names were a fifth of it; the first route's budget (decisions.md).
    // The server's render of home needs no public files, nor the browser's chunks.
    copyPublicDir: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            codeSplitting: { groups: [{ name: 'first', test: FIRST_PAINT }] },
          },
        },
  },
  server: {
    proxy: {
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
      '/ws/': { target: API_TARGET.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
    },
  },
}));
