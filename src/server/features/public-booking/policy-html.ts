import { POLICY_PAGES, type PolicyKind } from '../../../domain/booking-page/policies-input';
import { isSafeLink, type RichTextDoc, type RichTextInline } from '../../../domain/rich-text/rich-text';
import { escapeHtml } from '../../http/html';

// A booking page's terms or privacy policy as the HTML the server sends (issue 19), so the text
// is there for readers without script and for search engines; the public entry then draws the
// same page with RichTextBlocks. Every character of text is escaped: a `<script>` an expert typed
// into a policy is shown as those characters and never runs.

function inlineHtml(nodes: readonly RichTextInline[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === 'hardBreak') return '<br />';
      let html = escapeHtml(node.text);
      for (const mark of node.marks ?? []) {
        if (mark.type === 'bold') html = `<strong>${html}</strong>`;
        else if (mark.type === 'italic') html = `<em>${html}</em>`;
        else if (isSafeLink(mark.attrs.href))
          html = `<a href="${escapeHtml(mark.attrs.href)}" rel="noopener noreferrer nofollow">${html}</a>`;
      }
      return html;
    })
    .join('');
}

/** The document's paragraphs and bullet lists as HTML, text escaped. */
export function richTextHtml(doc: RichTextDoc): string {
  return doc.content
    .map((block) =>
      block.type === 'paragraph'
        ? `<p>${block.content ? inlineHtml(block.content) : '<br />'}</p>`
        : `<ul>${block.content
            .map((item) => `<li>${item.content.map((p) => inlineHtml(p.content)).join('<br />')}</li>`)
            .join('')}</ul>`,
    )
    .join('');
}

/** The body of /{slug}/terms or /{slug}/privacy before the script runs. */
export function policyPageBody(
  page: { slug: string; displayName: string },
  kind: PolicyKind,
  doc: RichTextDoc,
) {
  return `<div class="frame"><main class="column"><article class="card policy"><p class="policy-owner">${escapeHtml(
    page.displayName,
  )}</p><h1>${POLICY_PAGES[kind].title}</h1><div class="rich-text">${richTextHtml(doc)}</div></article><p><a href="/${encodeURIComponent(
    page.slug,
  )}">Back to the booking page</a></p></main></div>`;
}
