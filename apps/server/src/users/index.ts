// The users feature: the administration of accounts (the accounts themselves belong to auth).
import type { FeatureParts } from '../core/graphql/graphql';
import { usersResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export const usersFeature: FeatureParts = { typeDefs, resolvers: usersResolvers };
// What an account's history (history/) reads and restores with.
export { accountState, activateUser, setUserPermissions, suspendUser } from './service';
