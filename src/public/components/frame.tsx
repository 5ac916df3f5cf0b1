import type { ReactNode } from 'react';
import { POLICY_PAGES } from '../../domain/booking-page/policies-input';
import type { PublicPageBasics } from '../../domain/public-booking/public-page-view';
import type { ApiError } from '../../web/lib/api-client';
import { brandingStyle } from '../lib/branding';
import { navigate, pageHref } from '../lib/router';

type Branding = { accentColor: string | null; backgroundColor: string | null } | null;

type FramePage = Pick<PublicPageBasics, 'slug' | 'branding' | 'policies'>;

/**
 * The page background in the expert's colours, a centred column and the footer, which links the
 * page's terms and privacy policy when it has them (issue 19). `page` gives both; `branding`
 * alone colours a screen that is not one page's.
 */
export function Frame({
  page,
  branding,
  children,
  wide,
}: {
  page?: FramePage;
  branding?: Branding;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="frame" style={brandingStyle(page?.branding ?? branding ?? null)}>
      <main className={wide ? 'column column-wide' : 'column'}>{children}</main>
      <footer className="footer">
        {page?.policies ? <PolicyLinks slug={page.slug} policies={page.policies} /> : null}
        Scheduling by <span className="footer-brand">Slotwise</span>
      </footer>
    </div>
  );
}

/** Links to the page's own policy pages (/{slug}/terms, /{slug}/privacy). */
export function PolicyLinks({
  slug,
  policies,
}: {
  slug: string;
  policies: NonNullable<PublicPageBasics['policies']>;
}) {
  const kinds = (['terms', 'privacy'] as const).filter((kind) => policies[kind]);
  return (
    <nav aria-label="Policies" className="footer-links">
      {kinds.map((kind) => (
        <Link key={kind} href={policyPath(slug, kind)}>
          {POLICY_PAGES[kind].title}
        </Link>
      ))}
    </nav>
  );
}

export const policyPath = (slug: string, kind: keyof typeof POLICY_PAGES) =>
  pageHref(slug, `/${POLICY_PAGES[kind].path}`);

export function Avatar({
  photoUrl,
  initials,
  size = 'lg',
}: {
  photoUrl: string | null;
  initials: string;
  size?: 'lg' | 'sm';
}) {
  if (photoUrl) return <img className={`avatar avatar-${size}`} src={photoUrl} alt="" />;
  return (
    <span className={`avatar avatar-${size} avatar-initials`} aria-hidden="true">
      {initials}
    </span>
  );
}

/** A clean full-page message: not found, or a failed load with a retry. */
export function Notice({ title, text, onRetry }: { title: string; text?: string; onRetry?: () => void }) {
  return (
    <Frame>
      <section className="card notice" role={onRetry ? 'alert' : undefined}>
        <h1>{title}</h1>
        {text ? <p>{text}</p> : null}
        {onRetry ? (
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </section>
    </Frame>
  );
}

/** An error the client has to read (announced), or nothing. */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="banner banner-error">
      {message}
    </p>
  );
}

export const NotFoundNotice = () => (
  <Notice title="Not found" text="This page does not exist. Please check the link." />
);

/**
 * A page whose data is not there yet: its skeleton while loading, Not found for a 404, or the
 * failure with 'Try again'. Pages render it while their useApi state is not 'ready'.
 */
export function Unloaded({
  view,
  loading,
  failed,
  lines,
  notFound,
}: {
  view: ({ state: 'loading' } | { state: 'error'; error: ApiError }) & { retry: () => void };
  /** The skeleton's accessible label, e.g. "Loading the session". */
  loading: string;
  /** The failure's title, e.g. "Failed to load the session". */
  failed: string;
  lines?: number;
  /** Shown for a 404 instead of Not found (a package's use link asks for the email). */
  notFound?: ReactNode;
}) {
  if (view.state === 'loading') return <Skeleton label={loading} lines={lines} />;
  if (view.error.status === 404) return notFound ?? <NotFoundNotice />;
  return <Notice title={failed} text={view.error.message} onRetry={view.retry} />;
}

/** Grey placeholders in the shape of what is loading. */
export function Skeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Frame>
      <div role="status" aria-label={label} className="skeleton-wrap">
        <div className="card skeleton-header">
          <span className="skeleton skeleton-circle" />
          <span className="skeleton skeleton-line" style={{ width: '45%' }} />
          <span className="skeleton skeleton-line" style={{ width: '70%' }} />
        </div>
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className="card skeleton-row">
            <span className="skeleton skeleton-line" style={{ width: '40%' }} />
            <span className="skeleton skeleton-line" style={{ width: '25%' }} />
          </div>
        ))}
      </div>
    </Frame>
  );
}

export function Link({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
