import { useState } from 'react';
import { emailOnlyInput } from '../../domain/auth/auth-inputs';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { ApiError, apiRequest } from '../../web/lib/api-client';
import { TextField } from '../components/field';
import { ErrorBanner, Frame } from '../components/frame';
import { useTitle } from '../lib/use-title';

/**
 * /packages/use?packageId={id} without a valid token (the link an expert shares): the client
 * gives the email they bought with and the signed link is emailed to it. The answer is always
 * the same, so the form tells nobody who bought what.
 */
export function PackageAccessForm({
  bookedPackageId,
  badLink,
}: {
  bookedPackageId: string;
  badLink: boolean;
}) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useTitle('Your package');

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = emailOnlyInput.safeParse({ email });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setError(null);
    if (!parsed.success) return;
    setSending(true);
    try {
      const res = await apiRequest<{ message: string }>(
        `/public/booked-packages/${encodeURIComponent(bookedPackageId)}/access-link`,
        { method: 'POST', body: { email: parsed.data.email } },
      );
      setSent(res.message);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  }

  return (
    <Frame>
      <section className="card access">
        <h1 className="manage-title">Open your package</h1>
        {badLink ? (
          <p className="banner banner-error" role="alert">
            This link does not work any more. Enter your email and we will send you a new one.
          </p>
        ) : (
          <p className="manage-text">
            Enter the email you bought the package with and we will send you its link.
          </p>
        )}
        {sent ? (
          <p className="banner banner-info" role="status">
            {sent}
          </p>
        ) : (
          <form className="details" onSubmit={submit} noValidate>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              error={fieldError}
              onChange={(e) => {
                setEmail(e.target.value);
                setFieldError(undefined);
              }}
            />
            <ErrorBanner message={error} />
            <button type="submit" className="button button-block" disabled={sending}>
              {sending ? 'Sending…' : 'Send me the link'}
            </button>
          </form>
        )}
      </section>
    </Frame>
  );
}
