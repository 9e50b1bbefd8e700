/**
 * The papers a document prints on: A4 and A5 vouchers, 80 mm receipts (thermal roll, as long as the receipt).
 * Sizes in millimetres; the content is as wide as the paper less its margins (A4: 190 mm = 718 px at 96 dpi).
 */
export type PaperSize = 'A4' | 'A5' | '80mm';

export const paperSizes: readonly PaperSize[] = ['A4', 'A5', '80mm'];

type Paper = { width: number; height: number | null; margin: number };

export const papers: Readonly<Record<PaperSize, Paper>> = {
  A4: { width: 210, height: 297, margin: 10 },
  A5: { width: 148, height: 210, margin: 8 },
  '80mm': { width: 80, height: null, margin: 3 },
};

const pxPerMm = 96 / 25.4;

/** How wide the content of a paper is in CSS pixels: A4 718, A5 499, 80 mm 280. */
export const contentWidthPx = (paper: PaperSize): number =>
  Math.round((papers[paper].width - 2 * papers[paper].margin) * pxPerMm);

/** A paper's content width in CSS millimetres, for styles: '190mm'. */
export const contentWidth = (paper: PaperSize): string =>
  `${papers[paper].width - 2 * papers[paper].margin}mm`;

/** The paper's margin: '10mm'. */
export const paperMargin = (paper: PaperSize): string => `${papers[paper].margin}mm`;

/**
 * The `@page` rule of a paper: its size and margin. A receipt is as long as its content (`contentHeightPx`, the
 * measured height of what prints), so a roll printer cuts it where it ends.
 */
export const pageCss = (paper: PaperSize, contentHeightPx?: number): string => {
  const { width, height, margin } = papers[paper];
  const length = height ?? Math.max(50, Math.ceil((contentHeightPx ?? 0) / pxPerMm) + 2 * margin + 2);
  return `@page { size: ${width}mm ${length}mm; margin: ${margin}mm; }`;
};
