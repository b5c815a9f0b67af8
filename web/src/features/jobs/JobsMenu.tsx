import { ActionIcon, Indicator, Loader, Popover } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../app/retryable-lazy';
import { JobsSection } from './JobsSection';
import { isActive, useJobs } from './use-jobs';

const JobsList = lazyNamed(() => import('./JobsList'), 'JobsList');

/** The shell's jobs button: the user's recent jobs with their progress, from any page; a dot while one runs. */
export function JobsMenu() {
  const { t } = useTranslation();
  const jobs = useJobs();
  const items = jobs.data?.items ?? [];
  const running = items.filter(isActive).length;
  return (
    // The dot sits outside the popover's target, so aria-expanded lands on the button, not on a plain div.
    <Indicator disabled={running === 0} processing size={10} offset={4} color="blue">
      <Popover position="bottom-end" width={340} shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('jobs.openMenu', { count: running })} data-testid="jobs-menu">
            <IconListDetails size={18} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown data-testid="jobs-dropdown">
          <JobsSection title={t('jobs.title')} order={2} count={items.length}>
            <Suspense fallback={<Loader size="sm" />}>
              <JobsList items={items} />
            </Suspense>
          </JobsSection>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
