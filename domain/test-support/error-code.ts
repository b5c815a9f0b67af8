import { DomainError } from '../errors/domain-error';
import type { DomainErrorCode } from '../errors/domain-error';

/** The code a call is refused with, or 'none'; any other throw is a bug and is rethrown. */
export const errorCodeOf = (run: () => unknown): DomainErrorCode | 'none' => {
  try {
    run();
    return 'none';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
};
