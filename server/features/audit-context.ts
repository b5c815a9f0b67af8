import type { FastifyRequest } from 'fastify';

export type AuditContext = { actorId: string | null; clientAddress: string | null; requestId: string };

export function auditContext(request: FastifyRequest): AuditContext {
  return { actorId: request.user?.id ?? null, clientAddress: request.ip ?? null, requestId: request.id };
}
