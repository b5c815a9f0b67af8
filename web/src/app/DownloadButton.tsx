import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A link that downloads a file the server writes (an export, a statement), shown as a button; `fileName` names the saved file. */
export function DownloadButton({ href, fileName, testId, children }: { href: string; fileName?: string; testId: string; children: ReactNode }) {
  return (
    <Button component="a" href={href} download={fileName ?? true} variant="light" leftSection={<IconDownload size={16} aria-hidden />} data-testid={testId}>
      {children}
    </Button>
  );
}
