import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Collects generated pictures and writes them under DATA_DIR/uploads/<folder>/<name>. */
export class ImageWriter {
  private readonly pending: { file: string; svg: string }[] = [];
  constructor(private readonly uploads: string) {}

  /** Queues an SVG and returns the stored file name the database keeps. */
  add(folder: string, name: string, svg: string): string {
    const file = `${name}.svg`;
    this.pending.push({ file: path.join(this.uploads, folder, file), svg });
    return file;
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
