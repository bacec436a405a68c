import { describe, expect, it } from 'vitest';
import { configureZod } from './zod-settings.ts';

describe('zod settings in the browser', () => {
  it('are adopted by zod when made before it loads', async () => {
    configureZod();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Parsing works without compiled parsers.
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
