import { Button, Checkbox, Menu } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ColumnPickerProps<Column extends string> = {
  all: readonly { key: Column; label: string }[];
  visible: readonly Column[];
  onChange: (next: Column[]) => void;
};

/** The "columns" menu of a list: each column can be shown or hidden, never the last one shown. */
export function ColumnPicker<Column extends string>({ all, visible, onChange }: ColumnPickerProps<Column>) {
  const { t } = useTranslation();
  const toggle = (key: Column) => {
    const next = visible.includes(key)
      ? visible.filter((column) => column !== key)
      : all.map((column) => column.key).filter((column) => column === key || visible.includes(column));
    if (next.length > 0) onChange(next);
  };
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />} data-testid="column-picker">
          {t('tables.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {all.map((column) => (
          <Menu.Item key={column.key} onClick={() => toggle(column.key)} data-testid={`column-${column.key}`}>
            <Checkbox readOnly tabIndex={-1} checked={visible.includes(column.key)} label={column.label} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
