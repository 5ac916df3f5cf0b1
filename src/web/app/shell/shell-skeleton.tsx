import { Box, Container, Group, Skeleton, Stack } from '@mantine/core';
import { Wordmark } from '../../components/wordmark';
import classes from './shell.module.css';

/** The dashboard's outline while /api/me loads. */
export function ShellSkeleton() {
  return (
    <Box className={classes.main} role="status" aria-label="Loading your dashboard">
      <Box className={classes.header} h={60}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Wordmark />
            <Group gap="sm" visibleFrom="md">
              {[90, 110, 96, 84, 56, 100, 80].map((width, index) => (
                <Skeleton key={index} h={16} w={width} radius="xl" />
              ))}
            </Group>
            <Skeleton h={36} w={36} circle />
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="lg" maw={760}>
          <Skeleton h={28} w={220} />
          <Skeleton h={36} w={300} />
          <Skeleton h={220} radius="lg" />
        </Stack>
      </Container>
    </Box>
  );
}
