import { Button, type ButtonVariant } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A link that downloads a file the server writes (an export, a statement), shown as a button; `fileName` names the saved file.
 * Light beside other content; `filled` as the main action of a dialog.
 */
export function DownloadButton({
  href,
  fileName,
  testId,
  variant = 'light',
  children,
}: {
  href: string;
  fileName?: string;
  testId: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Button component="a" href={href} download={fileName ?? true} variant={variant} leftSection={<IconDownload size={16} aria-hidden />} data-testid={testId}>
      {children}
    </Button>
  );
}
