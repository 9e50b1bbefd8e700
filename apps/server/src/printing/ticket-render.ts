import { createRequire } from 'node:module';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { formatDateTime, formatNumber } from '@sen/domain';
import { paperDots, type PaperWidth, type PrinterStation } from '@sen/domain/resources';
import * as PImage from 'pureimage';

/**
 * Kitchen and bar tickets as ESC/POS bytes (pure: a ticket in, bytes out). The whole ticket is drawn as one
 * black-and-white picture and sent as a raster image (GS v 0): printers' code pages have no room for every
 * Vietnamese letter ('ở', 'ữ', 'ặ'...), a picture loses none. Text is drawn by pureimage (pure JavaScript, on
 * opentype.js) in DejaVu Sans (the `dejavu-fonts-ttf` package: every precomposed Vietnamese letter); the commands
 * (initialise, raster image, feed, cut) are written by @point-of-sale/receipt-printer-encoder.
 */

/** One line of a ticket: what to make, how many, and the cashier's note ('ít cay'). */
export type TicketLine = { ten_vt: string; so_luong: number; dvt?: string | null; ghi_chu?: string | null };

/** A kitchen, bar or counter ticket: where it is from, what it is for and what to make. */
export type KitchenTicket = {
  /** The branch's name ('Chi nhánh Quận 1'). */
  branch: string;
  station: PrinterStation;
  /** The order number, table and room the ticket is for (each printed when given). */
  so_ct?: string | null;
  ban?: string | null;
  phong?: string | null;
  /** When it was sent, shown in Vietnam time. */
  at: Date;
  /** Who sent it. */
  cashier: string;
  /** Printed again: the ticket says 'IN LẠI' at its top and bottom, so the kitchen does not make it twice. */
  reprint: boolean;
  lines: readonly TicketLine[];
};

export const STATION_TITLES: Readonly<Record<PrinterStation, string>> = {
  BEP: 'BẾP',
  BAR: 'BAR',
  QUAY: 'QUẦY',
};

const REGULAR = 'SenTicketSans';
const BOLD = 'SenTicketSansBold';

let fontsLoaded = false;

/** Registers the two faces with pureimage once (synchronously: about 50 ms, the first ticket only). */
const loadFonts = (): void => {
  if (fontsLoaded) return;
  const require = createRequire(import.meta.url);
  PImage.registerFont(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), REGULAR).loadSync();
  PImage.registerFont(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'), BOLD).loadSync();
  fontsLoaded = true;
};

/** Text sizes in dots (8 dots a millimetre at 203 dpi) for each paper width. */
const SIZES: Readonly<Record<PaperWidth, { title: number; big: number; text: number; item: number }>> = {
  '80': { title: 44, big: 34, text: 24, item: 30 },
  '58': { title: 36, big: 28, text: 20, item: 24 },
};

/** A piece of the picture: a line of text, a rule, a black band with white text (the reprint mark), or space. */
type Block =
  | { kind: 'text'; text: string; size: number; bold: boolean; align: 'left' | 'center'; indent: number }
  | { kind: 'rule' }
  | { kind: 'band'; text: string; size: number }
  | { kind: 'space'; height: number };

type TextOptions = {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'center';
  /** Dots left clear before every line. */
  indent?: number;
  /** Dots left clear before the lines after the first. */
  hanging?: number;
};

const MARGIN = 4;
const RULE_HEIGHT = 10;
const lineHeightOf = (size: number) => Math.ceil(size * 1.3);

type Measure = (text: string, size: number, bold: boolean) => number;

/** A measuring context: pureimage measures with the font, whatever the bitmap. */
const measurer = (): Measure => {
  const context = PImage.make(1, 1).getContext('2d');
  return (text, size, bold) => {
    context.font = `${size}px ${bold ? BOLD : REGULAR}`;
    return context.measureText(text).width;
  };
};

/**
 * The text cut into lines that fit (`fits(line, index)`, the index of the line it would be): words kept whole
 * while they fit, a word wider than a line cut between letters. Line breaks in the text start new lines.
 */
export const wrapText = (text: string, fits: (line: string, index: number) => boolean): string[] => {
  const lines: string[] = [];
  const fitsNext = (line: string) => fits(line, lines.length);
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fitsNext(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word longer than a line: as many letters a line as fit (one at least, so it always ends).
      let rest = word;
      while (rest && !fitsNext(rest)) {
        const letters = Array.from(rest);
        let n = Math.max(1, letters.length - 1);
        while (n > 1 && !fitsNext(letters.slice(0, n).join(''))) n--;
        lines.push(letters.slice(0, n).join(''));
        rest = letters.slice(n).join('');
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
};

/** The quantity as the kitchen reads it: '2', '1.5', '12,000'. */
const quantityOf = (n: number) => formatNumber(n, 3);

/** The ticket as blocks, top to bottom, for a line `width` dots wide. */
const blocksOf = (ticket: KitchenTicket, paper: PaperWidth, measure: Measure): Block[] => {
  const size = SIZES[paper];
  const width = paperDots[paper] - 2 * MARGIN;
  const blocks: Block[] = [];
  const text = (value: string, options: TextOptions = {}) => {
    const fontSize = options.size ?? size.text;
    const bold = options.bold ?? false;
    const indent = options.indent ?? 0;
    const hanging = options.hanging ?? 0;
    const indentOf = (index: number) => indent + (index > 0 ? hanging : 0);
    const lines = wrapText(
      value.normalize('NFC'),
      (line, index) => measure(line, fontSize, bold) <= width - indentOf(index),
    );
    lines.forEach((line, index) =>
      blocks.push({
        kind: 'text',
        text: line,
        size: fontSize,
        bold,
        align: options.align ?? 'left',
        indent: indentOf(index),
      }),
    );
  };
  const reprintBand = () => blocks.push({ kind: 'band', text: 'IN LẠI', size: size.big });

  if (ticket.reprint) reprintBand();
  text(STATION_TITLES[ticket.station], { size: size.title, bold: true, align: 'center' });
  text(ticket.branch, { align: 'center' });
  blocks.push({ kind: 'space', height: 6 });
  if (ticket.ban) text(`Bàn: ${ticket.ban}`, { size: size.big, bold: true });
  if (ticket.phong) text(`Phòng: ${ticket.phong}`, { size: size.big, bold: true });
  if (ticket.so_ct) text(`Đơn: ${ticket.so_ct}`, { bold: !ticket.ban && !ticket.phong });
  text(`Giờ: ${formatDateTime(ticket.at)}`, {});
  text(`Thu ngân: ${ticket.cashier}`, {});
  blocks.push({ kind: 'rule' });
  for (const line of ticket.lines) {
    const unit = line.dvt ? ` ${line.dvt}` : '';
    // Continued lines of a long name stand under the name, clear of the quantity.
    text(`${quantityOf(line.so_luong)}${unit} × ${line.ten_vt}`, {
      size: size.item,
      bold: true,
      hanging: size.item,
    });
    if (line.ghi_chu?.trim()) text(`* ${line.ghi_chu.trim()}`, { indent: size.item });
    blocks.push({ kind: 'space', height: 6 });
  }
  blocks.push({ kind: 'rule' });
  const total = ticket.lines.reduce((sum, line) => sum + line.so_luong, 0);
  text(`Tổng: ${quantityOf(total)} (${ticket.lines.length} món)`, {});
  if (ticket.reprint) reprintBand();
  return blocks;
};

const heightOf = (block: Block): number => {
  switch (block.kind) {
    case 'text':
      return lineHeightOf(block.size);
    case 'band':
      return lineHeightOf(block.size) + 8;
    case 'rule':
      return RULE_HEIGHT;
    case 'space':
      return block.height;
  }
};

/** The ticket drawn black on white, `paperDots[paper]` wide, as RGBA pixels. */
export const ticketBitmap = (ticket: KitchenTicket, paper: PaperWidth): PImage.Bitmap => {
  loadFonts();
  const measure = measurer();
  const blocks = blocksOf(ticket, paper, measure);
  const width = paperDots[paper];
  const height = blocks.reduce((sum, block) => sum + heightOf(block), 0) + MARGIN;
  const image = PImage.make(width, height);
  const ctx = image.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  let y = 0;
  for (const block of blocks) {
    if (block.kind === 'text' || block.kind === 'band') {
      const bold = block.kind === 'band' || block.bold;
      const lineHeight = lineHeightOf(block.size);
      const top = block.kind === 'band' ? y + 4 : y;
      if (block.kind === 'band') {
        ctx.fillStyle = '#000000';
        ctx.fillRect(0, y, width, lineHeight + 8);
      }
      const textWidth = measure(block.text, block.size, bold);
      const x =
        block.kind === 'band' || block.align === 'center'
          ? Math.max(MARGIN, Math.floor((width - textWidth) / 2))
          : MARGIN + block.indent;
      ctx.font = `${block.size}px ${bold ? BOLD : REGULAR}`;
      ctx.fillStyle = block.kind === 'band' ? '#ffffff' : '#000000';
      // The baseline leaves room above for the stacked marks of capitals ('Ấ', 'Ẫ').
      ctx.fillText(block.text, x, top + Math.round(block.size * 1.05));
    } else if (block.kind === 'rule') {
      ctx.fillStyle = '#000000';
      ctx.fillRect(MARGIN, y + RULE_HEIGHT / 2 - 1, width - 2 * MARGIN, 2);
    }
    y += heightOf(block);
  }
  return image;
};

/** Line feeds before the cut, so the last line clears the cutter. */
const FEED_BEFORE_CUT = 4;

/**
 * The ticket as ESC/POS bytes: ESC @ (initialise), the picture as GS v 0 raster images (in bands of at most 255
 * rows: a raster command prints its rows and stops, so the bands join), line feeds, then a partial cut (GS V 1).
 */
export const ticketBytes = (ticket: KitchenTicket, paper: PaperWidth): Uint8Array => {
  const image = ticketBitmap(ticket, paper);
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    imageMode: 'raster',
    columns: paper === '80' ? 48 : 32,
    newline: '\n',
    feedBeforeCut: FEED_BEFORE_CUT,
  });
  const bytes = encoder
    .initialize()
    .image(
      { data: image.data, width: image.width, height: image.height },
      { width: image.width, height: image.height, algorithm: 'threshold', threshold: 128, mode: 'raster' },
    )
    .cut('partial')
    .encode();
  // The encoder ends every line, the cut's too, with a line feed: the printer would feed it after the cut,
  // a blank line at the top of the next ticket. The ticket ends with the cut.
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0x0a) end--;
  return bytes.subarray(0, end);
};
