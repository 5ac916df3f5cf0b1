import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SupportLayout } from '../components/support-layout';

// Slotwise's own privacy policy (spec doc 2 §2 Scheduling: /privacy-policy is linked from the
// scheduling screens; issue 19). What it says follows what the product does: see README's
// configuration (mail, payments, storage, analytics, error reporting) and docs/ARCHITECTURE.md.

export const PRIVACY_POLICY_UPDATED = '28 November 2026';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** /privacy-policy: what Slotwise collects, why, who else sees it, and what people can ask for. */
export function PrivacyPolicyRoute() {
  return (
    <SupportLayout
      title="Privacy policy"
      intro={`How Slotwise handles the personal data of the experts who use it and of their clients. Last updated ${PRIVACY_POLICY_UPDATED}.`}
    >
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="xl">
          <Section title="Who we are and what this covers">
            <Text>
              Slotwise is a service where independent experts (coaches, consultants, therapists, tutors) run
              their practice: a booking page, sessions, packages, payments and calls. This policy covers the
              Slotwise dashboard, the booking pages we host for experts and the emails we send.
            </Text>
            <Text>
              For an expert's own account, Slotwise decides what is collected and is responsible for it. For
              the clients who book with an expert, the expert decides why their clients' details are collected
              and is responsible for them; Slotwise keeps and processes those details on the expert's behalf
              and for no purpose of its own. An expert may publish their own terms and privacy policy on their
              booking page; those apply between the expert and their clients.
            </Text>
          </Section>

          <Section title="What we collect">
            <List spacing="xs">
              <List.Item>
                <b>Experts' accounts:</b> name, email address, password (stored only as a hash), country, time
                zone, profile photo, the booking page and what it offers, plan and billing details, and the
                browsers signed in to the account.
              </List.Item>
              <List.Item>
                <b>Clients' bookings:</b> the name, email address, phone number (only when the expert asks for
                it), message and time zone a client enters when booking or buying, the sessions and packages
                booked, and the version of the expert's terms the client accepted.
              </List.Item>
              <List.Item>
                <b>Notes and recordings:</b> notes an expert writes about a client, and recordings of calls
                the expert chooses to record. Calls that are not recorded are not stored.
              </List.Item>
              <List.Item>
                <b>Connected services:</b> when an expert connects a calendar, Zoom, Stripe or PayPal, the
                access needed to use it (stored encrypted) and, for calendars, the busy times of the calendars
                they choose, so clients cannot book over them.
              </List.Item>
              <List.Item>
                <b>Technical data:</b> the address a request comes from and the time, used to limit sign-in
                attempts and emails and kept in our logs, and error reports when something breaks.
              </List.Item>
            </List>
            <Text>
              We never receive card numbers: clients pay through the payment provider the expert connects,
              which handles the card and tells us whether the payment went through.
            </Text>
          </Section>

          <Section title="Why we use it">
            <List spacing="xs">
              <List.Item>
                to run the service an expert signed up for: their page, bookings, reminders and calls;
              </List.Item>
              <List.Item>
                to send the emails a booking needs (confirmations, calendar invitations, changes, reminders)
                and the account emails an expert asks for (sign-in links, password resets);
              </List.Item>
              <List.Item>to take payments for experts and to charge experts for their plan;</List.Item>
              <List.Item>to keep accounts safe, prevent abuse and fix errors;</List.Item>
              <List.Item>
                to understand which features are used, from events about the expert's own actions that never
                include a client's personal data.
              </List.Item>
            </List>
            <Text>We do not sell personal data, and we do not use clients' data for advertising.</Text>
          </Section>

          <Section title="Who else sees it">
            <Text>
              Only the providers needed to run the service, each for its own part: the hosting and database
              provider; the email delivery service; the file storage service for photos and recordings; the
              payment providers an expert connects (Stripe, PayPal); the calendars and Zoom account an expert
              connects; our error reporting and product analytics services, which receive no client personal
              data. We disclose data to authorities only where the law requires it.
            </Text>
          </Section>

          <Section title="Cookies">
            <Text>
              Slotwise uses only the cookies it needs: one that keeps an expert signed in, and one that
              remembers a browser an expert has signed in from, so that limits on password attempts do not
              lock them out. Booking pages set no cookies for clients, and we use no advertising cookies.
            </Text>
          </Section>

          <Section title="How long we keep it">
            <Text>
              An expert's data stays while their account is open. Clients' details stay with the expert's
              bookings until the expert removes them or closes their account. Payment records are kept as long
              as tax and accounting law requires. Logs and error reports are kept for a limited time, only to
              keep the service running.
            </Text>
          </Section>

          <Section title="Your rights">
            <Text>
              You can ask to see the personal data we hold about you, to have it corrected or deleted, to
              receive a copy, or to object to how it is used. Experts can change most of their details
              themselves in their account. Clients should first ask the expert they booked with, who decides
              about their data; we help experts answer such requests. You may also complain to your data
              protection authority.
            </Text>
          </Section>

          <Section title="Security">
            <Text>
              Connections to Slotwise are encrypted, passwords are stored as hashes, access to connected
              accounts is encrypted at rest, and links in emails to clients are signed so they cannot be
              guessed or altered.
            </Text>
          </Section>

          <Section title="Changes and contact">
            <Text>
              When this policy changes, the date at the top changes with it; for important changes we tell
              experts by email first. Questions or requests about privacy:{' '}
              <Anchor component={Link} to="/contact">
                write to us from the contact page
              </Anchor>
              .
            </Text>
          </Section>
        </Stack>
      </Card>
    </SupportLayout>
  );
}
