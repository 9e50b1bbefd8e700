import { pageCss, type PaperSize } from './paper';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** What a print frame's document carries besides the content: the page rule, white paper, black ink. */
export const printFrameCss = (paper: PaperSize, contentHeightPx?: number): string =>
  `${pageCss(paper, contentHeightPx)}
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }`;

/**
 * Prints an element from a hidden frame: a copy of its markup (the print components style themselves inline, so it
 * needs no stylesheet) in a document of its own with the paper's `@page` rule; the page around it is untouched. A
 * receipt's page is as long as the receipt. The frame is removed once the dialog closes.
 */
export function printInFrame(
  element: HTMLElement,
  paper: PaperSize,
  options: { title?: string; lang?: string } = {},
): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('data-print-frame', '');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
    opacity: '0',
  });
  document.body.append(frame);
  const win = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!win || !doc) {
    frame.remove();
    return;
  }
  doc.open();
  doc.write(
    `<!doctype html><html lang="${escapeHtml(options.lang ?? 'vi')}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(options.title ?? '')}</title><style data-page>${printFrameCss(paper)}</style></head>` +
      `<body>${element.outerHTML}</body></html>`,
  );
  doc.close();
  if (paper === '80mm') {
    const style = doc.querySelector('style[data-page]');
    if (style) style.textContent = printFrameCss(paper, doc.body.scrollHeight);
  }
  // The frame goes once the print dialog closes (afterprint), or a minute later where a browser never says.
  const remove = () => frame.remove();
  win.addEventListener('afterprint', () => setTimeout(remove, 100), { once: true });
  setTimeout(remove, 60_000);
  win.focus();
  // Blocks while Chromium's dialog is open.
  win.print();
}
