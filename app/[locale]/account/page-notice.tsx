import { type PageNotice } from '@/lib/shared/notices';
import { Notice } from '../_components/notice';

/** A page's `?notice=` message, from its own table (an unknown key shows nothing). */
export function PageNoticeView({ notice }: { notice: PageNotice | null }) {
  if (!notice) return null;
  return (
    <Notice tone={notice.tone} title={notice.title}>
      <p>{notice.text}</p>
    </Notice>
  );
}
