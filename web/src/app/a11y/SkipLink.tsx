import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: jumps over the header and the side menu to the page itself. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={`${classes.link} mantine-focus-auto`} data-testid="skip-link">
      {t('a11y.skipToContent')}
    </a>
  );
}
