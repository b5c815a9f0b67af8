import { Button, Menu } from '@mantine/core';
import { IconBookmark, IconDeviceFloppy, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSavedView } from '../../../../contract/saved-views';
import { usePreference } from '../../api/use-preference';
import { toastSuccess } from '../toast';
import { ManageViewsModal } from './ManageViewsModal';
import { SaveViewModal } from './SaveViewModal';
import type { ListView } from './use-list-view';
import { useSavedViews } from './use-saved-views';

/** What the menu reads of a list view: its key, the view as saved and the way to show a saved one. */
export type SavedViewTarget = Pick<ListView, 'list' | 'savedView' | 'applySavedView'>;

/**
 * The "Views" menu of a list (docs/architecture.md §8): the user's own saved views and the shared
 * ones, each applied with a click (its filters, sort and page size into the URL, its columns into the
 * user's column choice); saving the view on screen under a name; deleting one's own (an
 * administrator: the shared ones too).
 */
export function SavedViewMenu({ view }: { view: SavedViewTarget }) {
  const { t } = useTranslation();
  const { list } = view;
  const { query } = useSavedViews(list);
  const columns = usePreference(`${list}.columns`);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  if (!list) return null;
  const items = query.data?.items ?? [];
  const mine = items.filter((item) => !item.shared);
  const shared = items.filter((item) => item.shared);
  const apply = (saved: TSavedView) => {
    if (!query.data) return;
    view.applySavedView(saved.view, query.data.today);
    if (saved.view.columns?.length) columns.save.mutate(saved.view.columns);
    toastSuccess(t('savedViews.applied', { name: saved.name }));
  };
  const stored = columns.query.data?.preference;
  const current = () => ({ ...view.savedView(), ...(Array.isArray(stored) && stored.length > 0 ? { columns: stored } : {}) });
  const group = (label: string, views: TSavedView[]) =>
    views.length > 0 ? (
      <>
        <Menu.Label>{label}</Menu.Label>
        {views.map((saved) => (
          <Menu.Item key={saved.id} onClick={() => apply(saved)} data-testid="saved-view" data-name={saved.name} data-shared={saved.shared}>
            {saved.name}
          </Menu.Item>
        ))}
      </>
    ) : null;
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark size={16} />} loading={query.isLoading} data-testid="saved-views">
            {t('savedViews.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="saved-views-menu">
          {group(t('savedViews.mine'), mine)}
          {group(t('savedViews.shared'), shared)}
          {items.length === 0 ? <Menu.Label>{t('savedViews.none')}</Menu.Label> : null}
          <Menu.Divider />
          <Menu.Item leftSection={<IconDeviceFloppy size={16} />} onClick={() => setDialog('save')} data-testid="save-view">
            {t('savedViews.saveCurrent')}
          </Menu.Item>
          {items.some((item) => item.editable) ? (
            <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => setDialog('manage')} data-testid="manage-views">
              {t('savedViews.manage')}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {dialog === 'save' ? <SaveViewModal list={list} view={current} existing={items} onClose={() => setDialog(null)} /> : null}
      {dialog === 'manage' ? <ManageViewsModal list={list} views={items.filter((item) => item.editable)} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
