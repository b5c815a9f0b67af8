import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../i18n/languages';

const options = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      data={options}
      value={i18n.language}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isLanguage(chosen)) void i18n.changeLanguage(chosen);
      }}
      leftSection={<IconLanguage size={16} />}
      w={compact ? 130 : 150}
      size="sm"
    />
  );
}
