import { Divider, ScrollArea, Stack } from '@mantine/core';
import { Fragment } from 'react';
import type { TJob } from '../../../../contract/jobs';
import { JobProgress } from './JobProgress';

/** Jobs with their progress, one under the other. */
export function JobProgressList({ items }: { items: readonly TJob[] }) {
  return (
    <Stack gap="sm">
      {items.map((job, index) => (
        <Fragment key={job.id}>
          {index > 0 ? <Divider /> : null}
          <JobProgress job={job} />
        </Fragment>
      ))}
    </Stack>
  );
}

/** The jobs menu's list: loaded when the menu is first opened, not with every page. */
export function JobsList({ items }: { items: readonly TJob[] }) {
  return (
    <ScrollArea.Autosize mah={420}>
      <JobProgressList items={items} />
    </ScrollArea.Autosize>
  );
}
