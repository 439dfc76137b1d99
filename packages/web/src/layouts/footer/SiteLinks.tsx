import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/useViewModel.ts';
import { SITE_LINKS_VM } from './SiteLinksViewModel.ts';

/** The affiliate programme and Telegram channel, each in a new tab and only when the site has one. */
export const SiteLinks = observer(function SiteLinks() {
  const { t } = useTranslation('layout');
  const vm = useViewModel(SITE_LINKS_VM);
  if (vm.links.length === 0) return null;
  return (
    <nav aria-label={t('footer.community')}>
      <ul className="site-footer__links">
        {vm.links.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t(`footer.${link.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});
