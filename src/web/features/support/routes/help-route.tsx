import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SupportLayout } from '../components/support-layout';

const GUIDES: Array<{ title: string; steps: string[]; link: { to: string; label: string } }> = [
  {
    title: 'Set up your booking page',
    steps: [
      'Choose your page address (slotwise.app/your-name) when you first open the dashboard.',
      'Add your photo, display name and time zone under Account.',
      'Share the link on your website, email signature and social profiles.',
    ],
    link: { to: '/dashboard/account', label: 'Open your account' },
  },
  {
    title: 'Offer your first service',
    steps: [
      'Under Scheduling → Services, create a service with a title, length and price (0 for free).',
      'Set your weekly hours under Availability; bookings only land inside them.',
      'Add buffers and a minimum notice under Rules so you are never booked back to back.',
    ],
    link: { to: '/dashboard/scheduling/services', label: 'Go to services' },
  },
  {
    title: 'Get paid',
    steps: [
      'Under Payments, connect Stripe (cards, wallets, local methods) or PayPal.',
      'Pick the currency your prices are in.',
      'Create discount codes for launches and returning clients.',
    ],
    link: { to: '/dashboard/payments', label: 'Go to payments' },
  },
  {
    title: 'Run group sessions and packages',
    steps: [
      'A group session has a size limit; a series repeats it with the same settings.',
      'A package bundles sessions and series seats, bought once and booked one by one.',
      'Clients use their package from the link in their confirmation email.',
    ],
    link: { to: '/dashboard/home/packages', label: 'See sold packages' },
  },
  {
    title: 'Take calls in Slotwise',
    steps: [
      'Each session has a call room at its own link; clients join from their confirmation.',
      'The room opens 10 minutes before the start.',
      'Prefer Zoom or your own room? Set a location on the service instead.',
    ],
    link: { to: '/dashboard/calls/locations', label: 'Manage locations' },
  },
  {
    title: 'Automate reminders',
    steps: [
      'Under Automation, create a workflow of emails before or after a session.',
      'Attach it to services, series or packages.',
      'Check the monitor to see what was sent and when.',
    ],
    link: { to: '/dashboard/automation/workflows', label: 'Open workflows' },
  },
];

/** /help: step-by-step guides to the parts of Slotwise experts set up first. */
export function HelpRoute() {
  return (
    <SupportLayout
      wide
      title="Help center"
      intro="Step-by-step guides to get your practice running on Slotwise."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {GUIDES.map((guide) => (
          <Card key={guide.title} withBorder radius="lg" padding="lg" component="section">
            <Stack gap="sm" h="100%">
              <Title order={2} fz="lg">
                {guide.title}
              </Title>
              <List type="ordered" size="sm" spacing={6} style={{ flex: 1 }}>
                {guide.steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
              <Anchor component={Link} to={guide.link.to} size="sm" fw={600}>
                {guide.link.label} →
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Still stuck?{' '}
        <Anchor component={Link} to="/contact">
          Contact us
        </Anchor>{' '}
        — we answer within one business day.
      </Text>
    </SupportLayout>
  );
}
