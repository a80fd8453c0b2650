// Test answers are checked field by field by the assertions, so `any` is the honest type here.
export type GraphQLResponse<T = Record<string, any>> = {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

export type RequestOptions = { locale?: string; xsrf?: string | null; token?: string | null };

/**
 * An HTTP client that behaves like the web application: it keeps the XSRF-TOKEN cookie the server
 * issues and echoes it in X-XSRF-TOKEN, sends the bearer token and the locale header.
 */
export class ApiClient {
  token: string | null = null;
  locale = 'en';
  private constructor(
    readonly url: string,
    readonly xsrfToken: string,
  ) {}

  /** Opens a "browser session": one GET that makes the server issue the XSRF cookie. */
  static async connect(url: string): Promise<ApiClient> {
    const response = await fetch(`${url}/healthz`);
    const cookie = response.headers.get('set-cookie') ?? '';
    const match = cookie.match(/XSRF-TOKEN=([^;]+)/);
    if (!match) throw new Error('the server issued no XSRF-TOKEN cookie');
    return new ApiClient(url, match[1]);
  }

  headers(options: RequestOptions = {}): Record<string, string> {
    const token = options.token === undefined ? this.token : options.token;
    const xsrf = options.xsrf === undefined ? this.xsrfToken : options.xsrf;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${this.xsrfToken}`,
      locale: options.locale ?? this.locale,
    };
    if (xsrf !== null) headers['x-xsrf-token'] = xsrf;
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  }

  /** Posts any body as it is (for malformed-input tests); answers status and parsed JSON. */
  async raw(body: string, options: RequestOptions & { contentType?: string } = {}) {
    const headers = this.headers(options);
    if (options.contentType) headers['content-type'] = options.contentType;
    const response = await fetch(`${this.url}/graphql`, { method: 'POST', headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, text, json };
  }

  async gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<T>> {
    const { status, json, text } = await this.raw(JSON.stringify({ query, variables }), options);
    if (json === null) throw new Error(`not JSON (HTTP ${status}): ${text.slice(0, 200)}`);
    return json as GraphQLResponse<T>;
  }

  /** Like gql, but fails the test on any GraphQL error. */
  async data<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<T> {
    const response = await this.gql<T>(query, variables, options);
    if (response.errors?.length)
      throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`);
    return response.data as T;
  }

  async batch(
    operations: { query: string; variables?: Record<string, unknown> }[],
    options?: RequestOptions,
  ) {
    return this.raw(JSON.stringify(operations), options);
  }

  /**
   * Sends a GraphQL multipart request (the files' places in `variables` must hold null): each
   * file goes at the variable path its key names, e.g. { 'input.file': { name, content } }.
   */
  async upload(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, { name: string; content: Blob | Uint8Array<ArrayBuffer> | string }>,
    options: RequestOptions = {},
  ) {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query, variables }));
    const keys = Object.keys(files);
    form.set(
      'map',
      JSON.stringify(Object.fromEntries(keys.map((path, i) => [String(i), [`variables.${path}`]]))),
    );
    keys.forEach((path, i) => {
      const { name, content } = files[path];
      form.set(String(i), content instanceof Blob ? content : new Blob([content]), name);
    });
    const headers = this.headers(options);
    delete headers['content-type'];
    const response = await fetch(`${this.url}/graphql`, { method: 'POST', headers, body: form });
    const text = await response.text();
    let json: GraphQLResponse | null;
    try {
      json = JSON.parse(text) as GraphQLResponse;
    } catch {
      json = null;
    }
    return { status: response.status, text, json };
  }

  async login(email: string, password: string): Promise<string> {
    const { login } = await this.data<{
      login: { success: boolean; token: string | null; message: string };
    }>(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { success message token } }',
      { email, password },
    );
    if (!login.success || !login.token) throw new Error(`login failed: ${login.message}`);
    this.token = login.token;
    return login.token;
  }
}
