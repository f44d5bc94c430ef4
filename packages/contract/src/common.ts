import { MAX_STORED_ID } from '@bazaar/domain';
import { z } from 'zod';

export const IdSchema = z.coerce.number().int().positive().max(MAX_STORED_ID);
export const IdParamsSchema = z.object({ id: IdSchema });

/** Paging as the platform's clients send it: `offset` is a page number starting at 1. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const pageEnvelope = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({
    total_size: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    ...({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> }),
  });

export const MessageSchema = z.object({ message: z.string() });
