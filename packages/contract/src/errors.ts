import { z } from 'zod';

/** The one error shape of /api/v1: `{"errors":[{"code","message"}]}`. */
export const ErrorEnvelopeSchema = z
  .object({
    errors: z.array(z.object({ code: z.string(), message: z.string() })),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Thrown by the typed client when the API answers with a non-2xx status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorEnvelope,
  ) {
    super(body.errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * True for an ApiError from any copy of this package: the storefront build bundles its own copy, while
 * the in-process client it is handed comes from the API's, so `instanceof` alone is not enough.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number')
  );
}
