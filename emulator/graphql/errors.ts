import { GraphQLError } from 'graphql';

/**
 * An error meant for the caller (bad input, not found, out of stock): its message is
 * shown as is. Anything else thrown by a resolver is logged and masked.
 */
export class UserError extends GraphQLError {
  constructor(message: string, code = 'BAD_USER_INPUT', extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extensions } });
  }
}
