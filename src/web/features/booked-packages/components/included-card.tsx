import { Anchor, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { INCLUDED_SESSIONS } from '../../../../domain/booked-packages/booked-package-inputs';
import type {
  BookedPackageDetailView,
  CreditView,
} from '../../../../domain/booked-packages/booked-package-view';
import { seriesPath, servicePath } from '../paths';
import { PackageSessionsList } from './package-sessions-list';

type Kind = 'service' | 'series';

function CreditBlock({
  packageId,
  credit,
  kind,
  zone,
}: {
  packageId: string;
  credit: CreditView;
  kind: Kind;
  zone: string;
}) {
  const to = credit.itemId
    ? kind === 'service'
      ? servicePath(credit.itemId)
      : seriesPath(credit.itemId)
    : null;
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between" align="flex-start">
        <Group gap="xs" miw={0}>
          {to ? (
            <Anchor component={Link} to={to} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {credit.title}
            </Anchor>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {credit.title}
            </Text>
          )}
          {to ? null : (
            <Badge color="gray" variant="light" size="sm">
              No longer included
            </Badge>
          )}
        </Group>
        <Text
          size="sm"
          c="dimmed"
          aria-label={`${credit.title}: count ${credit.count}, used ${credit.used}, available ${credit.available}`}
        >
          {`Count ${credit.count} · Used ${credit.used} · Available ${credit.available}`}
        </Text>
      </Group>
      {credit.used > 0 ? (
        <PackageSessionsList
          packageId={packageId}
          credit={credit.id}
          label={`Sessions booked with ${credit.title}`}
          zone={zone}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No sessions booked yet.
        </Text>
      )}
    </Stack>
  );
}

function CreditSection({
  title,
  empty,
  credits,
  kind,
  packageId,
  zone,
}: {
  title: string;
  empty: string;
  credits: readonly CreditView[];
  kind: Kind;
  packageId: string;
  zone: string;
}) {
  // A removed credit without sessions has nothing left to tell.
  const shown = credits.filter((credit) => credit.itemId !== null || credit.used > 0);
  return (
    <Stack gap="sm">
      <Title order={4} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        shown.map((credit, index) => (
          <Fragment key={credit.id}>
            {index > 0 ? <Divider variant="dashed" /> : null}
            <CreditBlock packageId={packageId} credit={credit} kind={kind} zone={zone} />
          </Fragment>
        ))
      )}
    </Stack>
  );
}

const SECTIONS = [
  { kind: 'service', title: 'Services', empty: 'No services included.' },
  { kind: 'series', title: 'Group session series', empty: 'No series included.' },
] as const;

/** spec (doc 1, §2): per included service and series its count, used and available, and its sessions. */
export function IncludedCard({ booked, zone }: { booked: BookedPackageDetailView; zone: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="included-title">
      <Stack gap="lg">
        <Title order={3} fz="md" id="included-title">
          Included sessions
        </Title>
        {SECTIONS.map((section) => (
          <CreditSection
            key={section.kind}
            {...section}
            credits={section.kind === 'service' ? booked.services : booked.series}
            packageId={booked.id}
            zone={zone}
          />
        ))}
        {booked.includedSessionsCount > 0 ? (
          <Stack gap="sm">
            <Title order={4} fz="sm" tt="uppercase" c="dimmed">
              Included group sessions
            </Title>
            <PackageSessionsList
              packageId={booked.id}
              credit={INCLUDED_SESSIONS}
              label="Included group sessions booked"
              zone={zone}
            />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
