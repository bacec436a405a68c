/**
 * zod lives in shared/schemas/ only: the rules, constants, types and helpers
 * of shared/ are imported by pages that validate nothing, and a module that
 * builds a schema as it loads would bring zod (some 25 kB gzip) into every
 * page that imports one of its constants. Schemas are imported where input is
 * checked: the server's routes and the web app's forms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const shared = path.resolve(import.meta.dirname, '..');
const modules = readdirSync(shared).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);
/** A value import of zod, or of the schema helper (a type-only import is erased). */
const BUILDS_SCHEMAS = /^import\s+(?!type\b)[^;]*from\s+'(zod|\.\/schemas\/[^']+)';/m;

describe('shared modules outside shared/schemas/', () => {
  it('never import zod or a schema to run', () => {
    expect(modules.length).toBeGreaterThan(30);
    const offenders = modules.filter((file) =>
      BUILDS_SCHEMAS.test(readFileSync(path.join(shared, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('finds such an import (the scan itself)', () => {
    expect(BUILDS_SCHEMAS.test("import { z as zod } from 'zod';")).toBe(true);
    expect(BUILDS_SCHEMAS.test("import { safeText } from './schemas/text.ts';")).toBe(true);
    expect(
      BUILDS_SCHEMAS.test("import type { BrowseQuery } from './schemas/listing-query.ts';"),
    ).toBe(false);
  });
});
