import adminMessages from 'virtual:tj-messages/admin';
import { registerMessages } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useAdministrationRights } from '../shell/use-administration-rights.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { PartnerOriginsSection } from './admin/PartnerOriginsSection.tsx';
import { RolesSection } from './admin/RolesSection.tsx';
import './account.css';
import './admin/admin.css';

void registerMessages(adminMessages);

/**
 * /admin, for Admins (the role table's, or the operators ADMIN_USERNAMES names): the learners' roles and the partner
 * origins, each section shown to whoever its call's gate allows. Anyone else is told plainly that their role does
 * not allow it; the server refuses them the calls all the same.
 */
export function AdminPage() {
  const t = useT();
  const rights = useAdministrationRights();
  const allowed = rights.roles || rights.origins;
  useDocumentTitle(t(allowed ? 'admin.title' : 'admin.notAllowed'));
  if (!allowed) {
    return (
      <div className="tj-page">
        <h1>{t('admin.notAllowed')}</h1>
        <p>{t('admin.notAllowedText')}</p>
      </div>
    );
  }
  return (
    <div className="tj-page tj-account-page tj-admin-page">
      <h1>{t('admin.title')}</h1>
      {rights.roles && <RolesSection />}
      {rights.origins && <PartnerOriginsSection />}
    </div>
  );
}
