/**
 * The development auth secret (issue #39): with AUTH_SECRET unset outside
 * production, the server signs with a random secret made on its first start
 * and kept in the data folder, readable by the owner only, so sessions survive
 * restarts and nobody who can reach the server knows it. (It used to sign with
 * a value written in config.ts, so anyone could forge an email-change token.)
 * Delete the file to make a new one: everyone is signed out.
 */
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const AUTH_SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;
const OWNER_ONLY = 0o600;

/** The secret kept in `dataDir`, made (64 random characters) when there is none yet. */
export function generatedAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  const kept = readSecret(file);
  if (kept !== null) return kept;
  // The folder keeps its usual mode: the embedded PostgreSQL, run as its own user when
  // the server runs as root, opens its cluster inside it. The secret alone is owner-only.
  mkdirSync(dataDir, { recursive: true });
  // Written beside the file, then linked into place: of two starts at once (the
  // server and `npm run seed`) one wins and both read its secret, never half a file.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(temporary, `${randomBytes(48).toString('base64url')}\n`, {
    mode: OWNER_ONLY,
    flag: 'wx',
  });
  try {
    chmodSync(temporary, OWNER_ONLY); // whatever the umask
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const made = readSecret(file);
  if (made === null) throw new Error(`${file}: the auth secret could not be kept`);
  return made;
}

function readSecret(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Anyone who reads it can sign in as anyone: owner-only, even if copied in looser.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY);
  const secret = text.trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file}: the kept auth secret must be at least ${MIN_LENGTH} characters. Delete the file to make a new one (everyone is signed out), or set AUTH_SECRET.`,
    );
  }
  return secret;
}
