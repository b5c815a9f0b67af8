import { ZMediatorLinkBody } from '../../../../contract/mediator-percentages';
import { linkOfPair } from '../../../../db/queries/import-lookups';
import type { AuditContext } from '../../audit-context';
import { createLinkInTx } from '../../mediator-percentages/mediator-percentages.service';
import type { KindImporter } from './kind-importer';
import type { ImportRecord } from '../map-columns';
import { parsed, warning } from '../row-issue';
import { codeCell, individualByReference, optionalCell, sameDecimal, subscriberByNni } from './references';

/**
 * docs/import.md §1, §3: a mediator percentage goes through the form's schema and service. Natural
 * key: the pair (mediator, investor), docs/import.md §3: a pair already linked is already
 * present; with another percentage or status it is flagged, and an import never changes a link.
 */
export function mediatorPercentagesImporter(context: AuditContext): KindImporter {
  return {
    columns: { mediatorId: 'mediator', investorId: 'investorNni' },
    importRow: async (tx, { cells }: ImportRecord) => {
      const mediatorId = await individualByReference(tx, (cells.mediator ?? '').trim(), 'mediatorId');
      const currency = optionalCell(cells.currency)?.toUpperCase();
      const investorId = await subscriberByNni(tx, (cells.investorNni ?? '').trim(), currency, 'investorId');
      const body = parsed(ZMediatorLinkBody, {
        mediatorId,
        investorId,
        percentage: cells.percentage ?? '',
        status: optionalCell(cells.status) === undefined ? 'active' : codeCell(cells.status),
      });
      const existing = await linkOfPair(tx, body);
      if (existing) {
        const same = existing.status === body.status && sameDecimal(existing.percentage, body.percentage);
        return { status: 'exists', warnings: same ? [] : [warning('DUPLICATE_MEDIATOR_LINK', 'percentage')] };
      }
      await createLinkInTx(tx, body, context);
      return { status: 'imported', warnings: [] };
    },
  };
}
