import { Badge, Card, Grid, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReportFigureKey, ReportView } from '../../../../domain/reports/report-view';
import { type Change, changeLabel, changeOf, moneyLabel } from '../report-format';

// What each figure counts, in the words of ADR 021: the screen's help text.
const FIGURES: Array<{ key: ReportFigureKey; title: string; help: string }> = [
  { key: 'sessions', title: 'Sessions', help: 'Confirmed sessions starting in the range.' },
  {
    key: 'bookings',
    title: 'Bookings',
    help: 'Places booked in the range, in sessions that were not cancelled. Unpaid and given-up places are left out.',
  },
  { key: 'newClients', title: 'New clients', help: 'Clients added to your client list in the range.' },
  {
    key: 'clients',
    title: 'Clients',
    help: 'Different clients who booked or bought a package in the range, each counted once.',
  },
  {
    key: 'packagesSold',
    title: 'Packages sold',
    help: 'Packages bought and paid for (or free) in the range.',
  },
];

const CHANGE_COLORS: Record<Change['kind'], string> = {
  up: 'teal',
  down: 'red',
  same: 'gray',
  none: 'gray',
  new: 'indigo',
};

function ChangeBadge({ current, previous }: { current: number; previous: number }) {
  const change = changeOf(current, previous);
  return (
    <Badge variant="light" color={CHANGE_COLORS[change.kind]} radius="sm" tt="none" fw={600}>
      {changeLabel(change)}
    </Badge>
  );
}

function FigureCard(props: { title: string; help: string; children: ReactNode }) {
  const id = `figure-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={id} h="100%">
      <Stack gap={6} h="100%">
        <Text id={id} size="sm" fw={600} c="dimmed">
          {props.title}
        </Text>
        {props.children}
        <Text size="xs" c="dimmed" mt="auto">
          {props.help}
        </Text>
      </Stack>
    </Card>
  );
}

function Figure(props: { value: string; current: number; previous: number; previousLabel: string }) {
  return (
    <Stack gap={4}>
      <Text fz={26} fw={700} lh={1.1}>
        {props.value}
      </Text>
      <Text size="xs" c="dimmed" component="div">
        <ChangeBadge current={props.current} previous={props.previous} /> {props.previousLabel}
      </Text>
    </Stack>
  );
}

type MoneyPair = { currency: string; current: number; previous: number };

/** Money per currency (revenue, commission), each against the previous period; 'None' when none. */
function MoneyFigures(props: { amounts: MoneyPair[]; previousLabel: (value: string) => string }) {
  if (props.amounts.length === 0) {
    return (
      <Text fz={26} fw={700} lh={1.1} c="dimmed">
        None
      </Text>
    );
  }
  return props.amounts.map((money) => (
    <Figure
      key={money.currency}
      value={moneyLabel(money.current, money.currency)}
      current={money.current}
      previous={money.previous}
      previousLabel={props.previousLabel(moneyLabel(money.previous, money.currency))}
    />
  ));
}

/**
 * Revenue and the commission taken from it per currency, then the counted figures, each against
 * the previous period: three cards on the first row of a wide screen, four on the second.
 */
export function FigureCards({ report }: { report: ReportView }) {
  const { figures } = report;
  const previousLabel = (value: string) => `vs ${value} in the previous ${report.days} days`;
  return (
    <Grid gap="md">
      {/* Money takes the whole width on phones: amounts are long and there may be several. */}
      <Grid.Col span={{ base: 12, md: 4 }}>
        <FigureCard
          title="Revenue"
          help="Paid bookings and packages made in the range, and monthly plan instalments paid in it, per currency."
        >
          <MoneyFigures amounts={figures.revenue} previousLabel={previousLabel} />
        </FigureCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <FigureCard
          title="Commission"
          help="Your plan's commission on the card and PayPal payments clients made in the range, taken by the payment provider. Refunded payments are left out."
        >
          <MoneyFigures amounts={figures.commission} previousLabel={previousLabel} />
        </FigureCard>
      </Grid.Col>
      {FIGURES.map(({ key, title, help }, i) => (
        <Grid.Col key={key} span={{ base: 6, md: i === 0 ? 4 : 3 }}>
          <FigureCard title={title} help={help}>
            <Figure
              value={figures[key].current.toLocaleString('en-US')}
              current={figures[key].current}
              previous={figures[key].previous}
              previousLabel={previousLabel(figures[key].previous.toLocaleString('en-US'))}
            />
          </FigureCard>
        </Grid.Col>
      ))}
    </Grid>
  );
}

export function FigureCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" role="status" aria-label="Loading the figures">
      {Array.from({ length: 7 }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding="md">
          <Stack gap={8}>
            <Skeleton h={12} w={90} />
            <Skeleton h={26} w={120} />
            <Skeleton h={12} w="80%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
