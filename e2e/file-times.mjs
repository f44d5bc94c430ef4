// A node:test reporter (`--test-reporter=./e2e/file-times.mjs`): writes one JSON object, each journey
// file's time in milliseconds (the sum of its top-level tests), so `npm test` can name the slowest.
/** @param {AsyncIterable<{ type: string, data: { file?: string, nesting: number, details?: { duration_ms?: number } } }>} source */
export default async function* fileTimes(source) {
  /** @type {Record<string, number>} */
  const times = {};
  for await (const event of source) {
    if (
      (event.type === 'test:pass' || event.type === 'test:fail') &&
      event.data.nesting === 0 &&
      event.data.file
    ) {
      times[event.data.file] = (times[event.data.file] ?? 0) + (event.data.details?.duration_ms ?? 0);
    }
  }
  yield `${JSON.stringify(times)}\n`;
}
