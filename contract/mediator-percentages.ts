import { z } from 'zod';
import { compareRationals, parseDecimal, rational } from '../domain';
import { zId } from './fields';
import { zListQuery, zPage } from './list-view';
import { DECIMAL_MAX_LENGTH, DECIMAL_PATTERN, zDecimalString } from './money';
import { ZMediatorLinkRow } from './profit-distribution';

/**
 * A mediator link takes 0 to 100% of its investor's profit (docs/rulings.md §R8). The 50% cap belongs to the
 * mediator-calculation settings, not to links. The form's hint, the form's check, the server and
 * the OpenAPI document all read these two bounds.
 */
export const MEDIATOR_LINK_PERCENTAGE = { min: 0, max: 100 } as const;
export const LINK_STATUSES = ['active', 'inactive'] as const;

const inLinkRange = (text: string): boolean => {
  // Texts the pattern or the length limit refuse are reported by those checks, not here.
  if (!DECIMAL_PATTERN.test(text) || text.length > DECIMAL_MAX_LENGTH) return true;
  const { rational: percentage } = parseDecimal({ text });
  return (
    compareRationals(percentage, rational({ numerator: BigInt(MEDIATOR_LINK_PERCENTAGE.min) })) >= 0 &&
    compareRationals(percentage, rational({ numerator: BigInt(MEDIATOR_LINK_PERCENTAGE.max) })) <= 0
  );
};

/** The link's percentage: a decimal string within the bounds, refused as `out_of_range` with them. */
export const zMediatorLinkPercentage = zDecimalString
  .superRefine((text, context) => {
    if (inLinkRange(text)) return;
    context.addIssue({ code: 'custom', message: 'out_of_range', params: { ...MEDIATOR_LINK_PERCENTAGE }, input: text });
  })
  .meta({ description: "Percentage of the investor's profit, a decimal string", minimum: MEDIATOR_LINK_PERCENTAGE.min, maximum: MEDIATOR_LINK_PERCENTAGE.max });

export const ZMediatorLinkBody = z.strictObject({
  mediatorId: zId,
  investorId: zId,
  percentage: zMediatorLinkPercentage,
  status: z.enum(LINK_STATUSES),
});
export type TMediatorLinkBody = z.infer<typeof ZMediatorLinkBody>;

/** The columns the links list sorts by on the server (the newest link first by default). */
export const LINK_SORT_COLUMNS = ['mediator', 'investor', 'percentage', 'subscriptionDate', 'status', 'createdAt'] as const;
export type LinkSortColumn = (typeof LINK_SORT_COLUMNS)[number];

export const ZListMediatorLinksQuery = zListQuery(LINK_SORT_COLUMNS, {
  mediatorId: zId.optional(),
  investorId: zId.optional(),
  status: z.enum(LINK_STATUSES).optional(),
});
export type TListMediatorLinksQuery = z.infer<typeof ZListMediatorLinksQuery>;

export const ZMediatorLinkPage = zPage(ZMediatorLinkRow);
export type TMediatorLinkPage = z.infer<typeof ZMediatorLinkPage>;

export const ZMediatorLinkIdParams = z.strictObject({ id: zId });
