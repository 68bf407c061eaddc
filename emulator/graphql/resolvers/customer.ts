import { assignCartToCustomer, viewCart, latestActiveCart } from '../../carts';
import {
  authenticate,
  registerCustomer,
  requestPasswordReset,
  resetPassword,
  findCustomer,
} from '../../customers';
import { UserError } from '../errors';
import { signInClient } from '../sign-in-client';
import { type Resolvers } from '../generated/resolvers';
import { SESSION_COOKIE, endSession, sessionCookieOptions, startSession } from '../sessions';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A path on the shopper's storefront: starts with one `/`, no scheme or host, no spaces. */
const isStorefrontPath = (path: string): boolean =>
  /^\/(?![/\\])\S*$/.test(path) && path.length <= 2048;

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_root, _args, ctx) =>
      ctx.customerId ? (findCustomer(ctx.svc, ctx.customerId) ?? null) : null,
  },

  Customer: {
    entityId: (c) => c.id,
    company: (c) => c.company,
    customerGroupId: (c) => c.customer_group_id,
    email: (c) => c.email,
    firstName: (c) => c.first_name,
    lastName: (c) => c.last_name,
    phone: (c) => c.phone,
  },

  Mutation: {
    /**
     * Seed E12: the password arrives in variables. Success starts a browser session
     * (cookie) and, with `guestCartEntityId`, gives that guest cart to the customer.
     */
    login: async (_root, { email, password, guestCartEntityId }, ctx) => {
      const result = await authenticate(ctx.svc, email, password, signInClient(ctx));
      if (!result.ok) {
        throw new UserError(
          result.message,
          result.reason === 'throttled' ? 'TOO_MANY_REQUESTS' : 'INVALID_CREDENTIALS',
          {
            ...(result.retryAfterMs
              ? { retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) }
              : {}),
          },
        );
      }
      const customer = result.customer;
      const token = startSession(ctx.svc, customer.id, ctx.channelId);
      void ctx.reply.setCookie(
        SESSION_COOKIE,
        token,
        sessionCookieOptions(ctx.request.protocol === 'https'),
      );
      ctx.customerId = customer.id;
      // "The cart assigned to the customer after login": the guest cart handed over, else
      // the cart the customer already had (from another device, say).
      const cart = guestCartEntityId
        ? assignCartToCustomer(ctx.svc, ctx.channelId, guestCartEntityId, customer.id)
        : (latestActiveCart(ctx.svc, customer.id, ctx.channelId) ?? null);
      return { result: 'success', customer, cart: cart ? viewCart(ctx.svc, cart) : null };
    },

    logout: (_root, _args, ctx) => {
      const token = ctx.request.cookies[SESSION_COOKIE];
      if (token) endSession(ctx.svc, token);
      void ctx.reply.clearCookie(SESSION_COOKIE, { path: '/' });
      ctx.customerId = null;
      return { result: 'success' };
    },

    customer: () => ({}),
  },

  CustomerMutations: {
    registerCustomer: async (_m, { input }, ctx) => {
      const outcome = await registerCustomer(ctx.svc, {
        ...input,
        phone: input.phone ?? undefined,
        company: input.company ?? undefined,
        channelId: ctx.channelId,
      });
      if (outcome.ok) return { customer: outcome.customer, errors: [] };
      if (outcome.reason === 'email_in_use')
        return {
          customer: null,
          errors: [{ __typename: 'EmailAlreadyInUseError' as const, message: outcome.message }],
        };
      return {
        customer: null,
        errors: [
          {
            __typename: 'ValidationError' as const,
            path: [outcome.field ?? 'input'],
            message: outcome.message,
          },
        ],
      };
    },

    // The same answer whether or not the e-mail belongs to a customer.
    requestResetPassword: (_m, { input }, ctx) => {
      if (!EMAIL.test(input.email.trim())) {
        return {
          errors: [
            {
              __typename: 'ValidationError' as const,
              path: ['email'],
              message: 'Enter a valid e-mail address.',
            },
          ],
        };
      }
      const path = input.path?.trim() || undefined;
      if (path !== undefined && !isStorefrontPath(path)) {
        return {
          errors: [
            {
              __typename: 'ValidationError' as const,
              path: ['path'],
              message: 'path must be a path on the storefront, such as /account/reset-password.',
            },
          ],
        };
      }
      requestPasswordReset(ctx.svc, input.email, ctx.channelId, path, ctx.locale);
      return { errors: [] };
    },

    resetPassword: async (_m, { input }, ctx) => {
      const outcome = await resetPassword(
        ctx.svc,
        input.customerEntityId,
        input.token,
        input.newPassword,
      );
      if (outcome.ok) return { errors: [] };
      if (outcome.reason === 'weak_password')
        return {
          errors: [{ __typename: 'CustomerPasswordError' as const, message: outcome.message }],
        };
      return {
        errors: [
          { __typename: 'ValidationError' as const, path: ['token'], message: outcome.message },
        ],
      };
    },
  },
};
