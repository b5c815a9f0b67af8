import type { ErrorCode } from '../../contract/errors';
import { AppError } from '../app-error';
import type { SessionUser } from '../plugins/access';

type MemberRequest = { status: string; requesterUserId: string; individualId: string };

/**
 * A member's request (a profit request, a withdrawal) read under its lock for a decision: refused when
 * there is none, when it is already decided, or when it is the approver's own (asked by them, or by the
 * individual they are linked to: SELF_APPROVAL).
 */
export function decidableRequest<Request extends MemberRequest>(
  request: Request | null,
  approver: SessionUser,
  codes: { notFound: ErrorCode; decided: ErrorCode },
): Request {
  if (!request) throw new AppError(codes.notFound);
  if (request.status !== 'pending') throw new AppError(codes.decided, { status: request.status });
  if (request.requesterUserId === approver.id || request.individualId === approver.individualId) throw new AppError('SELF_APPROVAL');
  return request;
}
