import { useTranslations } from 'next-intl';
import { type FoundNotice } from '@/lib/shared/notices';
import { Notice } from '../_components/notice';

/** A page's `?notice=` message, from its own table (an unknown key shows nothing), in the page's language. */
export function PageNoticeView({ notice }: { notice: FoundNotice | null }) {
  const t = useTranslations();
  if (!notice) return null;
  return (
    <Notice tone={notice.tone} title={t(`${notice.message}.title`)}>
      <p>{t(`${notice.message}.text`)}</p>
    </Notice>
  );
}
