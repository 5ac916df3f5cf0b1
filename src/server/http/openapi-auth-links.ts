import type { AUTH_LINK_ROUTES } from '../auth/auth';
import { anonymous } from './route-parts';

// better-auth's routes that links in emails open (ADR 003) have no createRoute of ours, so their
// operations are written here; their parameters come from better-auth's own description
// (openapi.ts). What they answer was checked in auth-links.integration.test.ts: the emailed
// links carry a callbackURL, so a person is always redirected into the app.

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const redirect = (description: string) => ({
  description,
  headers: { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } },
});
const generic = error('Something went wrong (logged with the request id)');

export const AUTH_LINK_OPERATIONS: Record<(typeof AUTH_LINK_ROUTES)[number], Record<string, unknown>> = {
  '/auth/verify-email': {
    operationId: 'verifyEmail',
    summary: 'Open the email verification link: verifies the email and signs the expert in',
    tags: ['auth'],
    ...anonymous,
    responses: {
      200: {
        description: 'Verified (only without a callbackURL; the emailed link always has one)',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { status: { type: 'boolean' } }, required: ['status'] },
          },
        },
      },
      302: redirect('To the callbackURL; with ?error=INVALID_TOKEN when the link is forged or expired'),
      400: error('The token is missing'),
      401: error('The token is forged or expired and there is no callbackURL'),
      500: generic,
    },
  },
  '/auth/magic-link/verify': {
    operationId: 'verifyMagicLink',
    summary: 'Open a magic sign-in link: signs the expert in and redirects into the app',
    tags: ['auth'],
    ...anonymous,
    responses: {
      302: redirect(
        'To the callbackURL, or to the errorCallbackURL with ?error= when the link is used or forged',
      ),
      400: error('The token is missing'),
      500: generic,
    },
  },
  '/auth/reset-password/:token': {
    operationId: 'openPasswordResetLink',
    summary: 'Open a password reset link: redirects to the reset screen with the token',
    tags: ['auth'],
    ...anonymous,
    responses: {
      302: redirect(
        'To the callbackURL with ?token=, or ?error=INVALID_TOKEN when the token is forged or expired',
      ),
      400: error('The callbackURL is missing'),
      500: generic,
    },
  },
};
