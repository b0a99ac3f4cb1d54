import { localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import '../i18n.ts';

/** A link styled as a button to the conversation with a member (`/my/messages?with=<id>`). */
export default function StartChatButton({ profileId, name }: { profileId: number; name?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Link className="button start-chat" to={`${localizedPath('my-messages', locale)}?with=${profileId}`}>
      {name ? t('start.withName', { name }) : t('start.label')}
    </Link>
  );
}
