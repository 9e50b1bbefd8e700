import type { CSSProperties } from 'react';
import type { PrintDocument } from '@sen/domain/resources';
import { useKitStrings } from '../i18n/KitLocale';
import { contentWidth } from '../PrintVoucher/paper';
import { printStrings, type PrintStrings } from '../PrintVoucher/strings';

export type ReceiptProps = {
  /** The record laid out for paper (`printDocumentOf` of @sen/domain/resources). */
  document: PrintDocument;
  /** The kit's words, the caller's own winning (another thank-you line: `{ thanks: '…' }`). */
  strings?: Partial<PrintStrings>;
};

const font = 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif';
const wrap: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };
const amount: CSSProperties = {
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
};
const rule: CSSProperties = { borderTop: '1px dashed #000', margin: '5px 0' };
const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 8 };

/**
 * An 80 mm receipt (thermal roll): the branch centred, title, number, date and cashier, the customer and
 * salesperson, each line as its name over 'quantity × price' and its total, the voucher's totals with the total to
 * pay in bold, what the customer paid and the change, the amount in words and a thank-you line. Styled inline so
 * that printInFrame prints its markup alone; as wide as an 80 mm roll's content (74 mm).
 */
export function Receipt({ document: doc, strings }: ReceiptProps) {
  const s = useKitStrings(printStrings, strings);
  const grand = doc.totals.find((total) => total.grand);
  return (
    <article
      data-print-document="receipt"
      data-paper="80mm"
      style={{
        width: contentWidth('80mm'),
        boxSizing: 'border-box',
        fontFamily: font,
        fontSize: '9pt',
        lineHeight: 1.3,
        color: '#000',
        background: '#fff',
      }}
    >
      {doc.branch && (
        <header data-print-branch="" style={{ textAlign: 'center', ...wrap }}>
          <div style={{ fontWeight: 700, fontSize: '10pt', textTransform: 'uppercase' }}>
            {doc.branch.name}
          </div>
          {doc.branch.address && <div>{doc.branch.address}</div>}
          {doc.branch.phone && (
            <div>
              {s.phone}: {doc.branch.phone}
            </div>
          )}
        </header>
      )}
      <h1 style={{ textAlign: 'center', textTransform: 'uppercase', fontSize: '11pt', margin: '6px 0 4px' }}>
        {doc.title}
      </h1>
      <div data-print-number="" style={row}>
        <span>
          {s.number}: {doc.number}
        </span>
        <span style={amount}>{doc.createdAt || doc.date}</span>
      </div>
      {doc.createdBy && (
        <div>
          {s.cashier}: {doc.createdBy}
        </div>
      )}
      {doc.header
        .filter((entry) => entry.person)
        .map((entry) => (
          <div key={entry.label} style={wrap}>
            {entry.label}: <strong>{entry.value}</strong>
          </div>
        ))}
      <div style={rule} />
      <ol data-print-lines="" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {doc.lines.map((line, index) => (
          <li key={index} style={{ marginBottom: 3 }}>
            <div style={{ ...wrap, fontWeight: 600 }}>{line.name}</div>
            <div style={row}>
              <span style={{ whiteSpace: 'nowrap' }}>
                {line.quantity}
                {line.unit ? ` ${line.unit}` : ''} × {line.price}
              </span>
              <span style={amount}>{line.total}</span>
            </div>
            {line.discount && (
              <div style={{ ...row, fontStyle: 'italic' }}>
                <span>{s.discount}</span>
                <span style={amount}>−{line.discount}</span>
              </div>
            )}
          </li>
        ))}
      </ol>
      <div style={rule} />
      <dl data-print-totals="" style={{ margin: 0 }}>
        {doc.totals.map((total) => (
          <div
            key={total.field}
            data-total={total.field}
            style={{
              ...row,
              fontWeight: total.grand ? 700 : 400,
              fontSize: total.grand ? '11pt' : undefined,
            }}
          >
            <dt>{total.label}</dt>
            <dd style={{ margin: 0, ...amount }}>{total.value}</dd>
          </div>
        ))}
        {doc.paid && grand && doc.change && doc.change !== '0' && (
          <div data-total="change" style={row}>
            <dt>{s.change}</dt>
            <dd style={{ margin: 0, ...amount }}>{doc.change}</dd>
          </div>
        )}
      </dl>
      {doc.amountInWords && (
        <p data-print-words="" style={{ margin: '4px 0 0', fontStyle: 'italic', ...wrap }}>
          {doc.amountInWords}
        </p>
      )}
      <div style={rule} />
      <p style={{ textAlign: 'center', margin: '4px 0 0', fontWeight: 600 }}>{s.thanks}</p>
    </article>
  );
}
