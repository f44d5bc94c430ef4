import { en, type MessageKey } from '@bazaar/domain/messages/en';
import { fillPlaceholders, type MessageParams } from '@bazaar/domain/messages/translate';

/**
 * The page's own language's catalogue, as the root loader sends it (null for English, which every
 * page bundles as the fallback). The browser thus loads one language's texts, not all four.
 */
export type PageMessages = Partial<Record<MessageKey, string>> | null | undefined;

/** `t` over the page's catalogue, falling back to English for a key it lacks. */
export const translateWith =
  (messages: PageMessages) =>
  (key: MessageKey, params?: MessageParams): string =>
    fillPlaceholders(messages?.[key] || en[key], params);

type MatchLike = { id: string; data?: unknown } | undefined;

/** The page's catalogue from route matches (meta functions cannot use hooks). */
export const messagesOf = (matches: readonly MatchLike[]): PageMessages =>
  (matches.find((m) => m?.id === 'root')?.data as { messages?: PageMessages } | undefined)?.messages;
