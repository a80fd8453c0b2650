import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../core/context.js';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** The answer of deletes and other actions. */
export type ActionResult = {
  __typename?: 'ActionResult';
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type Collection = {
  __typename?: 'Collection';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
  /** Optimistic-concurrency version; send it back with the next save. */
  version: Scalars['Int']['output'];
};

export type CollectionInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A validation failure: the input field (dotted path for children, e.g. `attributions.0.person`) and the spec message key. */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  key: Scalars['String']['output'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
  token?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  activateUser: ActionResult;
  deleteCollection: ActionResult;
  login: LoginResult;
  /** Revokes the token of this request. */
  logout: ActionResult;
  /** Creates an active account without permissions and mails a verification link (APP_URL/auth/verify/{id}/{hash}). */
  register: SaveResult;
  /** Sends a fresh verification link to the owner of an expired one (the old link proves the address). */
  requestNewVerificationLink: ActionResult;
  /** Mails a reset link when the address belongs to an active account; answers the same either way. */
  requestPasswordReset: ActionResult;
  /** Sends a new verification link to the signed-in user. */
  resendMyVerification: ActionResult;
  /** Sends a new verification link to a user (administrators). */
  resendVerification: ActionResult;
  /** Follows a reset link (valid 60 minutes, once): sets the password and ends every session of the account. */
  resetPassword: SaveResult;
  sendPasswordResetLink: ActionResult;
  /** Replaces the account's permissions (ids 1 admin, 2 contributor, 3 guest). The last administrator stays one. */
  setUserPermissions: ActionResult;
  /** Suspends an account and ends all its sessions at once. Nobody can suspend themself. */
  suspendUser: ActionResult;
  /** The signed-in user changes their own name, locale or password. */
  updateMe: SaveResult;
  upsertCollection: SaveResult;
  /** Creates or changes a setting. theme_color must be a colour #RRGGBB. */
  upsertSetting: SaveResult;
  /** Follows a verification link: marks the address verified and grants guest. Links expire after 24 h and work once. */
  verifyEmail: ActionResult;
};


export type MutationActivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCollectionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestNewVerificationLinkArgs = {
  hash: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendVerificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSendPasswordResetLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetUserPermissionsArgs = {
  id: Scalars['ID']['input'];
  permissions: Array<Scalars['ID']['input']>;
};


export type MutationSuspendUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};


export type MutationUpsertCollectionArgs = {
  input: CollectionInput;
};


export type MutationUpsertSettingArgs = {
  key: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};


export type MutationVerifyEmailArgs = {
  hash: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type PaginatorInfo = {
  __typename?: 'PaginatorInfo';
  currentPage: Scalars['Int']['output'];
  lastPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A permission row: 1 admin, 2 contributor, 3 guest (a lower id implies the broader roles). */
export type Permission = {
  __typename?: 'Permission';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** All collections ordered by name, optionally filtered by a case-insensitive search in name and prefix. */
  collections: Array<Collection>;
  getCollection?: Maybe<Collection>;
  /** One website setting by key (public: site_title, theme_color, …); null when unknown. */
  getSetting?: Maybe<Setting>;
  /** The signed-in user, or null for a visitor. */
  me?: Maybe<User>;
  /** Always true; lets a client check that the API answers. */
  ping: Scalars['Boolean']['output'];
  /** All settings ordered by key, optionally filtered by key or value (administrators). */
  settings: Array<Setting>;
  /** Accounts ordered by name, searched in name and e-mail; `first` per page (at most 100). */
  users: UserPage;
};


export type QueryCollectionsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetCollectionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetSettingArgs = {
  key: Scalars['String']['input'];
};


export type QuerySettingsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A reference to another record, by its id. */
export type RefInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type RegisterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** Preferred interface and mail language: en or de. */
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Roles of spec §6; a broader role includes the narrower ones (admin ⊃ contributor ⊃ guest). */
export type Role =
  | 'admin'
  | 'contributor'
  | 'guest';

/** The answer of every upsert: on success the id of the saved record, on failure a message and the field errors. */
export type SaveResult = {
  __typename?: 'SaveResult';
  errors: Array<FieldError>;
  id?: Maybe<Scalars['ID']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type Setting = {
  __typename?: 'Setting';
  key: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type UpdateMeInput = {
  /** Required when changing the password. */
  current_password?: InputMaybe<Scalars['String']['input']>;
  /** en or de; null follows the browser. */
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new password (leave empty to keep the current one). */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  /** Registration date (ISO 8601). */
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  email_verified_at?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  locale?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  status: UserStatus;
};

export type UserPage = {
  __typename?: 'UserPage';
  data: Array<User>;
  paginatorInfo: PaginatorInfo;
};

export type UserStatus =
  | 'active'
  | 'suspended';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionResult: ResolverTypeWrapper<ActionResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Collection: ResolverTypeWrapper<Collection>;
  CollectionInput: CollectionInput;
  FieldError: ResolverTypeWrapper<FieldError>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PaginatorInfo: ResolverTypeWrapper<PaginatorInfo>;
  Permission: ResolverTypeWrapper<Permission>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefInput: RefInput;
  RegisterInput: RegisterInput;
  Role: Role;
  SaveResult: ResolverTypeWrapper<SaveResult>;
  Setting: ResolverTypeWrapper<Setting>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateMeInput: UpdateMeInput;
  User: ResolverTypeWrapper<User>;
  UserPage: ResolverTypeWrapper<UserPage>;
  UserStatus: UserStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  Boolean: Scalars['Boolean']['output'];
  Collection: Collection;
  CollectionInput: CollectionInput;
  FieldError: FieldError;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  PaginatorInfo: PaginatorInfo;
  Permission: Permission;
  Query: Record<PropertyKey, never>;
  RefInput: RefInput;
  RegisterInput: RegisterInput;
  SaveResult: SaveResult;
  Setting: Setting;
  String: Scalars['String']['output'];
  UpdateMeInput: UpdateMeInput;
  User: User;
  UserPage: UserPage;
};

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresDirectiveArgs = {
  role: Role;
};

export type RequiresDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = RequiresDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateUser?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationActivateUserArgs, 'id'>>;
  deleteCollection?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteCollectionArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestNewVerificationLink?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestNewVerificationLinkArgs, 'hash' | 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendMyVerification?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
  resendVerification?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  sendPasswordResetLink?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSendPasswordResetLinkArgs, 'id'>>;
  setUserPermissions?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetUserPermissionsArgs, 'id' | 'permissions'>>;
  suspendUser?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSuspendUserArgs, 'id'>>;
  updateMe?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
  upsertCollection?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertCollectionArgs, 'input'>>;
  upsertSetting?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationUpsertSettingArgs, 'key'>>;
  verifyEmail?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'hash' | 'id'>>;
};

export type PaginatorInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaginatorInfo'] = ResolversParentTypes['PaginatorInfo']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  collections?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType, Partial<QueryCollectionsArgs>>;
  getCollection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryGetCollectionArgs, 'id'>>;
  getSetting?: Resolver<Maybe<ResolversTypes['Setting']>, ParentType, ContextType, RequireFields<QueryGetSettingArgs, 'key'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType, Partial<QuerySettingsArgs>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first' | 'page'>>;
};

export type SaveResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveResult'] = ResolversParentTypes['SaveResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Setting'] = ResolversParentTypes['Setting']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email_verified_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  data?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActionResult?: ActionResultResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PaginatorInfo?: PaginatorInfoResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SaveResult?: SaveResultResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
  requires?: RequiresDirectiveResolver<any, any, ContextType>;
};
