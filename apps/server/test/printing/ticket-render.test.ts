import { describe, expect, it } from 'vitest';
import { ticketBytes, wrapText, type KitchenTicket } from '../../src/printing/ticket-render.js';
import { commandsOf, pictureOf } from '../helpers/escpos.js';

/**
 * Kitchen tickets as ESC/POS bytes (src/printing/ticket-render.ts): initialise, the ticket as a raster picture
 * (so every Vietnamese letter prints, whatever the printer's code pages), line feeds, a cut.
 */

const ticket = (overrides: Partial<KitchenTicket> = {}): KitchenTicket => ({
  branch: 'Chi nhánh Quận 1',
  station: 'BEP',
  so_ct: 'DH000123',
  ban: 'Bàn 05',
  at: new Date('2026-11-24T07:05:00Z'),
  cashier: 'Nguyễn Thị Lan',
  reprint: false,
  lines: [
    { ten_vt: 'Phở bò tái – Cà phê sữa đá', so_luong: 2, ghi_chu: 'Ít hành, không giá' },
    { ten_vt: 'Bún chả Hà Nội', so_luong: 1 },
  ],
  ...overrides,
});

describe('kitchen ticket bytes', () => {
  it.each([
    ['80', 72],
    ['58', 48],
  ] as const)(
    'on %s mm paper: ESC @, raster images %i bytes wide, feeds, then a cut',
    (paper, widthBytes) => {
      const bytes = ticketBytes(ticket(), paper);
      expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
      expect([...bytes.subarray(-3)]).toEqual([0x1d, 0x56, 0x01]);
      const commands = commandsOf(bytes);
      const rasters = commands.filter((c) => c.kind === 'raster');
      expect(rasters.length).toBeGreaterThan(0);
      for (const raster of rasters) {
        expect(raster).toMatchObject({ widthBytes });
        expect(raster.rows).toBeLessThanOrEqual(255);
      }
      // Raster first, then only feeds, and the cut last.
      const afterImage = commands.slice(commands.findLastIndex((c) => c.kind === 'raster') + 1);
      expect(afterImage.at(-1)).toEqual({ kind: 'cut', partial: true });
      expect(afterImage.slice(0, -1).every((c) => c.kind === 'feed')).toBe(true);
      expect(afterImage.length).toBeGreaterThanOrEqual(4);
      // GS v 0 with its header, at the offset the reader found it.
      expect(
        Buffer.from(bytes).indexOf(Buffer.from([0x1d, 0x76, 0x30, 0x00, widthBytes, 0])),
      ).toBeGreaterThan(0);
    },
  );

  it('prints Vietnamese text as ink: the picture has burnt dots, the heading in its middle', () => {
    const picture = pictureOf(ticketBytes(ticket(), '80'));
    expect(picture.width).toBe(576);
    expect(picture.height % 8).toBe(0);
    const ink = picture.ink();
    expect(ink).toBeGreaterThan(5_000);
    expect(ink).toBeLessThan(picture.width * picture.height * 0.5);
    // 'BẾP' is centred in the top rows: ink in the middle third, none at the edges.
    expect(picture.ink(192, 0, 384, 60)).toBeGreaterThan(300);
    expect(picture.ink(0, 0, 150, 60)).toBe(0);
  });

  it("draws 'ă' otherwise than 'a' (the breve is printed), and a decomposed 'ă' as the composed one", () => {
    const withLetter = (letter: string) =>
      ticketBytes(ticket({ lines: [{ ten_vt: `M${letter}n`, so_luong: 1 }] }), '58');
    const plain = pictureOf(withLetter('a'));
    const breve = pictureOf(withLetter('ă'));
    expect(Buffer.compare(plain.data, breve.data)).not.toBe(0);
    expect(breve.ink()).toBeGreaterThan(plain.ink());
    expect(Buffer.from(withLetter('ă'.normalize('NFD')))).toEqual(Buffer.from(withLetter('ă')));
  });

  it("marks a reprint 'IN LẠI' with a black band at the top and the bottom", () => {
    const first = pictureOf(ticketBytes(ticket(), '80'));
    const again = pictureOf(ticketBytes(ticket({ reprint: true }), '80'));
    expect(again.height).toBeGreaterThan(first.height);
    // The band: its left and right edges are solid black rows (the text is white in its middle).
    expect(again.ink(0, 2, 40, 10)).toBe(40 * 8);
    expect(first.ink(0, 2, 40, 10)).toBe(0);
  });

  it('puts every line of a long order on the ticket, wrapped within the paper', () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      ten_vt: `Món số ${i + 1} với tên rất dài để phải xuống dòng trên khổ giấy nhỏ`,
      so_luong: i + 1,
      ghi_chu: i % 3 === 0 ? 'Không hành' : null,
    }));
    const picture = pictureOf(ticketBytes(ticket({ lines }), '58'));
    expect(picture.height).toBeGreaterThan(30 * 2 * 24);
  });
});

describe('wrapping text', () => {
  const fitsIn = (n: number) => (line: string) => Array.from(line).length <= n;
  it('keeps words whole while they fit and cuts a word longer than a line', () => {
    expect(wrapText('Phở bò tái chín', fitsIn(7))).toEqual(['Phở bò', 'tái', 'chín']);
    expect(wrapText('Cà phê sữa đá', fitsIn(20))).toEqual(['Cà phê sữa đá']);
    expect(wrapText('abcdefghij', fitsIn(4))).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('một\nhai', fitsIn(20))).toEqual(['một', 'hai']);
  });
  it('asks with the index of the line, so later lines may be narrower', () => {
    expect(wrapText('aa bb cc dd', (line, index) => line.length <= (index === 0 ? 5 : 2))).toEqual([
      'aa bb',
      'cc',
      'dd',
    ]);
  });
});
