import type { ErrorCode, TErrorBody, TFieldError } from '../../../contract/errors';
import { ERROR_CODES } from '../../../contract/errors';

/** Codes the client makes up itself when no server answer arrived. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK';

export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode;
  readonly status: number;
  readonly params: TErrorBody['params'];
  readonly requestId: string | null;

  constructor(options: { code: ErrorCode | ClientErrorCode; status: number; params?: TErrorBody['params']; requestId?: string | null }) {
    super(options.code);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.params = options.params ?? {};
    this.requestId = options.requestId ?? null;
  }

  get fieldErrors(): TFieldError[] {
    return Array.isArray(this.params.fields) ? this.params.fields : [];
  }
}

const knownCodes = new Set<string>(ERROR_CODES);

/** Reads an error answer; a body that is not the contract's shape becomes INTERNAL, never a raw message. */
export function errorFromAnswer(status: number, body: unknown): ApiError {
  const candidate = (body ?? {}) as Partial<TErrorBody>;
  const code = typeof candidate.code === 'string' && knownCodes.has(candidate.code) ? candidate.code : 'INTERNAL';
  const params = candidate.params && typeof candidate.params === 'object' ? candidate.params : {};
  const requestId = typeof candidate.requestId === 'string' ? candidate.requestId : null;
  return new ApiError({ code, status, params, requestId });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
