import type { Resolvers } from '../generated/graphql';
import {
  checkResetLink,
  register,
  requestNewVerificationLink,
  requestPasswordReset,
  resendMyVerification,
  resendVerification,
  resetPassword,
  updateMe,
  verifyEmail,
} from './account-service';
import { currentUser, login, logout } from './service';

export const authResolvers = {
  Query: {
    me: (_parent, _args, ctx) => currentUser(ctx),
    passwordResetLink: (_parent, { token }, ctx) => checkResetLink(ctx, token),
  },
  Mutation: {
    login: (_parent, { email, password }, ctx) => login(ctx, email, password),
    logout: (_parent, _args, ctx) => logout(ctx),
    register: (_parent, { input }, ctx) => register(ctx, input),
    verifyEmail: (_parent, { id, hash }, ctx) => verifyEmail(ctx, id, hash),
    requestNewVerificationLink: (_parent, { id, hash }, ctx) =>
      requestNewVerificationLink(ctx, id, hash),
    resendVerification: (_parent, { id }, ctx) => resendVerification(ctx, id),
    resendMyVerification: (_parent, _args, ctx) => resendMyVerification(ctx),
    requestPasswordReset: (_parent, { email }, ctx) => requestPasswordReset(ctx, email),
    resetPassword: (_parent, { token, password }, ctx) => resetPassword(ctx, token, password),
    updateMe: (_parent, { input }, ctx) => updateMe(ctx, input),
  },
} satisfies Resolvers;
