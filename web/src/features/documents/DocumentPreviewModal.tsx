import { Box, Image, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocument } from '../../../../contract/documents';
import { DownloadButton } from '../../app/DownloadButton';
import { ModalActions } from '../../app/ModalActions';
import { QueryState } from '../../app/QueryState';
import { documentDownloadUrl, fetchDocumentBlob } from './use-documents';

/** A blob's address while the preview shows it, given back when it closes. */
function useBlobUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * A document shown in the page: an image as an image, a PDF in a frame, both from a blob of the
 * type the server judged (docs/documents.md §3). Each opening is audited by the server as a view.
 */
export function DocumentPreviewModal({ document, onClose }: { document: TDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      // It opens above the documents dialog, whose onClose gives the focus back at once: Mantine's own
      // return (10 ms after the close, and only while nothing holds the focus) lost the race with the
      // dialog beneath, whose focus trap took the focus to its close button on a loaded machine.
      returnFocus={false}
      title={document ? t('documents.previewTitle', { name: document.fileName }) : ''}
      size="xl"
      centered
      zIndex={300}
    >
      {document ? <PreviewBody document={document} onClose={onClose} /> : null}
    </Modal>
  );
}

function PreviewBody({ document, onClose }: { document: TDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const content = useQuery({ queryKey: ['documents', 'content', document.id], queryFn: () => fetchDocumentBlob(document), gcTime: 0, staleTime: Infinity });
  const url = useBlobUrl(content.data);
  return (
    <Stack data-testid="document-preview">
      <QueryState query={content}>
        {url === null ? null : document.contentType === 'application/pdf' ? (
          <Box component="iframe" src={url} title={document.fileName} w="100%" h="70vh" style={{ border: 0 }} data-testid="document-preview-frame" />
        ) : (
          <Image src={url} alt={document.fileName} fit="contain" mah="70vh" data-testid="document-preview-image" />
        )}
      </QueryState>
      <Text size="xs" c="dimmed">
        {t('documents.previewHint')}
      </Text>
      <ModalActions onCancel={onClose} cancelLabel={t('documents.close')}>
        <DownloadButton href={documentDownloadUrl(document.id)} testId="document-preview-download">
          {t('documents.download')}
        </DownloadButton>
      </ModalActions>
    </Stack>
  );
}
