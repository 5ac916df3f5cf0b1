import { Accordion, Anchor, Card, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PLANS } from '../../../../domain/plans/catalogue';
import { SupportLayout } from '../components/support-layout';

const free = PLANS.free;

const QUESTIONS: Array<{ q: string; a: React.ReactNode }> = [
  {
    q: 'What does Slotwise cost?',
    a: (
      <>
        Starting is free: on the {free.name} plan we take a {free.applicationFeePercentage}% commission on
        what your clients pay you, and nothing when you run free sessions. Paid plans lower the commission (to
        0% on Growth) and unlock more features. See{' '}
        <Anchor component={Link} to="/pricing">
          pricing
        </Anchor>
        .
      </>
    ),
  },
  {
    q: 'How do my clients pay me?',
    a: 'Connect Stripe or PayPal under Payments. Clients pay when they book; the money goes to your own account, minus the provider’s fee and your plan’s commission. You can also run only free sessions and connect nothing.',
  },
  {
    q: 'Do my clients need an account?',
    a: 'No. They pick a time on your booking page, enter their name and email, and get a confirmation with a calendar invitation and a link to cancel or reschedule within your policy.',
  },
  {
    q: 'Can I sell packages of sessions?',
    a: 'Yes. A package bundles sessions of your services and seats in your group series at one price. Clients book each session with a credit from the package; on Pro and above they can pay monthly, and on Growth packages can expire.',
  },
  {
    q: 'How do video calls work?',
    a: 'Every session has its own call room in the browser, with no app to install. Your plan includes call minutes every month, counted per participant; you can buy extra minutes when you need them.',
  },
  {
    q: 'Will Slotwise double-book me?',
    a: 'No. Connect your Google, Microsoft or Apple calendar under Scheduling: busy times there are taken off your booking page, and new sessions are written to the calendar you choose.',
  },
  {
    q: 'What happens when a client cancels?',
    a: 'Your cancellation policy decides: you choose how long before a session clients may still cancel or reschedule on their own. A cancelled package session gives the credit back.',
  },
  {
    q: 'Can I leave whenever I want?',
    a: 'Yes. Paid plans can be cancelled at any time and run until the end of the period you paid for; you then return to the Free plan with your data intact.',
  },
];

/** /faq: short answers to what experts ask before and after signing up. */
export function FaqRoute() {
  return (
    <SupportLayout
      title="Frequently asked questions"
      intro="Short answers to what experts ask us most. Something missing? Write to us from the contact page."
    >
      <Card withBorder radius="lg" padding={0}>
        <Accordion variant="default" chevronPosition="right">
          {QUESTIONS.map(({ q, a }) => (
            <Accordion.Item key={q} value={q}>
              <Accordion.Control>
                <Text fw={600}>{q}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" lh={1.6}>
                  {a}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Card>
    </SupportLayout>
  );
}
