import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { NotFound } from '../components/not-found';
import { AccountRoute } from '../features/account/routes/account-route';
import { EmailChangeRoute } from '../features/auth/routes/email-change-route';
import { LoginRoute } from '../features/auth/routes/login-route';
import { LogoutRoute } from '../features/auth/routes/logout-route';
import { ResetPasswordRoute } from '../features/auth/routes/reset-password-route';
import { SignUpRoute } from '../features/auth/routes/sign-up-route';
import { automationRoutes } from '../features/automation/automation-routes';
import { AvailabilityRoute } from '../features/availabilities/routes/availability-route';
import { CreateAvailabilityRoute } from '../features/availabilities/routes/create-availability-route';
import { RenameAvailabilityRoute } from '../features/availabilities/routes/rename-availability-route';
import { billingRoutes } from '../features/billing/billing-routes';
import { BookedPackageExpirationRoute } from '../features/booked-packages/routes/booked-package-expiration-route';
import { BookedPackageRoute } from '../features/booked-packages/routes/booked-package-route';
import { BookedPackagesRoute } from '../features/booked-packages/routes/booked-packages-route';
import { EditBookedPackageRoute } from '../features/booked-packages/routes/edit-booked-package-route';
import { BookingPageRoute } from '../features/booking-page/routes/booking-page-route';
import { BrandingRoute } from '../features/booking-page/routes/branding-route';
import { DomainRoute } from '../features/booking-page/routes/domain-route';
import { PoliciesRoute } from '../features/booking-page/routes/policies-route';
import { SeoRoute } from '../features/booking-page/routes/seo-route';
import { ConnectAppleRoute } from '../features/calendars/routes/connect-apple-route';
import { ConnectCalendarRoute } from '../features/calendars/routes/connect-calendar-route';
import { ConnectedCalendarsRoute } from '../features/calendars/routes/connected-calendars-route';
import { OauthCallbackRoute } from '../features/calendars/routes/oauth-callback-route';
import { CallRoomRoute } from '../features/calls/routes/call-room-route';
import { CallsUsageRoute } from '../features/calls/routes/calls-usage-route';
import { ClientRoute } from '../features/clients/routes/client-route';
import { ClientsRoute } from '../features/clients/routes/clients-route';
import { CreateClientRoute } from '../features/clients/routes/create-client-route';
import { EditClientRoute } from '../features/clients/routes/edit-client-route';
import { discountRoutes } from '../features/discounts/discount-routes';
import { CreateGroupSessionRoute } from '../features/group-sessions/routes/create-group-session-route';
import { CreateSeriesRoute } from '../features/group-sessions/routes/create-series-route';
import { CreateSeriesSessionRoute } from '../features/group-sessions/routes/create-series-session-route';
import { EditGroupSessionRoute } from '../features/group-sessions/routes/edit-group-session-route';
import { EditSeriesSessionRoute } from '../features/group-sessions/routes/edit-series-session-route';
import { GroupRoute } from '../features/group-sessions/routes/group-route';
import { ReorderSeriesRoute } from '../features/group-sessions/routes/reorder-series-route';
import { SeriesRoute } from '../features/group-sessions/routes/series-route';
import { IntegrationsRoute } from '../features/integrations/routes/integrations-route';
import { CreateLocationRoute } from '../features/locations/routes/create-location-route';
import { EditLocationRoute } from '../features/locations/routes/edit-location-route';
import { LocationsRoute } from '../features/locations/routes/locations-route';
import { CreatePackageRoute } from '../features/packages/routes/create-package-route';
import { EditPackageRoute } from '../features/packages/routes/edit-package-route';
import { PackagesRoute } from '../features/packages/routes/packages-route';
import { ReorderPackagesRoute } from '../features/packages/routes/reorder-packages-route';
import { PartnerDashboardRoute } from '../features/partners/routes/partner-dashboard-route';
import { PaymentAccountsRoute } from '../features/payment-accounts/routes/payment-accounts-route';
import { PaypalReturnRoute } from '../features/payment-accounts/routes/paypal-return-route';
import { StripeBalanceRoute } from '../features/payment-accounts/routes/stripe-balance-route';
import { StripeOauthReturnRoute } from '../features/payment-accounts/routes/stripe-oauth-return-route';
import { paymentsRedirects, paymentsRoutes } from '../features/payments/payments-routes';
import { RecordingViewerRoute } from '../features/recordings/routes/recording-viewer-route';
import { RecordingsRoute } from '../features/recordings/routes/recordings-route';
import { SessionRecordingsRoute } from '../features/recordings/routes/session-recordings-route';
import { CancellationPolicyRoute } from '../features/scheduling/routes/cancellation-policy-route';
import { SchedulingRulesRoute } from '../features/scheduling/routes/scheduling-rules-route';
import { TimeOffRoute } from '../features/scheduling/routes/time-off-route';
import { CreateServiceRoute } from '../features/services/routes/create-service-route';
import { EditServiceRoute } from '../features/services/routes/edit-service-route';
import { ReorderServicesRoute } from '../features/services/routes/reorder-services-route';
import { ServicesOverviewRoute } from '../features/services/routes/services-overview-route';
import { CancelSessionRoute } from '../features/sessions/routes/cancel-session-route';
import { CancelledSessionsRoute } from '../features/sessions/routes/cancelled-sessions-route';
import { RescheduleSessionRoute } from '../features/sessions/routes/reschedule-session-route';
import { SessionLocationRoute } from '../features/sessions/routes/session-location-route';
import { SessionRoute } from '../features/sessions/routes/session-route';
import { ContactRoute } from '../features/support/routes/contact-route';
import { FaqRoute } from '../features/support/routes/faq-route';
import { HelpRoute } from '../features/support/routes/help-route';
import { PricingRoute } from '../features/support/routes/pricing-route';
import { PrivacyPolicyRoute } from '../features/support/routes/privacy-policy-route';
import { TeamRoute } from '../features/team/routes/team-route';
import { ZoomOauthReturnRoute } from '../features/zoom/routes/zoom-oauth-return-route';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import { AccountLayout } from './screens/account-layout';
import { AutomationLayout } from './screens/automation-layout';
import { BookingLayout } from './screens/booking-layout';
import { CallsLayout } from './screens/calls-layout';
import { CrashScreen, InShellCrash } from './screens/crash-screen';
import { FullPageLoader } from './screens/full-page-loader';
import { HomeLayout } from './screens/home-layout';
import { HomeSessionsScreen } from './screens/home-sessions-screen';
import { NotFoundPage } from './screens/not-found-page';
import { PaymentsLayout } from './screens/payments-layout';
import { PlainPage } from './screens/plain-page';
import { SchedulingLayout } from './screens/scheduling-layout';
import { DashboardShell } from './shell/dashboard-shell';

// Redirects keep the query string: the verification link lands on /dashboard/home?verified=1.
const redirectKeepingSearch =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${to}${new URL(request.url).search}`);

/**
 * Every screen of the app. House rule: a screen that is not built does not exist, so its path
 * falls through to Not found (inside the shell under /dashboard).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <CrashScreen />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, loader: redirectKeepingSearch('/dashboard/home') },
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'login', element: <LoginRoute /> },
          { path: 'signup', element: <SignUpRoute /> },
        ],
      },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      // Issue 18: the confirmation link of an email change, signed in or not (ADR 045).
      { path: 'email-change', element: <EmailChangeRoute /> },
      // Issue 18: the public support pages (spec doc 1 §2 Other, doc 2 §2 Account: support links).
      { path: 'faq', element: <FaqRoute /> },
      { path: 'help', element: <HelpRoute /> },
      { path: 'pricing', element: <PricingRoute /> },
      { path: 'contact', element: <ContactRoute /> },
      // Issue 19: Slotwise's own privacy policy (spec doc 2 §2 Scheduling: other links).
      { path: 'privacy-policy', element: <PrivacyPolicyRoute /> },
      // spec doc 2 §2 Account: a partner's dashboard, for its admins (the API answers 404 to others).
      {
        path: 'dashboard-partner/:partnerId',
        element: (
          <RequireSession>
            <DashboardShell />
          </RequireSession>
        ),
        children: [{ index: true, element: <PartnerDashboardRoute />, errorElement: <InShellCrash /> }],
      },
      { path: 'logout', element: <LogoutRoute /> },
      // Issue 17: the call room, for the expert (session cookie) and clients (signed link) alike.
      { path: 's/:sessionId', element: <CallRoomRoute /> },
      // spec doc 1 §2: the recording viewer, for the expert and (shared) participants (ADR 042).
      { path: 'r/:recordingId', element: <RecordingViewerRoute /> },
      // spec doc 2 §2, §7: the calendar sign-in popup's return, outside the dashboard frame.
      {
        path: 'oauth-callback',
        element: (
          <PlainPage>
            <OauthCallbackRoute />
          </PlainPage>
        ),
      },
      // spec doc 2 §2: Zoom's authorisation return (issue 17, ADR 044), for a signed-in expert.
      {
        path: 'settings/scheduling/zoom-oauth',
        element: (
          <RequireSession>
            <PlainPage>
              <ZoomOauthReturnRoute />
            </PlainPage>
          </RequireSession>
        ),
      },
      {
        path: 'dashboard',
        element: (
          <RequireSession>
            <DashboardShell />
          </RequireSession>
        ),
        children: [
          {
            errorElement: <InShellCrash />,
            children: [
              { index: true, loader: redirectKeepingSearch('/dashboard/home') },
              {
                path: 'home',
                element: <HomeLayout />,
                children: [
                  { index: true, loader: redirectKeepingSearch('/dashboard/home/sessions') },
                  { path: 'sessions', element: <HomeSessionsScreen /> },
                  // 'cancelled' is static, so it ranks above the session id.
                  { path: 'sessions/cancelled', element: <CancelledSessionsRoute /> },
                  { path: 'sessions/:sessionId', element: <SessionRoute /> },
                  { path: 'sessions/:sessionId/cancel', element: <CancelSessionRoute /> },
                  { path: 'sessions/:sessionId/reschedule', element: <RescheduleSessionRoute /> },
                  { path: 'sessions/:sessionId/location', element: <SessionLocationRoute /> },
                  { path: 'sessions/:sessionId/recordings', element: <SessionRecordingsRoute /> },
                  { path: 'packages', element: <BookedPackagesRoute /> },
                  { path: 'packages/:packageId', element: <BookedPackageRoute /> },
                  { path: 'packages/:packageId/edit', element: <EditBookedPackageRoute /> },
                  { path: 'packages/:packageId/expiration', element: <BookedPackageExpirationRoute /> },
                  { path: 'clients', element: <ClientsRoute /> },
                  { path: 'clients/create', element: <CreateClientRoute /> },
                  { path: 'clients/:clientId', element: <ClientRoute /> },
                  { path: 'clients/:clientId/edit', element: <EditClientRoute /> },
                ],
              },
              {
                // Pathless, as Scheduling: the calls screens show inside the Calls tabs.
                element: <CallsLayout />,
                children: [
                  { path: 'calls', element: <CallsUsageRoute /> },
                  { path: 'calls/locations', element: <LocationsRoute /> },
                  { path: 'calls/locations/create', element: <CreateLocationRoute /> },
                  { path: 'calls/locations/:locationId', element: <EditLocationRoute /> },
                  { path: 'calls/recordings', element: <RecordingsRoute /> },
                ],
              },
              // spec (§2, Scheduling): /dashboard/scheduling redirects to services.
              { path: 'scheduling', loader: redirectKeepingSearch('/dashboard/scheduling/services') },
              // spec (doc 1, §2): a booked package links a series at /dashboard/scheduling/series/{id}.
              {
                path: 'scheduling/series/:seriesId',
                loader: ({ params }) =>
                  redirect(`/dashboard/scheduling/group/series/${encodeURIComponent(params.seriesId ?? '')}`),
              },
              {
                // Pathless: every scheduling screen shows inside the tabs, and an unknown
                // address under /dashboard/scheduling falls through to Not found.
                element: <SchedulingLayout />,
                children: [
                  { path: 'scheduling/services/cancellation-policy', element: <CancellationPolicyRoute /> },
                  { path: 'scheduling/services/time-off', element: <TimeOffRoute /> },
                  { path: 'scheduling/services', element: <ServicesOverviewRoute /> },
                  { path: 'scheduling/services/create', element: <CreateServiceRoute /> },
                  { path: 'scheduling/services/reorder', element: <ReorderServicesRoute /> },
                  { path: 'scheduling/services/rules', element: <SchedulingRulesRoute /> },
                  // spec doc 2 §2: connected calendars, connect, connect/apple (?accountId= reconnects).
                  { path: 'scheduling/services/connected-calendars', element: <ConnectedCalendarsRoute /> },
                  {
                    path: 'scheduling/services/connected-calendars/connect',
                    element: <ConnectCalendarRoute />,
                  },
                  {
                    path: 'scheduling/services/connected-calendars/connect/apple',
                    element: <ConnectAppleRoute />,
                  },
                  // Static siblings (time-off, rules, …) rank above this; an unknown id is Not found.
                  { path: 'scheduling/services/:serviceId', element: <EditServiceRoute /> },
                  { path: 'scheduling/group', element: <GroupRoute /> },
                  { path: 'scheduling/group/sessions/create', element: <CreateGroupSessionRoute /> },
                  { path: 'scheduling/group/sessions/:sessionId', element: <EditGroupSessionRoute /> },
                  { path: 'scheduling/group/series/create', element: <CreateSeriesRoute /> },
                  { path: 'scheduling/group/series/reorder', element: <ReorderSeriesRoute /> },
                  { path: 'scheduling/group/series/:seriesId', element: <SeriesRoute /> },
                  {
                    path: 'scheduling/group/series/:seriesId/sessions/create',
                    element: <CreateSeriesSessionRoute />,
                  },
                  {
                    path: 'scheduling/group/series/:seriesId/sessions/:sessionId',
                    element: <EditSeriesSessionRoute />,
                  },
                  { path: 'scheduling/services/availabilities/create', element: <CreateAvailabilityRoute /> },
                  {
                    path: 'scheduling/services/availabilities/:availabilityId',
                    element: <AvailabilityRoute />,
                  },
                  {
                    path: 'scheduling/services/availabilities/:availabilityId/rename',
                    element: <RenameAvailabilityRoute />,
                  },
                  { path: 'scheduling/packages', element: <PackagesRoute /> },
                  { path: 'scheduling/packages/create', element: <CreatePackageRoute /> },
                  { path: 'scheduling/packages/reorder', element: <ReorderPackagesRoute /> },
                  { path: 'scheduling/packages/:packageId', element: <EditPackageRoute /> },
                ],
              },
              ...paymentsRedirects,
              // Pathless, as Scheduling: the payments and discounts screens show inside the tabs.
              {
                element: <PaymentsLayout />,
                children: [
                  ...paymentsRoutes,
                  ...discountRoutes,
                  // spec doc 2 §2 Payments: payment accounts, the Stripe balance and the OAuth return.
                  { path: 'payments/accounts', element: <PaymentAccountsRoute /> },
                  { path: 'payments/accounts/stripe/balance', element: <StripeBalanceRoute /> },
                  { path: 'payments/stripe-oauth', element: <StripeOauthReturnRoute /> },
                  { path: 'payments/paypal-return', element: <PaypalReturnRoute /> },
                ],
              },
              // spec (doc 2, §2, Automation): the area opens on its Workflows tab.
              { path: 'automation', loader: redirectKeepingSearch('/dashboard/automation/workflows') },
              // Pathless, as Scheduling: the workflow screens and Integrations show inside the
              // Automation tabs.
              {
                element: <AutomationLayout />,
                children: [
                  ...automationRoutes,
                  { path: 'automation/integrations', element: <IntegrationsRoute /> },
                ],
              },
              {
                path: 'reports',
                // Loaded on demand: the chart library is the size of the rest of Mantine.
                lazy: async () => ({
                  Component: (await import('../features/reports/routes/reports-route')).ReportsRoute,
                }),
              },
              {
                // Pathless, as Calls: the booking page's settings show inside its tabs.
                element: <BookingLayout />,
                children: [
                  { path: 'booking', element: <BookingPageRoute /> },
                  { path: 'booking/branding', element: <BrandingRoute /> },
                  { path: 'booking/domain', element: <DomainRoute /> },
                  { path: 'booking/policies', element: <PoliciesRoute /> },
                  { path: 'booking/seo', element: <SeoRoute /> },
                ],
              },
              {
                // Pathless, as Calls: the profile and the team show inside the Account tabs.
                element: <AccountLayout />,
                children: [
                  // spec doc 2 §2 Account: the profile; /dashboard/account/profile redirects to it.
                  { path: 'account', element: <AccountRoute /> },
                  // spec doc 2 §2 Account: the team page (issue 18).
                  { path: 'account/team', element: <TeamRoute /> },
                  // spec doc 1 §2 Billing (issue 20): the plan, its subscription and invoices.
                  ...billingRoutes,
                ],
              },
              { path: 'account/profile', loader: redirectKeepingSearch('/dashboard/account') },
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
