import { Anchor, AppShell, Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { visibleNavItems } from '../../../domain/account/navigation';
import { Wordmark } from '../../components/wordmark';
import { useMe } from '../../features/account/api/get-me';
import { VerificationBanner } from '../../features/auth/components/verification-banner';
import { ImpersonationBanner } from '../../features/team/components/impersonation-banner';
import { WhatsNewWidget } from '../../features/whats-new/components/whats-new-widget';
import { AccountMenu } from './account-menu';
import { NavDrawer } from './nav-drawer';
import classes from './shell.module.css';
import { TopNav } from './top-nav';
import { useVerifiedNotification } from './use-verified-notification';

/** The frame of every /dashboard screen. Rendered inside RequireSession, so /api/me is loaded. */
export function DashboardShell() {
  const me = useMe().data!;
  const [drawerOpened, drawer] = useDisclosure(false);
  const items = visibleNavItems(me.user.experimentalFeaturesEnabled);
  useVerifiedNotification();

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header className={classes.header} withBorder={false}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
            <Group gap="xs" wrap="nowrap">
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
              />
              <Anchor component={Link} to="/dashboard/home" underline="never" aria-label="Slotwise dashboard">
                <Wordmark />
              </Anchor>
            </Group>
            <TopNav items={items} />
            <Group gap="xs" wrap="nowrap">
              <WhatsNewWidget />
              <AccountMenu user={me.user} showTeam={me.plan.features.teamManagement === true} />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <NavDrawer items={items} opened={drawerOpened} onClose={drawer.close} />
      <AppShell.Main className={classes.main}>
        <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            {me.impersonation ? (
              <ImpersonationBanner
                memberName={me.user.displayName || `${me.user.firstName} ${me.user.lastName}`}
              />
            ) : null}
            {me.user.emailVerified ? null : <VerificationBanner email={me.user.email} />}
            <Outlet />
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
