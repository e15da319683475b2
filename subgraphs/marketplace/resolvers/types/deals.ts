import type { Resolvers } from '../../generated/graphql';

/** Type resolvers of quotes and orders (each type in its own file beside this folder). */
export const dealTypes: Resolvers = {};
