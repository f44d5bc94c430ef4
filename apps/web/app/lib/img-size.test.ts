import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(import.meta.dirname, '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** Every `<img …>` element's source text, with its line, walking braces and quotes to its end. */
export function imgTags(source: string): { line: number; text: string }[] {
  const tags: { line: number; text: string }[] = [];
  const re = /<img[\s>/]/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    let depth = 0;
    let quote = '';
    let end = m.index + 4;
    for (; end < source.length; end++) {
      const c = source[end]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push({ line: source.slice(0, m.index).split('\n').length, text: source.slice(m.index, end + 1) });
  }
  return tags;
}

describe('images keep their place (spec §9: nothing shifts)', () => {
  it('finds an <img> and its attributes across lines and arrow functions', () => {
    const tags = imgTags(
      '<div>\n  <img\n    src={a}\n    onError={() => x > 1}\n    width={2} height="3"\n  />\n</div>',
    );
    expect(tags).toHaveLength(1);
    expect(tags[0]?.line).toBe(2);
    expect(tags[0]?.text).toContain('height="3"');
  });

  it('every <img> in apps/web/app has width= and height=', () => {
    const missing: string[] = [];
    for (const file of tsxFiles(APP)) {
      for (const tag of imgTags(readFileSync(file, 'utf8'))) {
        if (!/\swidth=/.test(tag.text) || !/\sheight=/.test(tag.text)) {
          missing.push(`${path.relative(APP, file)}:${tag.line}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
