import { type ServiceContext } from '../core';
import { storefrontLink, findSiteOfChannel, type SiteRouteType } from '../sites';
import { type Html, html } from '../core';
import { layout } from './layout';
import { type PageScripts } from './scripts';
import { type SessionState } from '../carts';

/** The channel the service's own storefront uses when a page cannot tell which channel it is for. */
export const DEFAULT_CHANNEL_ID = 1;

/**
 * A way back to the storefront: the page of `type` (the cart, an order), else the
 * storefront's home route, else its site URL; null when the channel has no site.
 */
export function storefrontBackLink(
  ctx: ServiceContext,
  channelId: number,
  type: SiteRouteType,
  item: { id?: number } = {},
): string | null {
  return (
    storefrontLink(ctx, channelId, type, item) ??
    storefrontLink(ctx, channelId, 'home') ??
    findSiteOfChannel(ctx, channelId)?.url ??
    null
  );
}

/** A short page that says what happened and offers one way on. */
export function renderNotice(
  ctx: ServiceContext,
  notice: {
    title: string;
    message: string;
    link: { href: string | null; label: string };
    embedded?: boolean;
    scripts?: PageScripts;
    /** The page's language; English when not given. */
    locale?: string;
  },
): Html {
  return layout({
    title: notice.title,
    locale: notice.locale,
    storeName: ctx.store.name,
    embedded: notice.embedded,
    scripts: notice.scripts,
    body: html`<div class="notice">
  <div class="panel">
    <h1>${notice.title}</h1>
    <p>${notice.message}</p>
    ${
      notice.link.href
        ? html`<a class="button-link" href="${notice.link.href}">${notice.link.label}</a>`
        : html`<p>Go back to the shop you came from to continue.</p>`
    }
  </div>
</div>`,
  });
}

export const unknownCheckoutNotice = (ctx: ServiceContext) =>
  renderNotice(ctx, {
    title: 'Checkout not found',
    message:
      'This checkout link is not valid. It may be incomplete: copy the whole link, or start the checkout again from your cart.',
    link: { href: storefrontBackLink(ctx, DEFAULT_CHANNEL_ID, 'cart'), label: 'Back to your cart' },
  });

/** The page for a link that cannot take an order (unknown, expired, empty or already placed). */
export function closedPage(
  ctx: ServiceContext,
  state: Exclude<SessionState, { kind: 'open' }>,
  embedded: boolean,
): { status: number; page: Html } {
  if (state.kind === 'unknown') return { status: 404, page: unknownCheckoutNotice(ctx) };
  const channelId = state.session.channel_id;
  const backToCart = {
    href: storefrontBackLink(ctx, channelId, 'cart'),
    label: 'Back to your cart',
  };
  switch (state.kind) {
    case 'placed':
      return {
        status: 410,
        page: renderNotice(ctx, {
          title: 'This order has already been placed',
          message: `${state.orderId ? `Order #${state.orderId}` : 'Your order'} was placed with this checkout, so it cannot be placed again. The confirmation is in your inbox.`,
          link: {
            href: storefrontBackLink(ctx, channelId, 'account_order_status', {
              id: state.orderId ?? undefined,
            }),
            label: 'See your order',
          },
          embedded,
        }),
      };
    case 'empty':
      return {
        status: 410,
        page: renderNotice(ctx, {
          title: 'Your cart is empty',
          message:
            'There is nothing left to check out. Add something to your cart and start again.',
          link: backToCart,
          embedded,
        }),
      };
    case 'expired':
      return {
        status: 410,
        page: renderNotice(ctx, {
          title: 'This checkout has expired',
          message:
            'Checkout links work for two hours. Your cart is saved: go back to it and check out again.',
          link: backToCart,
          embedded,
        }),
      };
  }
}
