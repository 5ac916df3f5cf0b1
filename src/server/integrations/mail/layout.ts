import { escapeHtml } from '../../http/html';

/** A paragraph of text, or text followed by a web address that the HTML makes a link. */
export type EmailParagraph = string | { text: string; link: string };

export type EmailContent = {
  heading: string;
  paragraphs: EmailParagraph[];
  action?: { label: string; url: string };
  footer?: string;
};

/** One plain, accessible layout for every product email, with a text part that says the same. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5;overflow-wrap:anywhere">${paragraphHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4c6ef5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#666;overflow-wrap:anywhere;word-break:break-all">Or open this link: <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footer = `<p style="margin:32px 0 0;font-size:12px;color:#888">${escapeHtml(content.footer ?? 'Sent by Slotwise')}</p>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#222;background:#f6f7f9;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${action}${footer}</div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [typeof p === 'string' ? p : `${p.text}${p.link}`, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer ?? 'Sent by Slotwise',
  ].join('\n');
  return { html, text };
}

function paragraphHtml(p: EmailParagraph): string {
  if (typeof p === 'string') return escapeHtml(p);
  const link = escapeHtml(p.link);
  return `${escapeHtml(p.text)}<a href="${link}">${link}</a>`;
}
