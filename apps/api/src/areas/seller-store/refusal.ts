import type { MessageRef } from '@bazaar/domain';
import { AppError } from '../../platform/errors';

/** Problems of a form, each under its field: one 403 envelope, as every validation failure answers. */
export const refusal = (problems: readonly { code: string; message: MessageRef }[]) =>
  new AppError(
    403,
    problems.map(({ code, message }) => ({ code, ...message })),
  );
