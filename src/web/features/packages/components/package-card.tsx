import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  expiryLabel,
  includedSummary,
  paymentPlanLabel,
  priceLabel,
} from '../../../../domain/packages/package-summary';
import type { PackageView } from '../../../../domain/packages/package-view';
import { ExternalLinkIcon } from '../../../components/icons';
import { PACKAGE_CREATE_PATH, packagePath, publicPackagePath } from '../../scheduling/paths';

/** What the create screen reads from the navigation state to clone a package. */
export type CloneState = { clone: PackageView };

/** One package in the list: what it includes, its price, and what can be done with it. */
export function PackageCard({ pkg }: { pkg: PackageView }) {
  const navigate = useNavigate();
  const included = includedSummary(pkg);
  const plan = paymentPlanLabel(pkg);
  const expiry = expiryLabel(pkg);
  const headingId = `package-${pkg.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap" miw={0} align="flex-start">
              <Text fw={700} id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {pkg.title}
              </Text>
              {pkg.hidden ? (
                <Badge variant="light" color="gray" size="sm" mt={3} style={{ flexShrink: 0 }}>
                  Hidden
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c={included ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
              {included || 'Nothing included yet'}
            </Text>
            {expiry ? (
              <Text size="xs" c="dimmed">
                {expiry}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={0} ta={{ base: 'left', xs: 'right' }} style={{ flexShrink: 0 }}>
            <Text fw={700} size="lg">
              {priceLabel(pkg)}
            </Text>
            {plan ? (
              <Text size="xs" c="dimmed">
                {plan}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={packagePath(pkg.id)}
            variant="light"
            size="xs"
            aria-label={`Edit ${pkg.title}`}
          >
            Edit
          </Button>
          <Button
            variant="default"
            size="xs"
            aria-label={`Clone ${pkg.title}`}
            onClick={() => navigate(PACKAGE_CREATE_PATH, { state: { clone: pkg } satisfies CloneState })}
          >
            Clone
          </Button>
          <Anchor
            href={publicPackagePath(pkg.id)}
            target="_blank"
            rel="noopener"
            size="xs"
            fw={600}
            ml={4}
            aria-label={`View the public page of ${pkg.title}`}
          >
            <Group gap={4} component="span" wrap="nowrap">
              View public page
              <ExternalLinkIcon size={14} />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
