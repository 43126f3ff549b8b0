// Bundles the server into dist/server.js, started through dist/server.cjs (src/launch.cjs) (and `npm run ledger:verify` into dist/ledger-verify.js): our own packages are compiled in, npm dependencies stay
// external (native better-sqlite3 and argon2 binaries cannot be bundled).
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@uu/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    'ledger-verify': 'src/scripts/ledger-verify.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pino-pretty'],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});

// The entry that sizes libuv's pool before loading the bundle (src/launch.cjs): what `npm start` and the image run.
cpSync('src/launch.cjs', 'dist/server.cjs');

// The demo catalogue's pictures (DEMO_DATA=1), read by the seed next to the bundle.
cpSync('demo-pictures', 'dist/demo-pictures', { recursive: true });
