'use client';

import { getFormProps } from '@conform-to/react';
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
  const { form, fields, action } = useConformAction(createWishlistAction, createWishlistSchema);
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <EnhancedField />
      <FormErrors errors={form.errors} />
      <TextField
        field={fields.name}
        label="List name"
        placeholder="For example: Birthday ideas"
        required
      />
      <label className={styles.check}>
        <input type="checkbox" name="share" value="yes" />
        <span>Share it: anyone with its link can see it</span>
      </label>
      <SubmitButton pendingLabel="Creating…">Create list</SubmitButton>
    </form>
  );
}

export function RenameWishlistForm({ wishlistId, name }: { wishlistId: number; name: string }) {
  const { form, fields, action } = useConformAction(renameWishlistAction, renameWishlistSchema, {
    defaultValue: { name },
  });
  return (
    <form {...getFormProps(form)} action={action} className={styles.inlineForm}>
      <input type="hidden" name="wishlistId" value={wishlistId} />
      <EnhancedField />
      <TextField field={fields.name} label="Name" required />
      <InlineErrors errors={form.errors} />
      <SubmitButton pendingLabel="Saving…" className="button button-secondary">
        Rename
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
  const { form, action } = useConformAction(shareWishlistAction, wishlistChangeSchema);
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <input type="hidden" name="wishlistId" value={wishlistId} />
      <EnhancedField />
      <input type="hidden" name="share" value={shared ? 'no' : 'yes'} />
      {shared ? (
        <div className="field">
          <label htmlFor="share-link">Share link</label>
          <input
            id="share-link"
            className="input"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby="share-link-hint"
          />
          <p id="share-link-hint" className="hint">
            Anyone with this link can see the list, without signing in.
          </p>
        </div>
      ) : (
        <p className="hint">Only you can see this list.</p>
      )}
      <InlineErrors errors={form.errors} />
      <SubmitButton pendingLabel="Saving…" className="button button-secondary">
        {shared ? 'Stop sharing' : 'Share this list'}
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
        <SubmitButton pendingLabel="Moving…" className="button button-block">
          Move to cart<span className="visually-hidden">: {productName}</span>
        </SubmitButton>
      </form>
      <form {...getFormProps(remove.form)} action={remove.action}>
        {item}
        <SubmitButton pendingLabel="Removing…" className="link-button">
          Remove<span className="visually-hidden"> {productName}</span>
        </SubmitButton>
      </form>
      <InlineErrors errors={move.form.errors ?? remove.form.errors} />
    </div>
  );
}
