import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Wordmark } from './wordmark';

interface CenteredPageProps {
  /** The document title (without the product name) and the card heading. */
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Shown under the card, e.g. "Already have an account? Sign in". */
  footer?: ReactNode;
}

/** The frame of the screens outside the dashboard: wordmark, one centred card, a footer line. */
export function CenteredPage({ title, description, children, footer }: CenteredPageProps) {
  return (
    <Box mih="100dvh" bg="gray.0" px="md" py={{ base: 32, sm: 64 }}>
      <title>{`${title} · Slotwise`}</title>
      <Stack maw={420} mx="auto" gap="lg">
        <Center>
          <Anchor component={Link} to="/" underline="never" aria-label="Slotwise home">
            <Wordmark size="lg" />
          </Anchor>
        </Center>
        <Paper component="main" withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 32 }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz={24} lh={1.25}>
                {title}
              </Title>
              {description ? (
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer ? (
          <Text ta="center" size="sm" c="dimmed">
            {footer}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
