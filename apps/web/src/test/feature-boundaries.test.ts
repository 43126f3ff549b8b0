import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// style.md 6: features do not import each other; what several share lives in components/ or lib/.
const featuresDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../features');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('feature boundaries', () => {
  const features = fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

  it('finds the features', () => {
    expect(features).toEqual(expect.arrayContaining(['auth', 'orders', 'team', 'wallet']));
  });

  it.each(features)('%s imports no other feature', (feature) => {
    const offending: string[] = [];
    for (const file of files(path.join(featuresDir, feature))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)) {
        const spec = m[1]!;
        let target: string | null = null;
        if (spec.startsWith('@/features/')) target = spec.split('/')[2] ?? null;
        else if (spec.startsWith('.')) {
          const resolved = path.relative(featuresDir, path.resolve(path.dirname(file), spec));
          if (!resolved.startsWith('..')) target = resolved.split(path.sep)[0] ?? null;
        }
        if (target && target !== feature) offending.push(`${path.relative(featuresDir, file)} → ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
