import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API prefixes of spec §7 served by apps/api in development; in production one server
// serves the app and the API on the same origin, so the client's base URL stays ''.
const API_PREFIXES = [
  '/auth', '/user', '/sms', '/personInfo', '/agreement', '/file/', '/files/', '/sysConfig', '/health', '/docs',
  // The wallet (issue 4)
  '/moneyLog', '/crcRate', '/transferUu', '/transferCash', '/withdraw', '/listWithdraw', '/cancelWithdraw',
  '/exchangeCrc', '/topUp/', '/eftAddress', '/bankCard',
  // The chat and check-in (issue 6); the chat socket is proxied below
  '/chat/', '/chatLog', '/SignLog',
  // Addresses (issue 5)
  '/address',
  // The mall's catalogue (issue 5)
  '/mall/',
];
const API_TARGET = 'http://localhost:3000';

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

export default defineConfig({
  // The hash router keeps every route under '/', so assets resolve from the root; './' would
  // break when the server answers the app at a nested path.
  base: '/',
  plugins: [react(), pureContractDeclarations()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
      '/ws/': { target: API_TARGET.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
    },
  },
});
