/**
 * A number with dashes (a range "2-4", a phone number "051-111-222-333") kept left to right and on
 * one line inside Urdu or Arabic text. After Arabic letters its digit groups count as Arabic numbers,
 * which a dash does not join (Unicode's bidirectional algorithm, W2 and W4), so "ڈیلیوری: 2-4 دن"
 * showed "4-2". Unicode isolates (LRI … PDI, invisible) keep it whole; a word joiner after each dash
 * keeps a line from ending inside it (a non-breaking hyphen would not do: it separates no numbers,
 * and the groups turn round again). Harmless in left-to-right text.
 */
export const leftToRight = (text: string) => `\u2066${text.replaceAll('-', '-\u2060')}\u2069`;

/** The text with the marks leftToRight adds taken out again (for comparing what a reader sees). */
export const withoutDirectionMarks = (text: string) => text.replace(/[\u2066-\u2069\u2060]/g, '');
