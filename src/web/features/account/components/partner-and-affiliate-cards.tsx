import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useAdministeredPartners, useAffiliate, useAffiliateSsoLink } from '../api/partners-and-affiliate';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `account-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** spec: links to /dashboard-partner/{partnerId}, else 'You are not an admin of any partner accounts'. */
export function PartnerDashboardCard() {
  const partners = useAdministeredPartners();
  return (
    <Section title="Partner dashboard">
      {partners.isPending ? (
        <Skeleton height={20} />
      ) : partners.isError ? (
        <Text size="sm" c="red.7" role="alert">
          {errorMessage(partners.error)}
        </Text>
      ) : partners.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          You are not an admin of any partner accounts
        </Text>
      ) : (
        <Stack gap={6}>
          {partners.data.map((p) => (
            <Anchor key={p.id} component={Link} to={`/dashboard-partner/${p.id}`} size="sm">
              {p.name}
            </Anchor>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** spec: 'Open dashboard' when the user has an affiliate id; the SSO link opens in a new tab. */
export function AffiliateCard() {
  const affiliate = useAffiliate();
  const sso = useAffiliateSsoLink();
  if (!affiliate.data?.affiliateId) return null;
  const openDashboard = () => {
    // Opened before the request so the browser keeps it as the click's own tab (no popup block).
    const tab = window.open('', '_blank');
    sso.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else window.open(url, '_blank', 'noopener');
      },
      onError: () => tab?.close(),
    });
  };
  return (
    <Section title="Affiliate program">
      <Text size="sm" c="dimmed">
        Earn a commission for every expert you refer to Slotwise. Your referrals and payouts are in the
        affiliate dashboard.
      </Text>
      <Group gap="sm">
        <Button variant="light" loading={sso.isPending} onClick={openDashboard}>
          Open dashboard
        </Button>
        {sso.isError ? (
          <Text size="sm" c="red.7" role="alert">
            {errorMessage(sso.error)}
          </Text>
        ) : null}
      </Group>
    </Section>
  );
}

/** spec: Support links /faq, /help, /pricing, /contact. */
export function SupportCard() {
  return (
    <Section title="Support">
      <Group gap="lg">
        <Anchor component={Link} to="/faq" size="sm">
          FAQ
        </Anchor>
        <Anchor component={Link} to="/help" size="sm">
          Help
        </Anchor>
        <Anchor component={Link} to="/pricing" size="sm">
          Pricing
        </Anchor>
        <Anchor component={Link} to="/contact" size="sm">
          Contact
        </Anchor>
      </Group>
    </Section>
  );
}
