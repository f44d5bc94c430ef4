import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The market's pictures, written under DATA_DIR/uploads/<folder>/<name>.svg. A picture of its own is
 * drawn for each named thing (an item of the catalogue, a store, a category); a shared one is drawn
 * once, the first time it is asked for, however many rows use it (100,000 items, a few dozen files).
 */
export class Pictures {
  private readonly pending: { file: string; svg: string }[] = [];
  private readonly drawn = new Set<string>();

  constructor(private readonly uploads: string) {}

  /** Queues a picture of its own and returns the file name the database keeps. */
  own(folder: string, name: string, svg: string): string {
    this.drawn.add(`${folder}/${name}`);
    this.pending.push({ file: path.join(this.uploads, folder, `${name}.svg`), svg });
    return `${name}.svg`;
  }

  /** A picture many rows share: drawn on first use only. */
  shared(folder: string, name: string, draw: () => string): string {
    return this.drawn.has(`${folder}/${name}`) ? `${name}.svg` : this.own(folder, name, draw());
  }

  async flush(): Promise<number> {
    const dirs = new Set(this.pending.map((p) => path.dirname(p.file)));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    for (let i = 0; i < this.pending.length; i += 64) {
      await Promise.all(this.pending.slice(i, i + 64).map((p) => writeFile(p.file, p.svg)));
    }
    return this.pending.length;
  }
}
