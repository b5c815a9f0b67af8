import { describe, expect, it } from 'vitest';
import { EXPORT_LANGUAGES } from '../../../contract/operations';
import { translatorFor } from '../../i18n/server-translations';
import { auditWrittenFields, type WrittenFields } from '../../test/audit-written-fields';

describe('labels of the fields the audit writers write', () => {
  let written: WrittenFields;

  it('reads every writer’s before and after (none typed so loosely that its fields cannot be seen)', { timeout: 300_000 }, () => {
    written = auditWrittenFields();
    expect(written.opaque).toEqual([]);
    // The fields the issue named, so a walk that finds nothing cannot pass.
    expect([...written.parts]).toEqual(expect.arrayContaining(['creditType', 'subscriberId', 'proposedBy', 'amount', 'currency']));
  });

  it.each(EXPORT_LANGUAGES)('has a label for each of them in %s (web/locales/*.audit-log.json, auditLog.fields)', (language) => {
    const t = translatorFor(language);
    const missing = [...written.parts].filter((part) => t(`auditLog.fields.${part}`) === `auditLog.fields.${part}`);
    expect(missing).toEqual([]);
  });
});
