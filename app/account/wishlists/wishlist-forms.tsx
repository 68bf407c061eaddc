'use client';

import { useActionState } from 'react';
import { emptyFormState } from '@/lib/shared/form-state';
import { EnhancedField } from '../../_components/enhanced-field';
import { Notice } from '../../_components/notice';
import { RefreshShopperAfterSubmit } from '../../_components/shopper';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import {
  type ItemState,
  type NameState,
  createWishlistAction,
  moveToCartAction,
  removeItemAction,
  renameWishlistAction,
  shareWishlistAction,
} from './actions';
import styles from './wishlists.module.css';

export function CreateWishlistForm() {
  const [state, action] = useActionState<NameState, FormData>(
    createWishlistAction,
    emptyFormState<'name'>(),
  );
  return (
    <form action={action} className="form" noValidate>
      <EnhancedField />
      {state.error && <Notice tone="error" title={state.error} />}
      <TextField
        id="wishlist-name"
        name="name"
        label="List name"
        placeholder="For example: Birthday ideas"
        required
        defaultValue={state.values.name}
        key={`name-${state.values.name ?? ''}`}
        error={state.fieldErrors.name}
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
  const [state, action] = useActionState<NameState, FormData>(
    renameWishlistAction,
    emptyFormState<'name'>({ name }),
  );
  return (
    <form action={action} className={styles.inlineForm} noValidate>
      <input type="hidden" name="wishlistId" value={wishlistId} />
      <EnhancedField />
      <TextField
        id="rename-wishlist"
        name="name"
        label="Name"
        required
        defaultValue={state.values.name}
        key={`name-${state.values.name ?? ''}`}
        error={state.fieldErrors.name ?? state.error}
      />
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
  const [state, action] = useActionState<ItemState, FormData>(shareWishlistAction, { error: null });
  return (
    <form action={action} className="form">
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
      {state.error && (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      )}
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
  const [moved, move] = useActionState<ItemState, FormData>(moveToCartAction, { error: null });
  const [removed, remove] = useActionState<ItemState, FormData>(removeItemAction, { error: null });
  const error = moved.error ?? removed.error;
  return (
    <div className={styles.itemActions}>
      <form action={move}>
        <input type="hidden" name="wishlistId" value={wishlistId} />
        <EnhancedField />
        <input type="hidden" name="itemId" value={itemId} />
        <RefreshShopperAfterSubmit />
        <SubmitButton pendingLabel="Moving…" className="button button-block">
          Move to cart<span className="visually-hidden">: {productName}</span>
        </SubmitButton>
      </form>
      <form action={remove}>
        <input type="hidden" name="wishlistId" value={wishlistId} />
        <EnhancedField />
        <input type="hidden" name="itemId" value={itemId} />
        <RefreshShopperAfterSubmit />
        <SubmitButton pendingLabel="Removing…" className="link-button">
          Remove<span className="visually-hidden"> {productName}</span>
        </SubmitButton>
      </form>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
