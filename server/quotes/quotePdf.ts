import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { quoteTotals, type Quote } from '../../domain/quote.js';
import type { BusinessSettings } from '../../domain/settings.js';
import { quotePdfLabels } from './quotePdfLabels.js';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC covers Latin and Simplified Chinese in one face, so every quote embeds the same subset-able font
 * (never boxes). The 10 MB files are read once per process; pdfkit embeds only the glyphs a quote uses.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const quoteFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf')),
  });

const margin = 50;
const columns = { description: margin, quantity: 310, unitPrice: 390, amount: 470, right: 562 } as const;

/** The customer's acceptance, which the signed PDF adds (docs/quotes.md#acceptance). */
export interface QuotePdfSignature {
  /** The optional lines chosen, by index: the totals count them. */
  chosen: ReadonlySet<number>;
  name: string;
  /** When, as the business time zone shows it. */
  signedAt: string;
  ip: string;
  sha256: string;
}

/**
 * The PDF of one quote version, in its language: company, customer, lines by room, totals, terms
 * (docs/quotes.md#the-pdf); with a `signature`, the signed copy: the totals with the optional lines chosen, and the
 * acceptance at the end.
 */
export function quotePdf(
  quote: Quote,
  settings: Pick<BusinessSettings, 'company_name' | 'company_address' | 'company_phone'>,
  signature?: QuotePdfSignature,
): Promise<Buffer> {
  const labels = quotePdfLabels[quote.language];
  const money = new Intl.NumberFormat(quote.language, { style: 'currency', currency: 'CAD' });
  const amount = (cents: number) => money.format(cents / 100);
  const quantity = new Intl.NumberFormat(quote.language, { maximumFractionDigits: 3 });
  const totals = quoteTotals(quote, signature?.chosen);
  const optionalLabel = (index: number) => (!signature ? labels.optional : signature.chosen.has(index) ? labels.optionalChosen : labels.optionalNotChosen);

  const doc = new PDFDocument({ size: 'LETTER', margin, info: { Title: `${labels.title} ${quote.number}`, Author: settings.company_name ?? '' } });
  const { regular, bold } = quoteFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = () => doc.page.height - margin;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  /** One row of the lines' table: each cell at its column, the row as tall as its tallest cell. */
  const row = (cells: { description: string; quantity?: string; unitPrice?: string; amount?: string }, font = 'regular') => {
    doc.font(font).fontSize(9);
    const descriptionWidth = columns.quantity - columns.description - 10;
    const height = doc.heightOfString(cells.description, { width: descriptionWidth });
    room(height + 4);
    const top = doc.y;
    doc.text(cells.description, columns.description, top, { width: descriptionWidth });
    const right = (text: string | undefined, x: number, width: number) => text && doc.text(text, x, top, { width, align: 'right' });
    right(cells.quantity, columns.quantity, columns.unitPrice - columns.quantity - 10);
    right(cells.unitPrice, columns.unitPrice, columns.amount - columns.unitPrice - 10);
    right(cells.amount, columns.amount, columns.right - columns.amount);
    doc.x = margin;
    doc.y = top + height + 4;
  };

  // The company, as Settings name it (Settings holds no logo yet).
  doc.font('bold').fontSize(16).text(settings.company_name ?? '', margin, margin);
  doc.font('regular').fontSize(9);
  for (const line of [settings.company_address, settings.company_phone]) if (line) doc.text(line);
  doc.moveDown();
  doc.font('bold').fontSize(14).text(`${labels.title} ${quote.number} (${labels.version} ${quote.version})`);
  doc.font('regular').fontSize(10);
  doc.text(`${labels.date}: ${quote.created_at.slice(0, 10)}`);
  if (quote.valid_until) doc.text(`${labels.validUntil}: ${quote.valid_until}`);
  doc.text(`${labels.customer}: ${quote.customer_name ?? ''}`);
  doc.moveDown();

  row({ description: labels.description, quantity: labels.quantity, unitPrice: labels.unitPrice, amount: labels.amount }, 'bold');
  for (const { room: roomName, subtotal_cents } of totals.rooms) {
    room(40);
    doc.moveDown(0.5);
    doc.font('bold').fontSize(11).text(roomName, margin);
    quote.lines.forEach((line, index) => {
      if (line.room !== roomName) return;
      row({
        description: line.optional ? `${line.description}\n(${optionalLabel(index)})` : line.description,
        quantity: `${quantity.format(line.quantity)}${line.unit ? ` ${line.unit}` : ''}`,
        unitPrice: amount(line.unit_price_cents),
        amount: amount(totals.line_amounts_cents[index]),
      });
    });
    row({ description: `${labels.roomSubtotal} · ${roomName}`, amount: amount(subtotal_cents) }, 'bold');
  }

  doc.moveDown();
  const percent = (value: number) => `${new Intl.NumberFormat(quote.language, { maximumFractionDigits: 2 }).format(value)} %`;
  const totalRows: [string, number][] = [
    [labels.subtotal, totals.subtotal_cents],
    ...(totals.discount_cents ? [[`${labels.discount} (${percent(quote.discount_percent)})`, -totals.discount_cents] as [string, number]] : []),
    [`${labels.tax} (${percent(quote.tax_rate)})`, totals.tax_cents],
    [labels.total, totals.total_cents],
    ...(quote.deposit_percent ? [[`${labels.deposit} (${percent(quote.deposit_percent)})`, totals.deposit_cents] as [string, number]] : []),
  ];
  for (const [label, cents] of totalRows) {
    room(16);
    const top = doc.y;
    doc.font(label === labels.total ? 'bold' : 'regular').fontSize(10);
    doc.text(label, columns.quantity, top, { width: columns.amount - columns.quantity - 10, align: 'right' });
    doc.text(cents < 0 ? `−${amount(-cents)}` : amount(cents), columns.amount, top, { width: columns.right - columns.amount, align: 'right' });
    doc.x = margin;
  }

  for (const [label, text] of [
    [labels.terms, quote.terms],
    [labels.notes, quote.notes],
  ] as const) {
    if (!text) continue;
    doc.moveDown();
    room(40);
    doc.font('bold').fontSize(11).text(label, margin);
    doc.font('regular').fontSize(9).text(text, { width: columns.right - margin });
  }

  if (signature) {
    doc.moveDown();
    room(110);
    doc.font('bold').fontSize(11).text(labels.acceptance, margin);
    doc.font('regular').fontSize(9).text(labels.acceptanceStatement, { width: columns.right - margin });
    for (const [label, value] of [
      [labels.signedBy, signature.name],
      [labels.signedAt, signature.signedAt],
      [labels.ipAddress, signature.ip],
      [labels.fingerprint, signature.sha256],
    ]) {
      doc.text(`${label}: ${value}`, { width: columns.right - margin });
    }
  }

  doc.end();
  return finished;
}
