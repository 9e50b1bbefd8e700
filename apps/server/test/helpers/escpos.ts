/**
 * Reads the ESC/POS bytes of a kitchen ticket (src/printing/ticket-render.ts) back, command by command, as a
 * printer would: every byte must belong to a command this reader knows, so a stray byte fails the test.
 */

export type EscPosCommand =
  | { kind: 'initialise' }
  | { kind: 'kanji-off' }
  | { kind: 'font'; font: number }
  | { kind: 'raster'; widthBytes: number; rows: number; data: Uint8Array }
  | { kind: 'feed' }
  | { kind: 'cut'; partial: boolean };

export const commandsOf = (bytes: Uint8Array): EscPosCommand[] => {
  const commands: EscPosCommand[] = [];
  let i = 0;
  const at = (offset: number) => {
    const value = bytes[i + offset];
    if (value === undefined) throw new Error(`command at ${i} is cut short`);
    return value;
  };
  while (i < bytes.length) {
    const [a, b] = [at(0), bytes[i + 1]];
    if (a === 0x1b && b === 0x40) {
      commands.push({ kind: 'initialise' });
      i += 2;
    } else if (a === 0x1c && b === 0x2e) {
      commands.push({ kind: 'kanji-off' });
      i += 2;
    } else if (a === 0x1b && b === 0x4d) {
      commands.push({ kind: 'font', font: at(2) });
      i += 3;
    } else if (a === 0x1d && b === 0x76 && at(2) === 0x30) {
      const widthBytes = at(4) + 256 * at(5);
      const rows = at(6) + 256 * at(7);
      const size = widthBytes * rows;
      if (i + 8 + size > bytes.length) throw new Error(`raster at ${i} is cut short`);
      commands.push({ kind: 'raster', widthBytes, rows, data: bytes.subarray(i + 8, i + 8 + size) });
      i += 8 + size;
    } else if (a === 0x0a) {
      commands.push({ kind: 'feed' });
      i += 1;
    } else if (a === 0x1d && b === 0x56) {
      commands.push({ kind: 'cut', partial: at(2) === 1 || at(2) === 49 });
      i += 3;
    } else throw new Error(`unknown byte 0x${a.toString(16)} at ${i}`);
  }
  return commands;
};

/** The rasters of a ticket stacked into one 1-bit picture: `dot(x, y)` is true where the printer burns a dot. */
export const pictureOf = (bytes: Uint8Array) => {
  const rasters = commandsOf(bytes).filter(
    (c): c is Extract<EscPosCommand, { kind: 'raster' }> => c.kind === 'raster',
  );
  const widthBytes = rasters[0]?.widthBytes ?? 0;
  if (rasters.some((r) => r.widthBytes !== widthBytes)) throw new Error('rasters of different widths');
  const data = Buffer.concat(rasters.map((r) => r.data));
  const height = rasters.reduce((sum, r) => sum + r.rows, 0);
  const dot = (x: number, y: number) => ((data[y * widthBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
  /** Dots burnt within [x0, x1) × [y0, y1). */
  const ink = (x0 = 0, y0 = 0, x1 = widthBytes * 8, y1 = height) => {
    let n = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) n += dot(x, y);
    return n;
  };
  return { width: widthBytes * 8, widthBytes, height, dot, ink, data };
};
