import { getBrand, getCategory, getProduct, getVariant } from '../../catalog';
import { findOrder } from '../../orders';
import { type Resolvers } from '../generated/resolvers';
import {
  type BrandModel,
  type CartModel,
  type CategoryModel,
  type CheckoutModel,
  type ContentPageModel,
  type OrderModel,
  type ProductModel,
  type VariantModel,
} from '../models';
import { parseNodeId } from '../relay';
import { cartResolvers } from './cart';
import { checkoutResolvers } from './checkout';
import { customerAccountResolvers } from './customer-account';
import { geographyResolvers } from './geography';
import { wishlistResolvers } from './wishlists';
import { catalogResolvers } from './catalog';
import { contentResolvers, visiblePage, webPageType } from './content';
import { currencyResolvers } from './currencies';
import { customerResolvers } from './customer';
import { orderResolvers } from './orders';
import { priceResolvers } from './prices';
import { reviewResolvers } from './reviews';
import { searchResolvers } from './search';

type NodeModel =
  | ProductModel
  | VariantModel
  | CategoryModel
  | BrandModel
  | CartModel
  | OrderModel
  | ContentPageModel
  | CheckoutModel;

/**
 * Which GraphQL type a record is. The resolvers pass the service's own records, which
 * carry no type name, so tell them apart by fields only that kind of record has.
 */
function nodeType(
  node: NodeModel,
):
  | 'Product'
  | 'Variant'
  | 'Category'
  | 'Brand'
  | 'Cart'
  | 'Checkout'
  | 'Order'
  | 'NormalPage'
  | 'ContactPage' {
  if ('totals' in node && 'consignments' in node) return 'Checkout';
  // Before categories: content pages have a parent_id too.
  if ('mobile_body' in node) return webPageType(node) ?? 'NormalPage';
  if ('items' in node && 'cart' in node) return 'Cart';
  if ('status_id' in node) return 'Order';
  if ('option_values' in node) return 'Variant';
  if ('base_variant_id' in node) return 'Product';
  if ('parent_id' in node) return 'Category';
  return 'Brand';
}

const nodeResolvers: Resolvers = {
  Query: {
    node: (_root, { id }, ctx) => {
      const parsed = parseNodeId(id);
      const entityId = Number(parsed?.id);
      switch (parsed?.type) {
        case 'Product': {
          const product = getProduct(ctx.svc, entityId);
          return product?.is_visible ? product : null;
        }
        case 'Variant':
          return getVariant(ctx.svc, entityId);
        case 'Category':
          return getCategory(ctx.svc, entityId);
        case 'Brand':
          return getBrand(ctx.svc, entityId);
        case 'NormalPage':
        case 'ContactPage':
          return visiblePage(ctx, entityId);
        case 'Order': {
          const order = findOrder(ctx.svc, entityId);
          return order && ctx.customerId && order.customer_id === ctx.customerId ? order : null;
        }
        default:
          return null;
      }
    },
  },
  Node: { __resolveType: (node) => nodeType(node) },
};

/** Every resolver map; makeExecutableSchema merges them per type. */
export const resolvers: Resolvers[] = [
  nodeResolvers,
  catalogResolvers,
  contentResolvers,
  priceResolvers,
  currencyResolvers,
  reviewResolvers,
  searchResolvers,
  customerResolvers,
  cartResolvers,
  checkoutResolvers,
  customerAccountResolvers,
  geographyResolvers,
  wishlistResolvers,
  orderResolvers,
];
