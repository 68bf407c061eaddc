'use client';

import { getFormProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { EnhancedField } from '../../_components/enhanced-field';
import { FormErrors, InlineErrors } from '../../_components/form-errors';
import { RefreshShopperAfterSubmit } from '../../_components/shopper';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import {
  createWishlistAction,
  moveToCartAction,
  removeItemAction,
  renameWishlistAction,
  shareWishlistAction,
} from './actions';
import { createWishlistSchema, renameWishlistSchema, wishlistChangeSchema } from './schema';
import styles from './wishlists.module.css';

export function CreateWishlistForm() {
  const t = useTranslations('wishlists');
  const { form, fields, action } = useConformAction(createWishlistAction, createWishlistSchema);
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <EnhancedField />
      <FormErrors errors={form.errors} />
      <TextField
        field={fields.name}
        label={t('listName')}
        placeholder={t('listNamePlaceholder')}
        required
      />
      <label className={styles.check}>
        <input type="checkbox" name="share" value="yes" />
        <span>{t('shareIt')}</span>
      </label>
      <SubmitButton pendingLabel={t('creating')}>{t('create')}</SubmitButton>
    </form>
  );
}

export function RenameWishlistForm({ wishlistId, name }: { wishlistId: number; name: string }) {
  const { form, fields, action } = useConformAction(renameWishlistAction, renameWishlistSchema, {
    defaultValue: { name },
  });
  const t = useTranslations('wishlists');
  return (
    <form {...getFormProps(form)} action={action} className={styles.inlineForm}>
      <input type="hidden" name="wishlistId" value={wishlistId} />
      <EnhancedField />
      <TextField field={fields.name} label={t('name')} required />
      <InlineErrors errors={form.errors} />
      <SubmitButton pendingLabel={t('saving')} className="button button-secondary">
        {t('rename')}
      </SubmitButton>
    </form>
  );
}

/** Makes a list public (with its link to copy) or private again. */
export function ShareWishlistForm({
  wishlistId,
  shared,
  link,
}: {
  wishlistId: number;
  shared: boolean;
  link: string;
}) {
  const t = useTranslations('wishlists');
  const { form, action } = useConformAction(shareWishlistAction, wishlistChangeSchema);
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <input type="hidden" name="wishlistId" value={wishlistId} />
      <EnhancedField />
      <input type="hidden" name="share" value={shared ? 'no' : 'yes'} />
      {shared ? (
        <div className="field">
          <label htmlFor="share-link">{t('shareLink')}</label>
          <input
            id="share-link"
            className="input"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby="share-link-hint"
          />
          <p id="share-link-hint" className="hint">
            {t('shareLinkHint')}
          </p>
        </div>
      ) : (
        <p className="hint">{t('onlyYou')}</p>
      )}
      <InlineErrors errors={form.errors} />
      <SubmitButton pendingLabel={t('saving')} className="button button-secondary">
        {shared ? t('stopSharing') : t('share')}
      </SubmitButton>
    </form>
  );
}

/** "Move to cart" and "Remove" for one item, with the store's answer (options to choose, out of stock) next to them. */
export function ItemActions({
  wishlistId,
  itemId,
  productName,
}: {
  wishlistId: number;
  itemId: number;
  productName: string;
}) {
  const t = useTranslations('wishlists');
  const move = useConformAction(moveToCartAction, wishlistChangeSchema);
  const remove = useConformAction(removeItemAction, wishlistChangeSchema);
  const item = (
    <>
      <input type="hidden" name="wishlistId" value={wishlistId} />
      <EnhancedField />
      <input type="hidden" name="itemId" value={itemId} />
      <RefreshShopperAfterSubmit />
    </>
  );
  return (
    <div className={styles.itemActions}>
      <form {...getFormProps(move.form)} action={move.action}>
        {item}
        <SubmitButton pendingLabel={t('moving')} className="button button-block">
          {t('moveToCart')}
          <span className="visually-hidden">: {productName}</span>
        </SubmitButton>
      </form>
      <form {...getFormProps(remove.form)} action={remove.action}>
        {item}
        <SubmitButton pendingLabel={t('removing')} className="link-button">
          {t('remove')}
          <span className="visually-hidden"> {productName}</span>
        </SubmitButton>
      </form>
      <InlineErrors errors={move.form.errors ?? remove.form.errors} />
    </div>
  );
}
