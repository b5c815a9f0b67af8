import { IconFiles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocumentOwner } from '../../../../contract/documents';
import { RowAction } from '../../app/tables/RowAction';
import { DocumentsModal } from './DocumentsModal';

/** A row's documents: an icon button that opens them; `title` names the owner in the dialog. */
export function DocumentsButton({ owner, title }: { owner: TDocumentOwner; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowAction label={t('documents.open')} onClick={() => setOpen(true)} testId="documents-open" icon={<IconFiles size={18} />} />
      <DocumentsModal owner={owner} title={title} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
