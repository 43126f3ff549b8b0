import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// style.md 6: features do not import each other; what several share lives in components/ or
// lib/, and the screens in app/routes compose features. Shared pieces import no feature either.
const srcDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const featuresDir = path.join(srcDir, 'features');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The feature a file's import points into, or null (`@/features/x/…` or a relative path). */
function importedFeature(file: string, specifier: string): string | null {
  let target: string | null = null;
  if (specifier.startsWith('@/')) target = path.join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  if (!target) return null;
  const relative = path.relative(featuresDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

describe('feature boundaries', () => {
  it('finds the features and their imports', () => {
    const features = fs.readdirSync(featuresDir);
    expect(features).toEqual(expect.arrayContaining(['addresses', 'mall', 'orders', 'places']));
    const ownImports = sources(path.join(featuresDir, 'places')).flatMap((file) => imports(file).map((s) => importedFeature(file, s)));
    expect(ownImports).toContain('places');
  });

  it('no feature imports another feature', () => {
    const crossings: string[] = [];
    for (const feature of fs.readdirSync(featuresDir)) {
      for (const file of sources(path.join(featuresDir, feature))) {
        for (const specifier of imports(file)) {
          const other = importedFeature(file, specifier);
          if (other && other !== feature) crossings.push(`${path.relative(srcDir, file)} → ${specifier}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('shared pieces (components, lib, config) import no feature', () => {
    const crossings = ['components', 'lib', 'config'].flatMap((dir) =>
      sources(path.join(srcDir, dir)).flatMap((file) =>
        imports(file)
          .filter((specifier) => importedFeature(file, specifier) !== null)
          .map((specifier) => `${path.relative(srcDir, file)} → ${specifier}`),
      ),
    );
    expect(crossings).toEqual([]);
  });

  it("imports none of the back office's contract (all-routes, admin-*): members never download the console's schemas", () => {
    const crossings = sources(srcDir).flatMap((file) =>
      imports(file)
        .filter((specifier) => /^@uu\/contract\/(all-routes|admin)/.test(specifier))
        .map((specifier) => `${path.relative(srcDir, file)} → ${specifier}`),
    );
    expect(crossings).toEqual([]);
  });
});
