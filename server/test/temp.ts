/** Scratch folders for tests: a file's media store, a built web app. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A new empty folder in the system's temp folder, named `prefix` and a unique suffix. */
export const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));
