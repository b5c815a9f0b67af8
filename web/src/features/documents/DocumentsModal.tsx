import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES_OF, type DocumentType, type TDocument, type TDocumentOwner } from '../../../../contract/documents';
import { translateError, translateFieldErrors } from '../../api/translate-error';
import { Day } from '../../app/Day';
import { DialogClose } from '../../app/DialogClose';
import { DownloadButton } from '../../app/DownloadButton';
import { FormSubmit } from '../../app/FormSubmit';
import { QueryItems } from '../../app/QueryState';
import { SectionHeading } from '../../app/SectionHeading';
import { CodeSelect } from '../../app/inputs/CodeSelect';
import { DateField } from '../../app/inputs/DateField';
import { toastError, toastSuccess } from '../../app/toast';
import { DocumentDropzone } from './DocumentDropzone';
import { DocumentPreviewModal } from './DocumentPreviewModal';
import { documentDownloadUrl, useDocuments, useUploadDocument } from './use-documents';

type Errors = Partial<Record<'file' | 'docType' | 'issuedOn' | 'expiresOn', string>>;

/** A size in kilobytes or megabytes, in the reader's language. */
function sizeText(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  const value = megabytes ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1);
  return new Intl.NumberFormat(language, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(value);
}

function DocumentCard({ document, onPreview }: { document: TDocument; onPreview: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="document-row" data-type={document.docType}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge variant="light">{t(`documents.types.${document.docType}`)}</Badge>
          <Text size="xs" c="dimmed">
            {sizeText(document.bytes, i18n.language)}
          </Text>
        </Group>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} dir="auto">
          {document.fileName}
        </Text>
        {document.issuedOn || document.expiresOn ? (
          <Text size="xs">
            {document.issuedOn ? (
              <>
                {t('documents.issuedOn')}: <Day value={document.issuedOn} />{' '}
              </>
            ) : null}
            {document.expiresOn ? (
              <>
                {t('documents.expiresOn')}: <Day value={document.expiresOn} />
              </>
            ) : null}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={onPreview} data-testid="document-preview-open">
            {t('documents.preview')}
          </Button>
          <DownloadButton href={documentDownloadUrl(document.id)} testId="document-download">
            {t('documents.download')}
          </DownloadButton>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The upload form: the file, its type, and for papers their issue and expiry dates. */
function UploadForm({ owner }: { owner: TDocumentOwner }) {
  const { t } = useTranslation();
  const types = DOCUMENT_TYPES_OF[owner.ownerKind];
  const upload = useUploadDocument(owner);
  const [file, setFile] = useState<File | null>(null);
  const [docType, setDocType] = useState<DocumentType>(types[0]!);
  const [issuedOn, setIssuedOn] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!file) found.file = t('validation.required');
    else if (file.size > DOCUMENT_MAX_BYTES) found.file = t('errors.DOCUMENT_TOO_LARGE');
    if (issuedOn && expiresOn && expiresOn < issuedOn) found.expiresOn = t('documents.expiryBeforeIssue');
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    upload.mutate(
      { file, docType, issuedOn, expiresOn },
      {
        onSuccess: () => {
          toastSuccess(t('documents.uploaded'));
          setFile(null);
          setIssuedOn('');
          setExpiresOn('');
        },
        onError: (error) => {
          const fields = translateFieldErrors(t, error) as Errors;
          if (Object.keys(fields).length > 0) setErrors(fields);
          else toastError(translateError(t, error));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="document-upload-form">
      <Stack gap="sm">
        <SectionHeading title={t('documents.addTitle')} hint={t('documents.addHint')} size="h4" />
        <DocumentDropzone file={file} onChange={setFile} error={errors.file} />
        <CodeSelect
          label={t('documents.docType')}
          required
          codes={types}
          labels="documents.types"
          value={docType}
          onChange={(chosen) => chosen && setDocType(chosen as DocumentType)}
          error={errors.docType}
          data-testid="document-type"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('documents.issuedOn')} value={issuedOn} onChange={setIssuedOn} clearable error={errors.issuedOn} data-testid="document-issued" />
          <DateField
            label={t('documents.expiresOn')}
            value={expiresOn}
            onChange={setExpiresOn}
            clearable
            error={errors.expiresOn}
            data-testid="document-expires"
          />
        </SimpleGrid>
        <FormSubmit label={t('documents.upload')} loading={upload.isPending} testId="document-upload" />
      </Stack>
    </form>
  );
}

/** The dialog's content, mounted while it is open: the list (its reading is audited) and the upload form. */
function DocumentsBody({ owner, onPreview, onClose }: { owner: TDocumentOwner; onPreview: (document: TDocument) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const documents = useDocuments(owner);
  return (
    <Stack data-testid="documents-modal">
      <QueryItems query={documents} empty={t('documents.empty')} emptyTestId="documents-empty" emptySize="sm">
        {(items) => (
          <Stack gap="xs" data-testid="documents-list">
            {items.map((document) => (
              <DocumentCard key={document.id} document={document} onPreview={() => onPreview(document)} />
            ))}
          </Stack>
        )}
      </QueryItems>
      <UploadForm owner={owner} />
      <DialogClose onClose={onClose} label={t('documents.close')} testId="documents-close" />
    </Stack>
  );
}

/**
 * An owner's documents (newest first), each to preview or download, and the form that adds one.
 * Kept mounted and opened by `opened`, as the preview is: Mantine gives the focus back to the
 * control that opened a dialog only when it sees the dialog open.
 */
export function DocumentsModal({ owner, title, opened, onClose }: { owner: TDocumentOwner; title: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [previewed, setPreviewed] = useState<TDocument | null>(null);
  // The control that opened the preview, focused again as the preview closes (DocumentPreviewModal).
  const previewOpener = useRef<HTMLElement | null>(null);
  const preview = (document: TDocument) => {
    const focused = window.document.activeElement;
    previewOpener.current = focused instanceof HTMLElement ? focused : null;
    setPreviewed(document);
  };
  const closePreview = () => {
    setPreviewed(null);
    previewOpener.current?.focus();
  };
  return (
    <>
      {/* While a preview is open above it, Escape closes the preview alone (Mantine listens on the window). */}
      <Modal opened={opened} onClose={onClose} closeOnEscape={previewed === null} title={t('documents.title', { name: title })} size="lg" centered>
        <DocumentsBody owner={owner} onPreview={preview} onClose={onClose} />
      </Modal>
      <DocumentPreviewModal document={previewed} onClose={closePreview} />
    </>
  );
}
