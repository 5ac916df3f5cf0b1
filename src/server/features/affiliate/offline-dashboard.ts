import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { verifyIdToken } from '../../link-signing';

// ADR 047: a local install's affiliate dashboard. The offline adapter's SSO link lands here,
// signed for the affiliate id; a missing or forged token is a 404. Never mounted in production.

export function offlineAffiliateDashboard(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const affiliateId = verifyIdToken(
      deps.secrets.linkSigningKey,
      'affiliate-dashboard',
      c.req.query('token') ?? '',
    );
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (!affiliateId)
      return c.html(page('Link not valid', html`<p>This affiliate dashboard link is not valid.</p>`), 404);
    const referral = `${deps.config.publicUrl}/signup?via=${encodeURIComponent(affiliateId)}`;
    return c.html(
      page(
        'Affiliate dashboard',
        html`<p class="note">Offline affiliate dashboard: this local install has no affiliate provider
            configured, so nothing is tracked here. In production this link opens Rewardful.</p>
          <dl>
            <dt>Affiliate id</dt>
            <dd data-testid="affiliate-id">${affiliateId}</dd>
            <dt>Your referral link</dt>
            <dd><code>${referral}</code></dd>
            <dt>Visitors, sign-ups, commission</dt>
            <dd>0 · 0 · $0.00</dd>
          </dl>`,
      ),
      200,
    );
  });
  return app;
}

const page = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title} · Slotwise</title>
      <style>
        body { font-family: system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1f2430; }
        main { max-width: 560px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 16px;
          border: 1px solid #e3e6eb; }
        h1 { font-size: 1.4rem; margin: 0 0 16px; }
        .note { background: #fff8e6; border-radius: 8px; padding: 12px; font-size: 0.9rem; }
        dt { font-weight: 600; margin-top: 12px; } dd { margin: 4px 0 0; overflow-wrap: anywhere; }
      </style>
    </head>
    <body>
      <main><h1>${title}</h1>${body}</main>
    </body>
  </html>`;
