import { z } from 'zod';

/**
 * What deciding a member's request (a profit request, a withdrawal) did: the request as decided and,
 * for an approval, the capital row it wrote with the balance before and after (null otherwise).
 */
export function zRequestDecision<Request extends z.ZodType>(request: Request) {
  return z.object({
    request,
    ledgerRowId: z.string().nullable(),
    balanceBefore: z.string().nullable(),
    balanceAfter: z.string().nullable(),
  });
}
