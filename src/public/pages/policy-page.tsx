import { POLICY_PAGES, type PolicyKind } from '../../domain/booking-page/policies-input';
import type { PublicPoliciesView } from '../../domain/public-booking/public-page-view';
import { RichTextBlocks } from '../../web/components/rich-text/rich-text-blocks';
import { Frame, Link, NotFoundNotice, Unloaded } from '../components/frame';
import { useApi } from '../lib/use-api';
import { useTitle } from '../lib/use-title';
import './package-pages.css';
import './policy-page.css';

/**
 * /{slug}/terms and /{slug}/privacy (issue 19): one of the page's policies, linked from its
 * footer and from the checkout's tick-box. Drawn from the stored document as React elements,
 * never as HTML.
 */
export function PolicyPage({ slug, kind }: { slug: string; kind: PolicyKind }) {
  const view = useApi<PublicPoliciesView>(`/public/pages/${encodeURIComponent(slug)}/policies`);
  const title = POLICY_PAGES[kind].title;
  useTitle(view.state === 'ready' ? `${title} · ${view.data.page.displayName}` : null);
  if (view.state !== 'ready') {
    return (
      <Unloaded
        view={view}
        loading={`Loading the ${title.toLowerCase()}`}
        failed={`Failed to load the ${title.toLowerCase()}`}
        lines={1}
      />
    );
  }
  const { page } = view.data;
  const doc = view.data[kind];
  if (!doc) return <NotFoundNotice />;
  return (
    <Frame page={page}>
      <Link href={`/${encodeURIComponent(page.slug)}`} className="back">
        ← {page.displayName}
      </Link>
      <article className="card policy">
        <p className="policy-owner">{page.displayName}</p>
        <h1>{title}</h1>
        <div className="rich-text">
          <RichTextBlocks value={doc} />
        </div>
      </article>
    </Frame>
  );
}
