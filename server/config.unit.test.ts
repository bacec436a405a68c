import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
