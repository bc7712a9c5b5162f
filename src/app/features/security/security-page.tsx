// /security (セキュリティ, from the header): the signed-in member's passkeys and live sessions.
import { PageHeading } from '../../ui/page-heading';
import { useT } from '../../../i18n/use-t';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';

export function SecurityPage() {
  const t = useT();
  return (
    <section className="security-page" aria-label={t('security.title')}>
      <PageHeading title={t('security.title')} />
      <PasskeysSection />
      <SessionsSection />
    </section>
  );
}
