import type { Resolvers } from '../generated/graphql';
import { currentUser, login, logout } from './service';

export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => currentUser(ctx),
  },
  Mutation: {
    login: (_parent, { email, password }, ctx) => login(ctx, email, password),
    logout: (_parent, _args, ctx) => logout(ctx),
  },
};
