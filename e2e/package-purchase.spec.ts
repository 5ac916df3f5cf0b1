import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotBoth } from './support/browser';
import {
  closePublicBookingSession,
  expert,
  firstFreeTimes,
  inLa,
  mailbox,
  openPublicBookingSession,
  type PublicBookingSession,
  post,
  postWorkshop,
  SLUG,
  setUpExpertWithService,
} from './support/public-booking';
import type { RunningServer } from './support/server';

// The expert in London sells a package of two 'Career strategy session' credits (and a group
// workshop), set up through the API; a client in Los Angeles opens it from the booking page, buys
// it paying in full in the sandbox, lands on the use page, books both credits and sees 0 left. The
// use link from the email opens the same page; the link without its token asks for the email.

let s: PublicBookingSession;
let server: RunningServer;
let page: Page;
let packageId: string;
let workshopStart: string;
let useUrl: string;
const BUYER = 'jordan@example.com';

const description = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Two focused hours on your next move, ' },
        { type: 'text', text: 'plus', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' a seat in the negotiation workshop.' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Goals and options' }] }],
        },
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A concrete plan' }] }],
        },
      ],
    },
  ],
};

beforeAll(async () => {
  s = await openPublicBookingSession();
  ({ server, page } = s);
  const serviceId = await setUpExpertWithService(s);
  await server.setPlan(expert.email, 'growth');
  const start = new Date(Date.now() + 6 * 86_400_000);
  start.setUTCHours(17, 0, 0, 0);
  workshopStart = start.toISOString();
  const workshopId = await postWorkshop(s, workshopStart, { collectPhoneNumber: true });
  const created = await post(s, '/api/packages', {
    title: 'Two strategy sessions',
    description,
    personalSessions: [{ serviceId, count: 2 }],
    groupSessionIds: [workshopId],
    series: [],
    price: 200,
    paymentPlanMonths: 2,
    expiryDays: 90,
    hidden: false,
    confirmedEmpty: false,
  });
  packageId = created.id;
});
afterAll(async () => {
  await closePublicBookingSession(s);
});

describe('buying a package and using it', () => {
  it('opens the package from the booking page: what is included, price, plan and expiry', async () => {
    await page.goto(`${server.url}/${SLUG}`);
    const card = page
      .getByRole('region', { name: 'Packages' })
      .getByRole('link', { name: /Two strategy sessions/ });
    await card.getByText('$200 or 2 monthly payments of $100').waitFor();
    await card.click();
    await page.waitForURL(`${server.url}/packages/${packageId}`);
    await page.getByRole('heading', { name: 'Two strategy sessions', level: 1 }).waitFor();
    expect(await page.title()).toBe('Two strategy sessions · Maya Okafor');
    await page.getByText('or 2 monthly payments of $100').waitFor();
    await page.getByText('Use within 90 days of purchase').waitFor();
    await page.getByText('plus', { exact: true }).waitFor();
    await page.getByText('A concrete plan').waitFor();
    const included = page.getByRole('region', { name: 'What is included' });
    await included.getByText('Career strategy session').waitFor();
    await included.getByText('1 hour each').waitFor();
    const day = inLa(workshopStart, { weekday: 'short', month: 'short', day: 'numeric' });
    const from = inLa(workshopStart, { hour: 'numeric', minute: '2-digit' });
    await included.getByText(`${day} · ${from} –`, { exact: false }).waitFor();
    await screenshotBoth(page, 'package-page');
  });

  it('checks the details with the API’s messages, then pays in full in the sandbox', async () => {
    const form = page.getByRole('form', { name: 'Buy this package' });
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    expect(await form.getByText('Required', { exact: true }).count()).toBe(3);
    await form.getByLabel('First name').fill('Jordan');
    await form.getByLabel('Last name').fill('Lee');
    await form.getByLabel('Email').fill(BUYER);
    await form.getByLabel('Message').fill('Looking forward to it.');
    expect(await form.getByLabel('Pay in full').isChecked()).toBe(true);
    await screenshotBoth(page, 'package-page-form');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/checkout\/sandbox\//);
    await page.getByText('TEST MODE').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $200.00' }).click();
    await page.waitForURL(/\/packages\/use\?packageId=\w+&token=/);
    useUrl = page.url();
    await page.getByText('Hi Jordan, this is your package').waitFor();
    await page.getByRole('heading', { name: 'Two strategy sessions' }).waitFor();
    await page.getByText(/^Use by /).waitFor();
    await page.getByText('1 hour · 2 of 2 left').waitFor();
    await screenshotBoth(page, 'package-use');
  });

  async function bookFirstFreeTime(screenshotName?: string, askedForPhone = false) {
    await page.getByRole('button', { name: 'Choose a time' }).click();
    await page.getByRole('heading', { name: 'Choose a time for Career strategy session' }).waitFor();
    await firstFreeTimes(page);
    await page.getByRole('list', { name: 'Available times' }).getByRole('button').first().click();
    if (screenshotName) await screenshotBoth(page, screenshotName);
    await page.getByRole('button', { name: 'Book this time' }).click();
    if (askedForPhone) {
      // The service collects phone numbers: the package's client gives one on the use page.
      const phone = page.getByRole('region', { name: 'Your phone number' });
      await phone.getByText('Required', { exact: true }).waitFor();
      await phone.getByLabel('Phone').fill('415 555 0100');
      await page.getByRole('button', { name: 'Book this time' }).click();
    }
    await page
      .getByRole('status')
      .getByText(/^Booked: Career strategy session/)
      .waitFor();
  }

  it('books two sessions with its credits and sees 0 left', async () => {
    await bookFirstFreeTime('package-use-pick', true);
    await page.getByText('1 hour · 1 of 2 left').waitFor();
    await bookFirstFreeTime();
    await page.getByText('1 hour · 0 of 2 left').waitFor();
    expect(await page.getByRole('button', { name: 'Choose a time' }).count()).toBe(0);
    const booked = page.getByRole('region', { name: 'Your sessions' });
    expect(await booked.getByRole('link', { name: 'Manage' }).count()).toBe(2);
    const emails = await mailbox(s, BUYER);
    expect(
      emails.filter((e) => e.subject === 'Booking confirmed: Career strategy session with Maya Okafor'),
    ).toHaveLength(2);
  });

  it('takes a seat in the included workshop, no credit needed, with the phone given above', async () => {
    const group = page.getByRole('region', { name: 'Group sessions included' });
    await group.getByRole('button', { name: /^Book Salary negotiation workshop/ }).click();
    await page
      .getByRole('status')
      .getByText(/^Booked: Salary negotiation workshop/)
      .waitFor();
    await group.getByText('Booked', { exact: true }).waitFor();
    const booked = page.getByRole('region', { name: 'Your sessions' });
    expect(await booked.getByRole('link', { name: 'Manage' }).count()).toBe(3);
    await page.getByText('1 hour · 0 of 2 left').waitFor();
    await screenshotBoth(page, 'package-use-booked');
  });

  it("a booking's manage page says it is in the package and links back to it", async () => {
    await page
      .getByRole('region', { name: 'Your sessions' })
      .getByRole('link', { name: 'Manage' })
      .first()
      .click();
    await page.getByText('You are booked').waitFor();
    await page.getByText('Included in your package').waitFor();
    await screenshotBoth(page, 'package-booking-manage');
    await page.getByRole('link', { name: 'Two strategy sessions' }).click();
    await page.getByText('Hi Jordan, this is your package').waitFor();
  });

  it('the workshop seat is cancelled through its manage page, and the package can book it again', async () => {
    await page.goto(useUrl);
    const booked = page.getByRole('region', { name: 'Your sessions' });
    await booked
      .getByRole('listitem')
      .filter({ hasText: 'Salary negotiation workshop' })
      .getByRole('link', { name: 'Manage' })
      .click();
    await page.getByText('You are booked').waitFor();
    await page.getByText('Included in your package').waitFor();
    expect(await page.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    await screenshotBoth(page, 'package-seat-manage');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.locator('form button[type=submit]').click();
    await page.getByText('This booking is cancelled').waitFor();
    await page.getByText('Your place has been released.').waitFor();
    await screenshotBoth(page, 'package-seat-cancelled');
    await page.getByRole('link', { name: 'Two strategy sessions' }).click();
    await page.getByText('Hi Jordan, this is your package').waitFor();
    const group = page.getByRole('region', { name: 'Group sessions included' });
    await group.getByRole('button', { name: /^Book Salary negotiation workshop/ }).waitFor();
    await group.getByText('12 seats left').waitFor();
    expect(await page.getByRole('region', { name: 'Your sessions' }).getByRole('link').count()).toBe(2);
  });

  it('the use link from the email in the dev mailbox opens the same page', async () => {
    const confirmation = (await mailbox(s, BUYER)).find(
      (e) => e.subject === 'Package confirmed: Two strategy sessions with Maya Okafor',
    );
    expect(confirmation!.text).toContain(
      'Included: 2 × Career strategy session, 1 × Salary negotiation workshop',
    );
    const link = confirmation!.text.match(/https?:\/\/\S+\/packages\/use\S+/)![0];
    expect(link).toBe(useUrl);
    await page.goto(link);
    await page.getByText('Hi Jordan, this is your package').waitFor();
    await page.getByText('1 hour · 0 of 2 left').waitFor();
  });

  it('without its token, the link asks for the email and sends the use link', async () => {
    const id = new URL(useUrl).searchParams.get('packageId');
    await page.goto(`${server.url}/packages/use?packageId=${id}`);
    await page.getByRole('heading', { name: 'Open your package' }).waitFor();
    await page.getByLabel('Email').fill('JORDAN@example.com');
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await page.getByText('If this email bought the package, we have sent you a link.').waitFor();
    await screenshotBoth(page, 'package-access');
    const sent = (await mailbox(s, BUYER)).filter(
      (e) => e.subject === 'Your package: Two strategy sessions with Maya Okafor',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(useUrl);
  });
});
