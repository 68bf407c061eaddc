'use client';

import { getFormProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import Link from '@/app/[locale]/_components/link';
import { emailFormSchema } from '@/lib/shared/forms';
import { routePath } from '@/lib/shared/routes';
import { FormErrors } from '../../_components/form-errors';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import { unsubscribeAction } from './actions';

export function UnsubscribeForm({ email }: { email: string }) {
  const t = useTranslations('unsubscribe');
  const { form, fields, action, lastResult } = useConformAction(
    unsubscribeAction,
    emailFormSchema,
    { defaultValue: { email } },
  );
  if (lastResult?.doneFor) {
    return (
      <Notice tone="success" title={t('doneTitle')}>
        <p>{t('doneText', { email: lastResult.doneFor })}</p>
        <p>
          <Link href={routePath('home')}>{t('continueShopping')}</Link>
        </p>
      </Notice>
    );
  }
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <FormErrors errors={form.errors} />
      <EmailField field={fields.email} />
      <SubmitButton pendingLabel={t('unsubscribing')}>{t('submit')}</SubmitButton>
    </form>
  );
}
