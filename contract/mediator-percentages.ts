import { z } from 'zod';
import { zId } from './fields';
import { zDecimalString } from './money';
import { ZMediatorLinkRow } from './profit-distribution';

/** docs/rulings.md §R8: a mediator's rate is capped at 50%. */
export const MAX_MEDIATOR_PERCENTAGE = '50';
export const LINK_STATUSES = ['active', 'inactive'] as const;

export const ZMediatorLinkBody = z.strictObject({
  mediatorId: zId,
  investorId: zId,
  percentage: zDecimalString,
  status: z.enum(LINK_STATUSES),
});
export type TMediatorLinkBody = z.infer<typeof ZMediatorLinkBody>;

export const ZListMediatorLinksQuery = z.strictObject({
  mediatorId: zId.optional(),
  investorId: zId.optional(),
  status: z.enum(LINK_STATUSES).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.enum(['10', '25', '50', '100']).optional(),
});
export type TListMediatorLinksQuery = z.infer<typeof ZListMediatorLinksQuery>;

export const ZMediatorLinkPage = z.object({ items: z.array(ZMediatorLinkRow), nextCursor: z.string().nullable() });
export type TMediatorLinkPage = z.infer<typeof ZMediatorLinkPage>;

export const ZMediatorLinkIdParams = z.strictObject({ id: zId });
