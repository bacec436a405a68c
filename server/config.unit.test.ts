import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('works with no environment at all: port 3000, embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
      embeddedPgPort: 54329,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('takes the port from PORT and derives the public URL from it', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(
      loadConfig({ PUBLIC_URL: 'https://habesha.example/', AUTH_SECRET: 'y'.repeat(32) }).publicUrl,
    ).toBe('https://habesha.example');
  });

  it('names every invalid variable in one readable error', () => {
    expect(() => loadConfig({ PORT: 'eighty', NODE_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', NODE_ENV: 'staging' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/NODE_ENV/);
    }
  });
});

describe('production and payments configuration', () => {
  it('requires DATABASE_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL: required in production/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/habesha',
        AUTH_SECRET: 'x'.repeat(32),
        SMTP_URL: 'smtp://mail.example:25',
      }).databaseUrl,
    ).toBe('postgres://db/habesha');
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(
      /AUTH_SECRET: required/,
    );
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('uses the local test checkout outside production, and no payments in production without Stripe', () => {
    expect(loadConfig({}).payments.provider).toBe('local');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        AUTH_SECRET: 'x'.repeat(32),
        SMTP_URL: 'smtp://mail.example:25',
      }).payments.provider,
    ).toBe('none');
  });

  it("signs the local checkout's webhooks with a secret random per process, unless STRIPE_WEBHOOK_SECRET is set", async () => {
    const secretOf = (env: Record<string, string> = {}) => {
      const payments = loadConfig(env).payments;
      return payments.provider === 'local' ? payments.webhookSecret : null;
    };
    const secret = secretOf();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    expect(secretOf()).toBe(secret); // one per process: the page signs, the webhook verifies
    expect(secretOf({ STRIPE_WEBHOOK_SECRET: 'whsec_mine' })).toBe('whsec_mine');
    // Another process (here: the module loaded afresh) draws another one.
    vi.resetModules();
    const fresh = (await import('./config.ts')).loadConfig({}).payments;
    expect(fresh.provider === 'local' && fresh.webhookSecret).toMatch(/^whsec_/);
    expect(fresh.provider === 'local' && fresh.webhookSecret).not.toBe(secret);
    // Nothing to find in the source.
    expect(readFileSync('server/config.ts', 'utf8')).not.toMatch(/['"`]whsec_\w+['"`]/);
  });

  it('uses Stripe when a secret key is given, and then requires the webhook secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments,
    ).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: undefined,
    });
  });
});

describe('safety of the development defaults', () => {
  it('refuses the development auth secret for a site that is not on this machine', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://habesha.example' })).toThrow(
      /AUTH_SECRET: required/,
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://habesha.example', AUTH_SECRET: 'y'.repeat(32) }).devTools,
    ).toBe(false);
  });

  it('requires SMTP in production, where the dev mailbox would expose sign-in links', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        AUTH_SECRET: 'y'.repeat(32),
      }),
    ).toThrow(/SMTP_URL: required in production/);
  });

  it('offers the dev tools only outside production, on this machine', () => {
    expect(loadConfig({}).devTools).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3100' }).devTools).toBe(true);
  });
});

describe('the auth secret (issue #39)', () => {
  /** The value an earlier version signed with when AUTH_SECRET was unset: public, so forgeable. */
  const PUBLISHED = 'habesha-community-development-secret-do-not-use-in-production';
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/x',
    SMTP_URL: 'smtp://mail.example:25',
  };

  it('outside production, without AUTH_SECRET, signs with the secret generated for this data folder', () => {
    const folders: string[] = [];
    const config = loadConfig(
      { DATA_DIR: 'data/elsewhere' },
      {
        generatedAuthSecret: (dataDir) => {
          folders.push(dataDir);
          return 'g'.repeat(64);
        },
      },
    );
    expect(config.auth.secret).toBe('g'.repeat(64));
    expect(folders).toEqual([path.resolve('data/elsewhere')]);
    // AUTH_SECRET, when set, wins and nothing is generated.
    const given = loadConfig(
      { AUTH_SECRET: 's'.repeat(32) },
      {
        generatedAuthSecret: () => {
          throw new Error('not asked');
        },
      },
    );
    expect(given.auth.secret).toBe('s'.repeat(32));
  });

  it('never signs with a value written in the source: with nothing generated (tests), one random per process', () => {
    const secret = loadConfig({}).auth.secret;
    expect(secret).not.toBe(PUBLISHED);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ NODE_ENV: 'test' }).auth.secret).toBe(secret);
    const source = readFileSync('server/config.ts', 'utf8');
    expect(source).not.toMatch(/secret: e\.AUTH_SECRET \?\? ['"`A-Z_]/);
  });

  it('refuses a missing secret in production with a clear startup error, even if one could be generated', () => {
    expect(() => loadConfig(production, { generatedAuthSecret: () => 'g'.repeat(64) })).toThrow(
      /AUTH_SECRET: required in production/,
    );
  });

  it('refuses the published development value (and the compose placeholder) in production and everywhere', () => {
    for (const value of [PUBLISHED, 'change-me-to-at-least-32-random-characters']) {
      expect(() => loadConfig({ ...production, AUTH_SECRET: value })).toThrow(
        /AUTH_SECRET: .*published/,
      );
      expect(() => loadConfig({ AUTH_SECRET: value })).toThrow(/AUTH_SECRET: .*published/);
    }
  });

  it('compose.yaml ships no fixed AUTH_SECRET: the variable is required', () => {
    const compose = readFileSync('compose.yaml', 'utf8');
    const line = compose.split('\n').find((text) => /^\s*AUTH_SECRET:/.test(text));
    expect(line).toMatch(/AUTH_SECRET: \$\{AUTH_SECRET:\?[^}]+\}\s*$/);
  });
});

describe('seed page administrators (ADMIN_EMAILS)', () => {
  it('is nobody by default, else the trimmed, lower-cased comma list', () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(
      loadConfig({ ADMIN_EMAILS: ' Admin@Example.org, ,ops@example.org ' }).adminEmails,
    ).toEqual(['admin@example.org', 'ops@example.org']);
  });
});
