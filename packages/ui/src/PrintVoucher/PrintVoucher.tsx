import type { CSSProperties } from 'react';
import type { PrintDocument } from '@sen/domain/resources';
import { useKitStrings } from '../i18n/KitLocale';
import { contentWidth, type PaperSize } from './paper';
import { printStrings, type PrintStrings } from './strings';

export type PrintVoucherProps = {
  /** The record laid out for paper (`printDocumentOf` of @sen/domain/resources). */
  document: PrintDocument;
  /** A4 (default) or A5: the voucher is as wide as the paper's content. */
  paper?: Extract<PaperSize, 'A4' | 'A5'>;
  /** The kit's words, the caller's own winning (other signatures: `{ signatures: [...] }`). */
  strings?: Partial<PrintStrings>;
};

/*
 * Styled inline: the markup alone prints the same in a hidden frame (printInFrame) as on the page. Black on white,
 * a system font with Vietnamese letters, sizes in points as paper is measured.
 */
const font = 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif';
const cell: CSSProperties = { border: '1px solid #000', padding: '3px 5px', verticalAlign: 'top' };
const numberCell: CSSProperties = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
};
// Words stay whole (a name column does not squeeze the others letter by letter); only a word longer than its column breaks.
const textCell: CSSProperties = { overflowWrap: 'break-word' };

/**
 * A voucher on A4 or A5 paper: the branch's name, address and phone; the title with date and number; the header
 * (customer and salesperson by name); the lines (number, then the chosen columns, numbers right-aligned with comma
 * thousands, long names wrapping); the voucher's totals with 'Tổng cộng' in bold; the amount in words; the
 * signatures. Never wider than the paper.
 */
export function PrintVoucher({ document: doc, paper = 'A4', strings }: PrintVoucherProps) {
  const s = useKitStrings(printStrings, strings);
  const small = paper === 'A5';
  const size = small ? '9pt' : '10pt';
  return (
    <article
      data-print-document="voucher"
      data-paper={paper}
      style={{
        width: contentWidth(paper),
        boxSizing: 'border-box',
        fontFamily: font,
        fontSize: size,
        lineHeight: 1.35,
        color: '#000',
        background: '#fff',
      }}
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        {doc.branch && (
          <div data-print-branch="" style={{ ...textCell, maxWidth: '65%' }}>
            <div style={{ fontWeight: 700, textTransform: 'uppercase' }}>{doc.branch.name}</div>
            {doc.branch.address && <div>{doc.branch.address}</div>}
            {doc.branch.phone && (
              <div>
                {s.phone}: {doc.branch.phone}
              </div>
            )}
          </div>
        )}
        {doc.number && (
          <div data-print-number="" style={{ whiteSpace: 'nowrap', marginLeft: 'auto' }}>
            {s.number}: <strong>{doc.number}</strong>
          </div>
        )}
      </header>
      <h1
        style={{
          textAlign: 'center',
          textTransform: 'uppercase',
          fontSize: small ? '13pt' : '15pt',
          margin: small ? '8px 0 2px' : '14px 0 2px',
        }}
      >
        {doc.title}
      </h1>
      {doc.day && (
        <div style={{ textAlign: 'center', fontStyle: 'italic', marginBottom: small ? 8 : 12 }}>
          {s.dateLine(doc.day.day, doc.day.month, doc.day.year)}
        </div>
      )}
      {doc.header.length > 0 && (
        <dl
          data-print-header=""
          style={{
            display: 'grid',
            gridTemplateColumns: small ? '1fr' : '1fr 1fr',
            columnGap: 16,
            rowGap: 2,
            margin: '0 0 10px',
          }}
        >
          {doc.header.map((entry) => (
            <div key={entry.label} style={{ display: 'flex', gap: 4, minWidth: 0 }}>
              <dt style={{ whiteSpace: 'nowrap' }}>{entry.label}:</dt>
              <dd style={{ margin: 0, fontWeight: entry.person ? 700 : 400, ...textCell }}>{entry.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {doc.columns.length > 0 && (
        <table
          data-print-lines=""
          style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'auto', fontSize: size }}
        >
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, width: '1%', whiteSpace: 'nowrap' }}>
                {s.lineNumber}
              </th>
              {doc.columns.map((column) => (
                <th
                  key={column.field}
                  scope="col"
                  data-column={column.field}
                  style={{
                    ...cell,
                    textAlign: column.numeric ? 'right' : 'left',
                    ...(column.role === 'name' ? { width: '100%' } : {}),
                  }}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, index) => (
              <tr key={index}>
                <td style={{ ...cell, ...numberCell, textAlign: 'center' }}>{index + 1}</td>
                {doc.columns.map((column) => (
                  <td
                    key={column.field}
                    style={{ ...cell, ...(column.numeric ? numberCell : textCell) }}
                    data-cell={column.field}
                  >
                    {line.cells[column.field]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {doc.totals.length > 0 && (
        <dl data-print-totals="" style={{ margin: '8px 0 0 auto', width: small ? '70%' : '50%' }}>
          {doc.totals.map((total) => (
            <div
              key={total.field}
              data-total={total.field}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 12,
                fontWeight: total.grand ? 700 : 400,
                fontSize: total.grand ? (small ? '10pt' : '11pt') : undefined,
                borderTop: total.grand ? '1px solid #000' : undefined,
                padding: '1px 0',
              }}
            >
              <dt>{total.label}</dt>
              <dd style={{ margin: 0, ...numberCell }}>{total.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {doc.amountInWords && (
        <p data-print-words="" style={{ margin: '8px 0 0', ...textCell }}>
          {s.amountInWords}: <em>{doc.amountInWords}.</em>
        </p>
      )}
      <div
        data-print-signatures=""
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${s.signatures.length}, 1fr)`,
          marginTop: small ? 14 : 24,
          textAlign: 'center',
          breakInside: 'avoid',
        }}
      >
        {s.signatures.map((who) => (
          <div key={who} style={{ minHeight: small ? 70 : 100 }}>
            <strong>{who}</strong>
            <div style={{ fontStyle: 'italic', fontSize: '8pt' }}>{s.signHint}</div>
          </div>
        ))}
      </div>
    </article>
  );
}
