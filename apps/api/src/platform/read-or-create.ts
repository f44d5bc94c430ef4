import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * The text of `file`, created from `make()` (mode 0600) when it does not exist yet. Creation is
 * atomic: the text goes into a temporary file beside it, which is then linked into place; the link
 * fails if another process got there first, and theirs is read. So however many processes start at
 * once on one data folder, each reads the same whole file, never one half written (an empty payment
 * secret, a truncated key pair).
 */
export async function readOrCreate(file: string, make: () => string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (code(error) !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, make(), { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, file);
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  return readFile(file, 'utf8');
}
