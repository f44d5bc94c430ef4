import type { MessageKey } from './en';

/** A message from the catalogue with the values for its `{placeholders}`; rendered with `t`. */
export type MessageRef = { key: MessageKey; params?: Record<string, string | number> };
