import { type ServiceContext } from './context';

/**
 * Something a module needs that a module above it provides: the price lists that may
 * replace the catalog's prices, say. The lower module defines the port and asks it; the
 * upper one plugs its implementation in from its `init`, so imports keep going downward
 * (emulator/README.md, "Modules and layers"). One implementation per running service.
 */
export interface Port<Implementation> {
  provide(ctx: ServiceContext, implementation: Implementation): void;
  /** The implementation; a service whose modules did not provide it is a programming error. */
  of(ctx: ServiceContext): Implementation;
}

/** `need` says what the port is for and who provides it, for the error when nobody did. */
export function definePort<Implementation>(need: string): Port<Implementation> {
  const implementations = new WeakMap<ServiceContext, Implementation>();
  return {
    provide(ctx, implementation) {
      implementations.set(ctx, implementation);
    },
    of(ctx) {
      const implementation = implementations.get(ctx);
      if (implementation === undefined)
        throw new Error(`Nothing provides ${need}: is its module in emulator/modules.ts?`);
      return implementation;
    },
  };
}
