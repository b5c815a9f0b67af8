import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { useSessionUser } from '../features/session/use-session';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../i18n/languages';

const options = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      data={options}
      value={i18n.language}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (!isLanguage(chosen)) return;
        void i18n.changeLanguage(chosen);
        // Kept on the server too: the monthly statement is mailed in it (docs/mail.md §1). A failure changes nothing on screen.
        if (user) api.put('/api/preferences/{key}', { params: { path: { key: 'language' } }, body: { preference: chosen } }).catch(() => undefined);
      }}
      leftSection={<IconLanguage size={16} />}
      w={compact ? 130 : 150}
      size="sm"
    />
  );
}
