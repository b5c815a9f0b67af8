import { Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from './PageHeader';

type UrlTab = { value: string; label: string; panel: ReactNode };

type UrlTabsProps = {
  tabs: readonly UrlTab[];
  /** Replace the history entry instead of adding one for each tab opened. */
  replace?: boolean;
  /** False: a tab's panel is mounted only while it is open. */
  keepMounted?: boolean;
  /** Query keys of the page around the tabs (the distribution's month), kept when another tab opens. */
  pageKeys?: readonly string[];
};

/**
 * Tabs chosen by `?tab=` (the first tab is the URL without it), so that a reload or a shared link
 * opens the same tab; another tab starts from its own view, the others' filters dropped, the page's
 * own keys (`pageKeys`) kept. Each tab's test id is `tab-<value>`.
 */
export function UrlTabs({ tabs, replace = false, keepMounted, pageKeys = [] }: UrlTabsProps) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.value ?? null;
  const open = tabs.find((tab) => tab.value === params.get('tab'))?.value ?? first;
  const choose = (next: string | null) => {
    const kept = new URLSearchParams(pageKeys.flatMap((key) => params.getAll(key).map((value) => [key, value])));
    if (next && next !== first) kept.set('tab', next);
    setParams(kept, { replace });
  };
  return (
    <Tabs value={open} onChange={choose} keepMounted={keepMounted}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} data-testid={`tab-${tab.value}`}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** A screen that is its tabs, under its title and the line that says what it holds. */
export function TabbedPage({ title, subtitle, ...tabs }: { title: string; subtitle: string } & UrlTabsProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={subtitle} />
      <UrlTabs {...tabs} />
    </Stack>
  );
}
