import { constants, crc32, deflateRawSync } from 'node:zlib';
import { packed } from '../../platform/exact-bytes';
import { PLACEHOLDERS, type Stored, type Visitor } from './page-cache';

/**
 * Stored pages as gzip without compressing them for every visitor (docs/performance-pages.md): each
 * page's texts are compressed once, and a visitor's nonce and token are spliced between them.
 */

const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final block (fixed Huffman): the end of a deflate stream. */
const LAST_BLOCK = Buffer.from([3, 0]);

/**
 * The page's texts, each compressed once into deflate blocks that end on a byte (sync flush) and may
 * refer back only to bytes every visitor's copy holds at the same place: the preceding text is given
 * as a dictionary with each placeholder's bytes zeroed (HTML holds no NUL, so no match can reach into
 * them; a text that holds one gets no dictionary).
 */
function deflate({ texts, holes }: Stored): Buffer[] {
  // One allocation for all the blocks (platform/exact-bytes.ts): each alone held 16 KiB, 816 KiB for a
  // product page's 51 blocks of 20 KiB, and the page cache outgrew its bound sevenfold.
  return packed(deflateEach(texts, holes));
}

function deflateEach(texts: Buffer[], holes: Stored['holes']): Buffer[] {
  const blocks: Buffer[] = [];
  let history = Buffer.alloc(0);
  texts.forEach((text, i) => {
    const safe = history.length > 0 && !text.includes(0);
    blocks.push(
      deflateRawSync(text, {
        level: 9,
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(safe && { dictionary: history }),
      }),
    );
    const hole = holes[i];
    const gap = hole ? Buffer.alloc(PLACEHOLDERS[hole].length) : Buffer.alloc(0);
    history = Buffer.concat([history, text, gap]).subarray(-WINDOW);
  });
  return blocks;
}

/** Bytes as one stored (uncompressed) deflate block: a visitor's nonce or token. */
function storedBlock(value: Buffer) {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(value.length, 1);
  head.writeUInt16LE(value.length ^ 0xffff, 3);
  return Buffer.concat([head, value]);
}

/** Whether the client takes gzip (a q=0 refuses it). */
export function acceptsGzip(header: string | string[] | undefined) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return name === 'gzip' && (q === undefined || Number(q) > 0);
    });
}

/**
 * A stored page for this visitor as gzip, without compressing it again: the page's own blocks,
 * compressed once, with the visitor's nonce and token between them as stored blocks. Only when the
 * visitor's values are as long as the placeholders (the blocks refer back by distance); else null.
 */
export function gzipPage(stored: Stored, visitor: Visitor): Buffer | null {
  if (visitor.nonce.length !== PLACEHOLDERS.nonce.length || visitor.xsrf.length !== PLACEHOLDERS.xsrf.length)
    return null;
  stored.blocks ??= deflate(stored);
  const values = { nonce: Buffer.from(visitor.nonce), xsrf: Buffer.from(visitor.xsrf) };
  const blocks = { nonce: storedBlock(values.nonce), xsrf: storedBlock(values.xsrf) };
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  const add = (raw: Buffer, block: Buffer) => {
    out.push(block);
    // Node 20's crc32 answers 0 for some empty buffers, whatever the running value: skip them.
    if (raw.length) crc = crc32(raw, crc);
    length += raw.length;
  };
  stored.texts.forEach((text, i) => {
    add(text, stored.blocks?.[i] as Buffer);
    const hole = stored.holes[i];
    if (hole) add(values[hole], blocks[hole]);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(LAST_BLOCK, trailer);
  return Buffer.concat(out);
}
