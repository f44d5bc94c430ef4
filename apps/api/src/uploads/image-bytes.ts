/**
 * What an upload's bytes say it is, before any image library reads it (decision 503). Only the bytes
 * count: the file name and the declared content type are the client's word and are never trusted.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);

/** The file's own signature: JPEG, PNG, WebP or GIF; anything else (SVG, HTML, PDF, a script) is null. */
export function imageKindOf(data: Uint8Array): ImageKind | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (
    startsWith(data, [0x47, 0x49, 0x46, 0x38]) &&
    (data[4] === 0x37 || data[4] === 0x39) &&
    data[5] === 0x61
  )
    return 'gif';
  return null;
}

/**
 * Markup and script a browser or an interpreter would act on. Each is long enough (or followed by a
 * delimiter) that compressed picture data practically never holds it by chance; SVG is left out on
 * purpose: an SVG is refused by its signature, and nothing here is ever served as SVG.
 */
const ACTIVE_CONTENT =
  /<script[\s>/]|<html[\s>]|<body[\s>]|<iframe[\s>]|<!doctype html|<\?php\s|javascript:|\bonerror\s*=|\bonload\s*=/;
/**
 * A ZIP (JAR, DOCX, APK) is read from its end record, `PK\x05\x06` (lower-cased here, as the text is):
 * a picture with an archive appended (a "GIFAR") opens as both.
 */
const ZIP_END_RECORD = 'pk\x05\x06';
/** The largest ZIP comment is 65,535 bytes, after a 22-byte end record. */
const ZIP_TAIL = 65_535 + 22;
/** PDF readers look for their header anywhere in the first kilobyte. */
const PDF_HEADER = '%pdf-';

/**
 * True when the bytes are also something other than a picture (a polyglot): HTML or script anywhere,
 * a PDF header in the first kilobyte, or a ZIP archive's end record near the end. Re-encoding would
 * drop such a payload anyway; refusing it says plainly that the file is not just an image.
 */
export function carriesForeignContent(data: Uint8Array): boolean {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1').toLowerCase();
  return (
    ACTIVE_CONTENT.test(text) ||
    text.slice(0, 1024).includes(PDF_HEADER) ||
    text.slice(-ZIP_TAIL).includes(ZIP_END_RECORD)
  );
}
