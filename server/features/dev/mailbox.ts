/**
 * The dev mailbox (development and tests only, never mounted in production):
 * GET /dev/mailbox shows the emails the server "sent", newest first, with
 * their links; GET /api/dev/mailbox?to=... returns them as JSON for tests.
 */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { z as zod } from 'zod';
import { safeText } from '../../../shared/schemas/text.ts';
import { devMailbox } from '../../db/schema/mail.ts';
import type { AppEnv } from '../../platform/context.ts';
import { validate } from '../../platform/validation.ts';

const LIMIT = 50;

/** `?to=` narrows the list to one address. */
const mailboxQuery = zod.object({ to: safeText().trim().max(320).optional() });

function messagesFor(db: AppEnv['Variables']['deps']['db'], to: string | undefined) {
  const query = db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(LIMIT);
  return to ? query.where(eq(devMailbox.to, to.toLowerCase())) : query;
}

export function devMailboxApiRoutes() {
  return new Hono<AppEnv>().get('/', validate('query', mailboxQuery), async (c) =>
    c.json(await messagesFor(c.var.deps.db, c.req.valid('query').to)),
  );
}

export function devMailboxPageRoutes() {
  return new Hono<AppEnv>().get('/', validate('query', mailboxQuery), async (c) => {
    const messages = await messagesFor(c.var.deps.db, c.req.valid('query').to);
    c.header('Cache-Control', 'no-store');
    return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dev mailbox · Habesha Community</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 760px; margin: 0 auto; padding: 24px; background: #f6f7f9; color: #111; }
      article { background: #fff; border-radius: 12px; padding: 16px 20px; margin: 0 0 16px; box-shadow: 0 2px 8px rgba(0,0,0,.06); }
      h1 { font-size: 22px; } h2 { font-size: 16px; margin: 0 0 4px; } .meta { color: #555; font-size: 13px; margin: 0 0 12px; }
    </style>
  </head>
  <body>
    <h1>Dev mailbox</h1>
    <p class="meta">Emails the server would have sent (no SMTP_URL is set). Newest first, ${LIMIT} at most.</p>
    ${messages.length === 0 ? html`<p>No emails yet.</p>` : ''}
    ${messages.map(
      (m) => html`<article>
        <h2>${m.subject}</h2>
        <p class="meta">To ${m.to} · ${m.createdAt.toISOString()}</p>
        ${raw(m.html.replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/g, ''))}
      </article>`,
    )}
  </body>
</html>`);
  });
}
