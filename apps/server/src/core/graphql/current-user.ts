/** The interface's languages, as a request asks for them (the `locale` header). */
export type Locale = 'en' | 'de';

/** The signed-in user of a request, resolved from its bearer token. */
export type CurrentUser = {
  id: number;
  name: string;
  email: string;
  locale: string | null;
  permissionIds: number[];
  /** The login token row that authenticated this request (logout revokes it). */
  tokenId: number;
};
