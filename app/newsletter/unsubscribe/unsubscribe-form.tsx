'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { routePath } from '@/lib/shared/routes';
import { Notice } from '../../_components/notice';
import { SubmitButton } from '../../_components/submit-button';
import { EmailField } from '../../_components/text-field';
import { type UnsubscribeState, unsubscribeAction } from './actions';

export function UnsubscribeForm({ email }: { email: string }) {
  const [state, action] = useActionState<UnsubscribeState, FormData>(unsubscribeAction, {
    ...emptyFormState({ email }),
    unsubscribed: null,
  });
  if (state.unsubscribed) {
    return (
      <Notice tone="success" title="You are unsubscribed">
        <p>{state.unsubscribed} will no longer receive our newsletter.</p>
        <p>
          <Link href={routePath('home')}>Continue shopping</Link>
        </p>
      </Notice>
    );
  }
  return (
    <form action={action} className="form" noValidate>
      {state.error && <Notice tone="error" title={state.error} />}
      <EmailField
        id="unsubscribe-email"
        value={state.values.email}
        error={state.fieldErrors.email}
      />
      <SubmitButton pendingLabel="Unsubscribing…">Unsubscribe</SubmitButton>
    </form>
  );
}
