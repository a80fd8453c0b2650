/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n": typeof types.UpdateMeDocument,
    "\n  mutation ResendMyVerification {\n    resendMyVerification {\n      success\n      message\n    }\n  }\n": typeof types.ResendMyVerificationDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      permissions {\n        id\n        name\n      }\n      locale\n      email_verified_at\n      created_at\n      status\n    }\n  }\n": typeof types.MeDocument,
    "\n  query SiteSettings($titleKey: String!, $colorKey: String!) {\n    site_title: getSetting(key: $titleKey) {\n      key\n      value\n    }\n    theme_color: getSetting(key: $colorKey) {\n      key\n      value\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      message\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n      id\n      errors {\n        field\n        key\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation VerifyEmail($id: ID!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      success\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation RequestNewVerificationLink($id: ID!, $hash: String!) {\n    requestNewVerificationLink(id: $id, hash: $hash) {\n      success\n      message\n    }\n  }\n": typeof types.RequestNewVerificationLinkDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query GetCollection($id: ID!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      version\n    }\n  }\n": typeof types.GetCollectionDocument,
    "\n  query Collections($search: String) {\n    collections(search: $search) {\n      id\n      name\n      prefix\n    }\n  }\n": typeof types.CollectionsDocument,
    "\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      success\n      message\n      id\n      errors {\n        field\n        key\n      }\n    }\n  }\n": typeof types.UpsertCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteCollectionDocument,
    "\n  query Settings($search: String) {\n    settings(search: $search) {\n      key\n      value\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  mutation UpsertSetting($key: String!, $value: String) {\n    upsertSetting(key: $key, value: $value) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n": typeof types.UpsertSettingDocument,
    "\n  query Users($search: String, $first: Int, $page: Int) {\n    users(search: $search, first: $first, page: $page) {\n      data {\n        id\n        name\n        email\n        created_at\n        email_verified_at\n        status\n        permissions {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.ActivateUserDocument,
    "\n  mutation SuspendUser($id: ID!) {\n    suspendUser(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.SuspendUserDocument,
    "\n  mutation SetUserPermissions($id: ID!, $permissions: [ID!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      success\n      message\n    }\n  }\n": typeof types.SetUserPermissionsDocument,
    "\n  mutation SendPasswordResetLink($id: ID!) {\n    sendPasswordResetLink(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.SendPasswordResetLinkDocument,
    "\n  mutation ResendVerification($id: ID!) {\n    resendVerification(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.ResendVerificationDocument,
};
const documents: Documents = {
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n": types.UpdateMeDocument,
    "\n  mutation ResendMyVerification {\n    resendMyVerification {\n      success\n      message\n    }\n  }\n": types.ResendMyVerificationDocument,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      permissions {\n        id\n        name\n      }\n      locale\n      email_verified_at\n      created_at\n      status\n    }\n  }\n": types.MeDocument,
    "\n  query SiteSettings($titleKey: String!, $colorKey: String!) {\n    site_title: getSetting(key: $titleKey) {\n      key\n      value\n    }\n    theme_color: getSetting(key: $colorKey) {\n      key\n      value\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      message\n      token\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n      id\n      errors {\n        field\n        key\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation VerifyEmail($id: ID!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      success\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation RequestNewVerificationLink($id: ID!, $hash: String!) {\n    requestNewVerificationLink(id: $id, hash: $hash) {\n      success\n      message\n    }\n  }\n": types.RequestNewVerificationLinkDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query GetCollection($id: ID!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      version\n    }\n  }\n": types.GetCollectionDocument,
    "\n  query Collections($search: String) {\n    collections(search: $search) {\n      id\n      name\n      prefix\n    }\n  }\n": types.CollectionsDocument,
    "\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      success\n      message\n      id\n      errors {\n        field\n        key\n      }\n    }\n  }\n": types.UpsertCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      success\n      message\n    }\n  }\n": types.DeleteCollectionDocument,
    "\n  query Settings($search: String) {\n    settings(search: $search) {\n      key\n      value\n    }\n  }\n": types.SettingsDocument,
    "\n  mutation UpsertSetting($key: String!, $value: String) {\n    upsertSetting(key: $key, value: $value) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n": types.UpsertSettingDocument,
    "\n  query Users($search: String, $first: Int, $page: Int) {\n    users(search: $search, first: $first, page: $page) {\n      data {\n        id\n        name\n        email\n        created_at\n        email_verified_at\n        status\n        permissions {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      success\n      message\n    }\n  }\n": types.ActivateUserDocument,
    "\n  mutation SuspendUser($id: ID!) {\n    suspendUser(id: $id) {\n      success\n      message\n    }\n  }\n": types.SuspendUserDocument,
    "\n  mutation SetUserPermissions($id: ID!, $permissions: [ID!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      success\n      message\n    }\n  }\n": types.SetUserPermissionsDocument,
    "\n  mutation SendPasswordResetLink($id: ID!) {\n    sendPasswordResetLink(id: $id) {\n      success\n      message\n    }\n  }\n": types.SendPasswordResetLinkDocument,
    "\n  mutation ResendVerification($id: ID!) {\n    resendVerification(id: $id) {\n      success\n      message\n    }\n  }\n": types.ResendVerificationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendMyVerification {\n    resendMyVerification {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendMyVerification {\n    resendMyVerification {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n      permissions {\n        id\n        name\n      }\n      locale\n      email_verified_at\n      created_at\n      status\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      email\n      permissions {\n        id\n        name\n      }\n      locale\n      email_verified_at\n      created_at\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings($titleKey: String!, $colorKey: String!) {\n    site_title: getSetting(key: $titleKey) {\n      key\n      value\n    }\n    theme_color: getSetting(key: $colorKey) {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings($titleKey: String!, $colorKey: String!) {\n    site_title: getSetting(key: $titleKey) {\n      key\n      value\n    }\n    theme_color: getSetting(key: $colorKey) {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      message\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      message\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n      id\n      errors {\n        field\n        key\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n      id\n      errors {\n        field\n        key\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($id: ID!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($id: ID!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestNewVerificationLink($id: ID!, $hash: String!) {\n    requestNewVerificationLink(id: $id, hash: $hash) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestNewVerificationLink($id: ID!, $hash: String!) {\n    requestNewVerificationLink(id: $id, hash: $hash) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCollection($id: ID!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      version\n    }\n  }\n"): (typeof documents)["\n  query GetCollection($id: ID!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Collections($search: String) {\n    collections(search: $search) {\n      id\n      name\n      prefix\n    }\n  }\n"): (typeof documents)["\n  query Collections($search: String) {\n    collections(search: $search) {\n      id\n      name\n      prefix\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      success\n      message\n      id\n      errors {\n        field\n        key\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      success\n      message\n      id\n      errors {\n        field\n        key\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings($search: String) {\n    settings(search: $search) {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query Settings($search: String) {\n    settings(search: $search) {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertSetting($key: String!, $value: String) {\n    upsertSetting(key: $key, value: $value) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertSetting($key: String!, $value: String) {\n    upsertSetting(key: $key, value: $value) {\n      success\n      message\n      errors {\n        field\n        key\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($search: String, $first: Int, $page: Int) {\n    users(search: $search, first: $first, page: $page) {\n      data {\n        id\n        name\n        email\n        created_at\n        email_verified_at\n        status\n        permissions {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users($search: String, $first: Int, $page: Int) {\n    users(search: $search, first: $first, page: $page) {\n      data {\n        id\n        name\n        email\n        created_at\n        email_verified_at\n        status\n        permissions {\n          id\n          name\n        }\n      }\n      paginatorInfo {\n        total\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendUser($id: ID!) {\n    suspendUser(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendUser($id: ID!) {\n    suspendUser(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserPermissions($id: ID!, $permissions: [ID!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserPermissions($id: ID!, $permissions: [ID!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetLink($id: ID!) {\n    sendPasswordResetLink(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordResetLink($id: ID!) {\n    sendPasswordResetLink(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($id: ID!) {\n    resendVerification(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerification($id: ID!) {\n    resendVerification(id: $id) {\n      success\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;