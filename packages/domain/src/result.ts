import type { MessageKey } from './messages/en';
import type { MessageRef } from './messages/message-ref';

/** What a rule that can refuse returns: the value, or a catalogue message saying why not. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: MessageRef };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(key: MessageKey, params?: MessageRef['params']): Result<T> =>
  params === undefined ? { ok: false, error: { key } } : { ok: false, error: { key, params } };
