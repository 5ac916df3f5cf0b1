import { createRoute, z } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type { AppDeps } from '../../deps';
import { type AppEnv, createRouter } from '../../http/context';
import { errorResponses } from '../../http/errors';
import { escapeHtml } from '../../http/html';
import { anonymous } from '../../http/route-parts';
import { listRecentEmails } from '../../integrations/mail/outbox';

// Offline adapter for email (issue 2): with no SMTP_URL and outside production every email is
// readable here. The routes are not mounted at all otherwise.

const emailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    status: z.string(),
    createdAt: z.string(),
    /** The calendar invite sent with the email (session emails), or null. */
    ical: z.object({ method: z.string(), content: z.string() }).nullable(),
  })
  .openapi('DevMailboxEmail');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  operationId: 'listDevMailboxEmails',
  ...anonymous,
  tags: ['dev'],
  summary: 'Development only: the latest emails the product sent (newest first)',
  request: { query: z.object({ to: z.string().max(254).optional() }) },
  responses: {
    200: { description: 'Emails', content: { 'application/json': { schema: z.array(emailSchema) } } },
    ...errorResponses(400),
  },
});

export function devMailboxRoutes(deps: AppDeps) {
  return createRouter().openapi(listRoute, async (c) => {
    const { to } = c.req.valid('query');
    const rows = await listRecentEmails(deps.database.db, 200);
    const emails = rows
      .filter((r) => !to || r.to.toLowerCase() === to.toLowerCase())
      .map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        ical: r.ical ?? null,
      }));
    return c.json(emails, 200);
  });
}

/** The mailbox as a page: every email in full, links clickable. */
export function devMailboxPage(deps: AppDeps): Handler<AppEnv> {
  return async (c) => {
    const rows = await listRecentEmails(deps.database.db, 100);
    const items = rows
      .map((r) => {
        const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(r.html)?.[1] ?? escapeHtml(r.text);
        return `<article class="mail" data-to="${escapeHtml(r.to)}">
  <header><strong class="subject">${escapeHtml(r.subject)}</strong><span>to ${escapeHtml(r.to)} · ${r.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC · ${escapeHtml(r.status)}</span></header>
  <div class="body">${body}</div>
</article>`;
      })
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox · Slotwise</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#eef0f3;color:#222}main{max-width:720px;margin:0 auto;padding:24px}h1{font-size:22px}.mail{background:#fff;border-radius:8px;margin:0 0 20px;box-shadow:0 1px 3px #0002;overflow:hidden}.mail header{display:flex;flex-direction:column;gap:4px;padding:12px 16px;border-bottom:1px solid #e5e7eb;background:#fafafa}.mail header span{font-size:13px;color:#666}.body{padding:0 0 8px}.empty{color:#666}</style></head>
<body><main><h1>Dev mailbox</h1><p>Emails are kept here because no SMTP server is configured (set <code>SMTP_URL</code> to send real email). Newest first.</p>${items || '<p class="empty">No emails yet.</p>'}</main></body></html>`);
  };
}
