// WOFF (1.0) to a plain TrueType/OpenType file. The site's fonts ship as
// WOFF/WOFF2 only, and the text renderer behind sharp (Pango + FreeType as
// bundled with libvips) reads fonts from sfnt files, not from WOFF.
// Format: https://www.w3.org/TR/WOFF/ (a header, a table directory, zlib-compressed tables).
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

export function woffToSfnt(woff) {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;

  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);

  const bodies = [];
  let offset = header.length;
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = woff.readUInt32BE(entry);
    const start = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(start, start + compLength);
    const table = compLength < origLength ? inflateSync(stored) : stored;
    const padded = Buffer.alloc((table.length + 3) & ~3);
    table.copy(padded);
    const record = 12 + i * 16;
    header.writeUInt32BE(tag, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(origLength, record + 12);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...bodies]);
}
