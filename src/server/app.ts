import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import { APIError } from 'better-auth/api';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PROFILE_MESSAGES } from '../domain/account/profile-rules';
import { CALL_BACKGROUND_FIELD, COVER_FIELD, PAGE_IMAGE_MESSAGES } from '../domain/booking-page/page-images';
import { GENERIC_ERROR_MESSAGE } from '../domain/shared/messages';
import { liveKitConnectSources } from './calls-config';
import { inputErrorMessage } from './db/errors';
import type { AppDeps } from './deps';
import { PHOTO_UPLOAD_LIMIT, PHOTO_UPLOAD_PATH, profileRoutes } from './features/account/profile-routes';
import { accountRoutes } from './features/account/routes';
import { securityRoutes } from './features/account/security-routes';
import { offlineAffiliateDashboard } from './features/affiliate/offline-dashboard';
import { affiliateRoutes } from './features/affiliate/routes';
import { authLinkRoutes } from './features/auth/link-routes';
import { sessionRoutes } from './features/auth/routes';
import { availabilityRoutes } from './features/availabilities/routes';
import { offlineInvoiceRoutes } from './features/billing/offline-invoice-pdf';
import { billingRoutes } from './features/billing/routes';
import { billingWebhookRoutes } from './features/billing/webhook-routes';
import { installmentPayRoutes } from './features/booked-packages/installment-pay-routes';
import { bookedPackageRoutes } from './features/booked-packages/routes';
import { customDomainHosts } from './features/booking-page/domain-host-routing';
import { customDomainRoutes } from './features/booking-page/domains-routes';
import { PAGE_IMAGE_UPLOAD_PATHS } from './features/booking-page/page-images-routes';
import { bookingPageRoutes } from './features/booking-page/routes';
import { tlsAskRoutes } from './features/booking-page/tls-ask-routes';
import { calendarPushRoutes } from './features/calendars/push-routes';
import { calendarRoutes } from './features/calendars/routes';
import { callUsageRoutes } from './features/call-usage/routes';
import { liveKitWebhookRoutes } from './features/calls/livekit-webhook-routes';
import { callRoutes } from './features/calls/routes';
import { clientRoutes } from './features/clients/routes';
import { devMailboxPage, devMailboxRoutes } from './features/dev-mailbox/routes';
import { discountRoutes } from './features/discounts/routes';
import { publicImageRoutes } from './features/files/public-images';
import { fileRoutes } from './features/files/routes';
import { groupSessionRoutes } from './features/group-sessions/routes';
import { healthRoutes } from './features/health/routes';
import { hookRoutes } from './features/integrations/hook-routes';
import { integrationRoutes } from './features/integrations/routes';
import { locationRoutes } from './features/locations/routes';
import { packagePurchaseRoutes } from './features/package-purchase/routes';
import { packageRoutes } from './features/packages/routes';
import { partnerRoutes } from './features/partners/routes';
import { paypalAccountRoutes } from './features/payment-accounts/paypal-routes';
import { paymentAccountRoutes } from './features/payment-accounts/routes';
import { paypalReturnRoutes, paypalWebhookRoutes } from './features/payments/paypal-webhook-routes';
import { stripeReturnRoutes } from './features/payments/stripe-return';
import { stripeWebhookRoutes } from './features/payments/stripe-webhook-routes';
import { paymentsSettingsRoutes } from './features/payments-settings/routes';
import { sandboxCheckoutRoutes } from './features/public-booking/booking-sandbox-checkout';
import { addPublicPages } from './features/public-booking/page-html';
import { publicBookingRoutes } from './features/public-booking/routes';
import { recordingRoutes, sharedRecordingRoutes } from './features/recordings/routes';
import { reportRoutes } from './features/reports/routes';
import { cancellationPolicyRoutes } from './features/scheduling/cancellation-policy-routes';
import { schedulingRulesRoutes } from './features/scheduling/scheduling-rules-routes';
import { timeOffRoutes } from './features/scheduling/time-off-routes';
import { seriesRoutes } from './features/series/routes';
import { serviceRoutes } from './features/services/routes';
import { dashboardSessionRoutes } from './features/sessions/routes';
import { contactRoutes } from './features/support/contact-routes';
import { impersonationRoutes } from './features/team/impersonation-routes';
import { teamRoutes } from './features/team/routes';
import { whatsNewRoutes } from './features/whats-new/routes';
import { workflowRoutes } from './features/workflows/routes';
import { zoomRoutes } from './features/zoom/routes';
import { apiDocsRoutes } from './http/api-docs';
import type { AppEnv } from './http/context';
import { AppError, badRequest, TooManyRequests } from './http/errors';
import { refuseNulInUrl } from './http/input-text';
import { buildOpenApiDocument } from './http/openapi';
import { OFFLINE_AFFILIATE_PATH } from './integrations/affiliates/offline';
import { OFFLINE_INVOICE_PATH, type OfflineBilling } from './integrations/billing/offline';
import { browserErrorReportingTags, errorReportingOrigin } from './integrations/errors/browser-config';

export type AppOptions = { webDir?: string };

const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const log = deps.log.child({ requestId: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // The browser sends its error reports to the DSN's host (ADR 028).
        // …and a LiveKit room's media server (ADR 040, CALLS_MEDIA=livekit).
        connectSrc: [
          "'self'",
          ...errorReportingOrigin(deps.config),
          ...liveKitConnectSources(deps.config.calls),
        ],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      // Set below: the calendar sign-in popup needs its opener (issue 16).
      crossOriginOpenerPolicy: false,
      // Agrees with frame-ancestors 'none' (the default SAMEORIGIN would allow our own frames).
      xFrameOptions: 'DENY',
    }),
  );
  // The calendar sign-in popup (issue 16, spec doc 2 §7) visits Google's or Microsoft's origin and
  // comes back to /oauth-callback, which posts the code to the window that opened it. Every other
  // page keeps its popups (same-origin-allow-popups: still isolated from windows that open it);
  // /oauth-callback sets no policy, since a policy there would cut the popup from its opener.
  app.use(async (c, next) => {
    await next();
    if (c.req.path !== '/oauth-callback') c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  });

  app.use(refuseNulInUrl);
  // issue 19, ADR 054: a custom domain's requests are its booking page's (or a 301, or a 404).
  app.use(customDomainHosts(deps, app));
  // A 5xx is ours to fix: logged with the request id and sent to error reporting (ADR 028).
  const reportError = (c: Context<AppEnv>, error: unknown) =>
    deps.errors.captureException(error, {
      requestId: c.get('requestId'),
      userId: c.get('user')?.id,
      method: c.req.method,
      path: c.req.path,
    });

  app.onError((error, c) => {
    if (error instanceof TooManyRequests) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof AppError && error.status < 500) return c.json(error.toBody(), error.status);
    if (error instanceof APIError && error.statusCode >= 400 && error.statusCode < 500) {
      // better-auth refusing a request (e.g. an expired token): a 4xx in our shape.
      const code = String(error.body?.code ?? 'bad_request').toLowerCase();
      const status = error.statusCode as ContentfulStatusCode;
      return c.json({ error: { code, message: error.body?.message ?? 'Invalid request' } }, status);
    }
    if (error instanceof AppError) {
      reportError(c, error);
      return c.json(error.toBody(), error.status);
    }
    const inputError = inputErrorMessage(error);
    if (inputError) {
      // The database refused a value the request carried: the request is wrong, not the server.
      c.get('log')?.warn('input refused by the database', {
        err: error,
        method: c.req.method,
        path: c.req.path,
      });
      return c.json({ error: { code: 'invalid_input', message: inputError } }, 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx (malformed JSON, body too large): keep the status, use our shape.
      const message = error.status === 413 ? 'The request is too large' : error.message || 'Invalid request';
      return c.json(
        { error: { code: error.status === 413 ? 'payload_too_large' : 'bad_request', message } },
        error.status,
      );
    }
    reportError(c, error);
    return c.json({ error: { code: 'internal', message: GENERIC_ERROR_MESSAGE } }, 500);
  });

  const api = new OpenAPIHono<AppEnv>();
  const apiBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HTTPException(413);
    },
  });
  // The profile photo's upload has its own limit, and says so in the form's words.
  const photoBodyLimit = bodyLimit({
    maxSize: PHOTO_UPLOAD_LIMIT,
    onError: () => {
      throw badRequest(PROFILE_MESSAGES.photoTooBig, { photo: PROFILE_MESSAGES.photoTooBig });
    },
  });
  // The booking page's cover and call background: the same 10 MB, in the images' words.
  const pageImageBodyLimit = bodyLimit({
    maxSize: PHOTO_UPLOAD_LIMIT,
    onError: (c) => {
      const field = c.req.path.endsWith('/cover') ? COVER_FIELD : CALL_BACKGROUND_FIELD;
      throw badRequest(PAGE_IMAGE_MESSAGES.tooBig, { [field]: PAGE_IMAGE_MESSAGES.tooBig });
    },
  });
  api.use((c, next) =>
    (c.req.path === PHOTO_UPLOAD_PATH
      ? photoBodyLimit
      : PAGE_IMAGE_UPLOAD_PATHS.has(c.req.path)
        ? pageImageBodyLimit
        : apiBodyLimit)(c, next),
  );
  api.route('/health', healthRoutes(deps));
  api.route('/session/impersonation', impersonationRoutes(deps));
  api.route('/session', sessionRoutes(deps));
  api.route('/team', teamRoutes(deps));
  api.route('/me', accountRoutes(deps));
  api.route('/account', profileRoutes(deps));
  api.route('/account', securityRoutes(deps));
  // Before /booking-page, whose router signs in every path under it.
  api.route('/booking-page/domains', customDomainRoutes(deps));
  api.route('/booking-page', bookingPageRoutes(deps));
  api.route('/tls', tlsAskRoutes(deps));
  api.route('/locations', locationRoutes(deps));
  api.route('/packages', packageRoutes(deps));
  api.route('/discounts', discountRoutes(deps));
  api.route('/workflows', workflowRoutes(deps));
  api.route('/integrations', integrationRoutes(deps));
  api.route('/hooks', hookRoutes(deps));
  api.route('/clients', clientRoutes(deps));
  api.route('/scheduling/cancellation-policy', cancellationPolicyRoutes(deps));
  api.route('/scheduling/time-off', timeOffRoutes(deps));
  api.route('/scheduling/rules', schedulingRulesRoutes(deps));
  api.route('/services', serviceRoutes(deps));
  api.route('/group-sessions', groupSessionRoutes(deps));
  api.route('/series', seriesRoutes(deps));
  api.route('/sessions', dashboardSessionRoutes(deps));
  api.route('/reports', reportRoutes(deps));
  api.route('/booked-packages', bookedPackageRoutes(deps));
  api.route('/payments', paymentsSettingsRoutes(deps));
  api.route('/public', publicBookingRoutes(deps));
  api.route('/public', packagePurchaseRoutes(deps));
  api.route('/public', installmentPayRoutes(deps));
  api.route('/public', contactRoutes(deps));
  api.route('/partners', partnerRoutes(deps));
  api.route('/affiliate', affiliateRoutes(deps));
  api.route('/whats-new', whatsNewRoutes(deps));
  api.route('/availabilities', availabilityRoutes(deps));
  api.route('/calendars', calendarRoutes(deps));
  api.route('/zoom', zoomRoutes(deps));
  api.route('/calls', callRoutes(deps));
  api.route('/recordings', recordingRoutes(deps));
  api.route('/public', sharedRecordingRoutes(deps));
  api.route('/call-usage', callUsageRoutes(deps));
  api.route('/billing', billingRoutes(deps));
  api.route('/payments/accounts/paypal', paypalAccountRoutes(deps));
  api.route('/payments/accounts', paymentAccountRoutes(deps));
  api.route('/webhooks/stripe', stripeWebhookRoutes(deps));
  api.route('/webhooks/paypal', paypalWebhookRoutes(deps));
  api.route('/webhooks/stripe-billing', billingWebhookRoutes(deps));
  api.route('/webhooks/calendars', calendarPushRoutes(deps));
  api.route('/webhooks/livekit', liveKitWebhookRoutes(deps));
  if (deps.config.devMailbox) api.route('/dev/mailbox', devMailboxRoutes(deps));

  // Only the routes that links in emails open are reachable over HTTP: every other auth action
  // goes through /api/session/*, which validates, throttles and answers in our error shape.
  api.route('/auth', authLinkRoutes(deps));

  api.route('/docs', apiDocsRoutes());
  let openApiDocument: Promise<unknown> | undefined;
  api.get('/openapi.json', async (c) => {
    openApiDocument ??= buildOpenApiDocument(api, deps.auth, deps.config.publicUrl);
    return c.json(await openApiDocument);
  });
  api.all('*', (c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));

  app.route('/api', api);

  if (deps.config.devMailbox) app.get('/dev/mailbox', devMailboxPage(deps));
  // Only the sandbox has a checkout page of ours; production never mounts it (ADR 023).
  if (deps.payments.sandbox) app.route('/checkout', sandboxCheckoutRoutes(deps));
  // Stripe's Checkout returns the client here; the webhook confirms (ADR 032).
  if (deps.payments.stripe) app.route('/checkout/return', stripeReturnRoutes(deps));
  if (deps.payments.paypal) app.route('/checkout/paypal-return', paypalReturnRoutes(deps));
  // Local disk's signed download URLs point here; S3's point at the bucket (ADR 027).
  if (deps.storage.kind === 'local-disk') app.route('/files', fileRoutes(deps));
  app.route('/images', publicImageRoutes(deps));
  // ADR 047: a local install's affiliate dashboard; production refuses the offline adapter.
  if (deps.affiliates.kind === 'offline') app.route(OFFLINE_AFFILIATE_PATH, offlineAffiliateDashboard(deps));
  // Issue 20: a local install's invoice PDFs; Stripe serves its own, production refuses offline.
  if (deps.billing?.kind === 'offline')
    app.route(
      OFFLINE_INVOICE_PATH,
      offlineInvoiceRoutes({ ...deps, billing: deps.billing as OfflineBilling }),
    );

  const webDir = options.webDir;
  if (webDir && fs.existsSync(path.join(webDir, 'index.html'))) {
    // Both entries read the browser's error-reporting settings from their <head> (ADR 028).
    const withHeadTags = (html: string) =>
      html.replace('</head>', `${browserErrorReportingTags(deps.config)}</head>`);
    const indexHtml = withHeadTags(fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'));
    app.use('/assets/*', async (c, next) => {
      await next();
      // Hashed file names: a served asset never changes.
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The build writes .br and .gz copies beside the assets (issue 19): sent when accepted.
    app.use('*', serveStatic({ root: path.relative(process.cwd(), webDir) || '.', precompressed: true }));
    // A missing asset is a 404, never the app's HTML (a browser would cache it as a script).
    app.get('/assets/*', (c) => c.text('Not found', 404));
    // The public booking pages are their own small entry (src/public, built to booking.html).
    const publicHtml = path.join(webDir, 'booking.html');
    if (fs.existsSync(publicHtml)) {
      addPublicPages(app, deps, withHeadTags(fs.readFileSync(publicHtml, 'utf8')));
    }
    // History fallback: every other GET is a screen of the single-page app.
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }
  return app;
}
