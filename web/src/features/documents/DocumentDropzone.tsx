import { CloseButton, Group, Input, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useId } from '@mantine/hooks';
import { IconFileCheck, IconUpload, IconX } from '@tabler/icons-react';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, type DocumentContentType } from '../../../../contract/documents';

/**
 * The types the server keeps (docs/documents.md §2), with their usual extensions so that the file
 * picker offers them on systems that know a file by its name. The server still judges each file
 * from its first bytes: this only spares a round trip for a file that is plainly of another type.
 */
const ACCEPTED: Record<DocumentContentType, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};

/**
 * The zone's own file input, opened through the zone: not displayed at all, so that neither the
 * keyboard nor a screen reader finds a second, unnamed control inside the zone's button
 * (react-dropzone only hides it from sight).
 */
const FILE_INPUT = { style: { display: 'none' }, 'data-testid': 'document-file' } as InputHTMLAttributes<HTMLInputElement>;

/** Why the drop zone refused a file, as the translated message the server would have answered. */
function rejectionKey(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('too-many-files')) return 'documents.oneFile';
  if (codes.includes('file-too-large')) return 'errors.DOCUMENT_TOO_LARGE';
  return 'errors.DOCUMENT_TYPE_REFUSED';
}

/**
 * Where a file is dropped or chosen: Mantine's Dropzone, one file of the accepted types up to
 * 10 MB (docs/documents.md §2). The zone is a button the keyboard reaches (Enter or Space opens the
 * file picker), named by the field's label, its hint and the chosen file, and described by the
 * accepted types and the error.
 */
export function DocumentDropzone({ file, onChange, error }: { file: File | null; onChange: (file: File | null) => void; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [rejected, setRejected] = useState<string | null>(null);
  const shownError = rejected ?? error;
  const describedBy = [`${id}-description`, shownError ? `${id}-error` : null].filter(Boolean).join(' ');
  const choose = (files: File[]) => {
    setRejected(null);
    onChange(files[0] ?? null);
  };
  const reject = (rejections: FileRejection[]) => {
    setRejected(t(rejectionKey(rejections)));
    onChange(null);
  };
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={t('documents.file')}
      description={t('documents.fileHint')}
      error={shownError}
      errorProps={{ role: 'alert' }}
      required
    >
      <Dropzone
        onDrop={choose}
        onReject={reject}
        accept={ACCEPTED}
        maxSize={DOCUMENT_MAX_BYTES}
        multiple={false}
        role="button"
        aria-labelledby={`${id}-label ${id}-hint${file ? ` ${id}-chosen` : ''}`}
        aria-describedby={describedBy}
        inputProps={FILE_INPUT}
        mt={4}
        p="sm"
        data-testid="document-dropzone"
      >
        <Group gap="xs" wrap="nowrap" mih={40}>
          <Dropzone.Accept>
            <IconUpload size={22} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={22} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>{file ? <IconFileCheck size={22} aria-hidden /> : <IconUpload size={22} aria-hidden />}</Dropzone.Idle>
          <Text size="sm" id={`${id}-hint`}>
            {t('documents.dropHint')}
          </Text>
        </Group>
      </Dropzone>
      {file ? (
        <Group gap="xs" wrap="nowrap" justify="space-between" mt={6} data-testid="document-chosen">
          <Text size="sm" fw={500} id={`${id}-chosen`} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
          <CloseButton aria-label={t('documents.clearFile')} onClick={() => onChange(null)} data-testid="document-clear" />
        </Group>
      ) : null}
    </Input.Wrapper>
  );
}
