import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PublicPageView } from '../../src/domain/public-booking/public-page-view';
import { SANDBOX_SUCCESS_CARD } from '../../src/server/integrations/payments/sandbox';
import { DESKTOP } from './browser';
import type { RunningServer } from './server';

// The link check's emails (ADR 030): make the product send each kind, then read the dev mailbox.

export type MailboxEmail = { to: string; subject: string; html: string };

/** Every address an email's HTML links to, entities decoded. */
export function emailLinks(email: MailboxEmail): string[] {
  return [...email.html.matchAll(/href="([^"]*)"/g)].map((m) =>
    m[1]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

async function postJson(
  target: Page,
  server: RunningServer,
  path: string,
  data: unknown,
): Promise<{ status: number; body: Record<string, string> }> {
  const res = await target.request.post(`${server.url}${path}`, { data, headers: { origin: server.url } });
  return { status: res.status(), body: await res.json().catch(() => null) };
}

/**
 * What a person does that makes the product send each kind of email: a client books the free
 * intro call and buys a package (paid in the sandbox) and asks for its link again; someone signs
 * up; the demo expert asks for a sign-in link and a password reset.
 */
export async function sendEveryKindOfEmail(
  browser: Browser,
  server: RunningServer,
  slug: string,
  expertEmail: string,
): Promise<void> {
  const visitor = await browser.newPage({ viewport: DESKTOP });
  try {
    const pageView = (await (
      await visitor.request.get(`${server.url}/api/public/pages/${slug}`)
    ).json()) as PublicPageView;
    const intro = pageView.services.find((s) => s.price === 0)!;
    const from = new Date(Date.now() + 86_400_000);
    const to = new Date(from.getTime() + 30 * 86_400_000);
    const slots = await (
      await visitor.request.get(
        `${server.url}/api/public/pages/${slug}/services/${intro.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
      )
    ).json();
    const client = {
      firstName: 'Lena',
      lastName: 'Fischer',
      email: 'lena.fischer@example.com',
      phone: null,
      message: null,
      timeZone: 'Europe/Berlin',
    };
    const booked = await postJson(visitor, server, `/api/public/pages/${slug}/bookings`, {
      serviceId: intro.id,
      start: slots.slots[0],
      client,
      // issue 19: the demo page has terms and a privacy policy, accepted at checkout.
      acceptedPolicies: pageView.policies?.version ?? null,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const pkg = pageView.packages[0]!;
    const bought = await postJson(visitor, server, `/api/public/packages/${pkg.id}/purchases`, {
      client,
      paymentOption: 'full',
      acceptedPolicies: pageView.policies?.version ?? null,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const paid = await visitor.request.post(
      `${server.url}${new URL(bought.body.checkoutUrl!, server.url).pathname}`,
      {
        form: { cardNumber: SANDBOX_SUCCESS_CARD },
        headers: { origin: server.url },
        maxRedirects: 0,
      },
    );
    expect(paid.status(), await paid.text()).toBeLessThan(400);
    const access = await postJson(
      visitor,
      server,
      `/api/public/booked-packages/${bought.body.bookedPackageId}/access-link`,
      { email: client.email },
    );
    expect(access.status, JSON.stringify(access.body)).toBeLessThan(300);

    const signUp = await postJson(visitor, server, '/api/session/sign-up', {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor.haddad@example.com',
      password: 'link-check-2026',
      timezone: 'Europe/Berlin',
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBeLessThan(300);
    for (const path of ['/api/session/magic-link', '/api/session/password-reset-request']) {
      const res = await postJson(visitor, server, path, { email: expertEmail });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    }
  } finally {
    await visitor.close();
  }
}

/** The dev mailbox once the worker has sent what `expected` subjects name. */
export async function mailboxWith(
  page: Page,
  server: RunningServer,
  expected: RegExp[],
): Promise<MailboxEmail[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const emails = (await (await page.request.get(`${server.url}/api/dev/mailbox`)).json()) as MailboxEmail[];
    if (expected.every((subject) => emails.some((e) => subject.test(e.subject)))) return emails;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the dev mailbox did not receive ${expected.join(', ')}`);
}
