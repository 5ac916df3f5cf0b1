import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { Wordmark } from '../../../components/wordmark';

export const SUPPORT_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/help', label: 'Help' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The public support pages' frame: wordmark, the four support links, a title and a footer. */
export function SupportLayout(props: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  useEffect(() => {
    document.title = `${props.title} · Slotwise`;
  }, [props.title]);
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to="/dashboard/home" underline="never" aria-label="Slotwise">
              <Wordmark />
            </Anchor>
            <Group component="nav" aria-label="Support" gap="md">
              {SUPPORT_LINKS.map((link) => (
                <Anchor
                  key={link.to}
                  component={NavLink}
                  to={link.to}
                  size="sm"
                  fw={500}
                  c="dark"
                  style={({ isActive }: { isActive: boolean }) =>
                    isActive ? { textDecoration: 'underline' } : {}
                  }
                >
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size={props.wide ? 'lg' : 'md'} py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {props.title}
            </Title>
            <Text c="dimmed" size="lg">
              {props.intro}
            </Text>
          </Stack>
          {props.children}
        </Stack>
      </Container>
      <Container component="footer" size="lg" py="lg">
        <Text size="sm" c="dimmed" ta="center">
          Slotwise · bookings, payments and calls for independent experts ·{' '}
          <Anchor component={Link} to="/contact" size="sm">
            Contact us
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} to="/privacy-policy" size="sm">
            Privacy policy
          </Anchor>
        </Text>
      </Container>
    </Box>
  );
}
