import { Hono } from 'hono';
import { formatStoredMoney } from '../../../domain/money/money';
import type { AppDeps } from '../../deps';
import type { OfflineBilling } from '../../integrations/billing/offline';

// The offline adapter's invoice PDFs (issue 20): Stripe serves its own; a local install gets a
// one-page PDF of the invoice from here. Its id is random, like Stripe's PDF links.

/** A one-page PDF with the lines of text given, in Helvetica. */
export function simplePdf(lines: string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const content = [
    'BT',
    '/F1 12 Tf',
    '14 TL',
    '56 780 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function offlineInvoiceRoutes(deps: AppDeps & { billing: OfflineBilling }) {
  const app = new Hono();
  app.get('/:file', async (c) => {
    const id = c.req.param('file').replace(/\.pdf$/, '');
    const invoice = await deps.billing.invoice(id);
    if (!invoice) return c.text('Not found', 404);
    const money = (amount: number) => formatStoredMoney(amount, invoice.currency);
    const pdf = simplePdf([
      'Slotwise',
      `Invoice ${invoice.number}`,
      `Date: ${new Date(invoice.created * 1000).toISOString().slice(0, 10)}`,
      `Status: ${invoice.status}`,
      '',
      ...invoice.lines.map((line) => `${line.description}: ${money(line.amount)}`),
      '',
      `Total: ${money(invoice.total)}`,
      `Amount due: ${money(invoice.amountDue)}`,
      `Amount paid: ${money(invoice.amountPaid)}`,
      '',
      'Issued by the offline billing adapter of a local install: no money was taken.',
    ]);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${invoice.number}.pdf"`,
    });
  });
  return app;
}
