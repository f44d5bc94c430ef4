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
