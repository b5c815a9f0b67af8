import type { ErrorCode } from '../contract/errors';

/** A refusal the user can understand: its code is translated by the web, its params fill the message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, unknown>;

  constructor(code: ErrorCode, params: Record<string, unknown> = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
  }
}
