import type { Resolvers } from '../generated/graphql';
import {
  activateUser,
  sendPasswordResetLink,
  setUserPermissions,
  suspendUser,
  usersPage,
} from './service';

export const usersResolvers = {
  Query: {
    users: (_parent, args, ctx) => usersPage(ctx, args),
  },
  Mutation: {
    activateUser: (_parent, { id }, ctx) => activateUser(ctx, id),
    suspendUser: (_parent, { id }, ctx) => suspendUser(ctx, id),
    setUserPermissions: (_parent, { id, permissions }, ctx) =>
      setUserPermissions(ctx, id, permissions),
    sendPasswordResetLink: (_parent, { id }, ctx) => sendPasswordResetLink(ctx, id),
  },
} satisfies Resolvers;
