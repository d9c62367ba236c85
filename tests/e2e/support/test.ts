// The end-to-end tests' `test` and `expect`: Playwright's, with people to test as.
//
// Personas are users the e2e server writes straight into its database with a better-auth
// session (persona-store.ts), so a test starts signed in without the sign-up and sign-in
// forms (those are tested once, in accounts.spec.ts). Everything a fixture makes is undone
// when the test ends: personas removed, browser contexts closed, HTTP clients disposed.
//
//   customer       a verified customer signed in on the test's own `page` ({ user, page, context, api });
//                  `test.use({ customerOptions: { emailVerified: false } })` changes who they are
//   admin          an admin signed in, in a browser context of its own (so it can sit beside `customer`)
//   asCustomer()   another signed-in customer, each in a new context; options as for `persona`,
//   asAdmin()      plus `context` for the browser context's options (viewport…)
//   persona()      a user with a session no browser holds yet: { email, password, …, session };
//                  `signedIn: false` makes no session (for a test that types the password)
//   newContext()   a browser context, signed in as a persona if one is given
//   newApiClient() an HTTP client with our Origin header, signed in as a persona if one is given
//   workerApiClient() the same for a whole worker (test.beforeAll), the persona made from options
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from "@playwright/test";
import {
  type ApiClientOptions,
  createPersona,
  newApiClient,
  type Persona,
  type PersonaOptions,
  removePersona,
  signInContext,
} from "./personas.ts";
import { recordTypedIn } from "./typed-values.ts";

export { expect } from "@playwright/test";
export type { Persona, PersonaOptions } from "./personas.ts";

export interface SignedIn {
  user: Persona;
  context: BrowserContext;
  page: Page;
  /** An HTTP client holding the same session. */
  api: APIRequestContext;
}

export interface SignInOptions extends PersonaOptions {
  context?: BrowserContextOptions;
}

interface TestFixtures {
  customerOptions: PersonaOptions;
  persona: (options?: PersonaOptions) => Promise<Persona>;
  newContext: (options?: BrowserContextOptions, as?: Persona) => Promise<BrowserContext>;
  newApiClient: (options?: ApiClientOptions, as?: Persona) => Promise<APIRequestContext>;
  asCustomer: (options?: SignInOptions) => Promise<SignedIn>;
  asAdmin: (options?: SignInOptions) => Promise<SignedIn>;
  customer: SignedIn;
  admin: SignedIn;
}

interface WorkerFixtures {
  /** A visitor's HTTP client, or a new persona's when options are given; kept for the worker's life. */
  workerApiClient: (as?: PersonaOptions) => Promise<APIRequestContext>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  customerOptions: [{}, { option: true }],

  // What a test types in its pages is recorded for the log canary (typed-values.ts, log-canary.ts).
  context: async ({ context }, use) => {
    await recordTypedIn(context);
    await use(context);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and this one has none.
  persona: async ({}, use) => {
    const made: Persona[] = [];
    await use(async (options) => {
      const persona = await createPersona(options);
      made.push(persona);
      return persona;
    });
    await Promise.all(made.map(removePersona));
  },

  newContext: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options, as) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      await recordTypedIn(context);
      if (as) await signInContext(context, as);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  newApiClient: async ({ playwright }, use) => {
    const clients: APIRequestContext[] = [];
    await use(async (options, as) => {
      const client = await newApiClient(playwright.request, options, as);
      clients.push(client);
      return client;
    });
    await Promise.all(clients.map((client) => client.dispose()));
  },

  asCustomer: async ({ persona, newContext, newApiClient }, use) => {
    await use(async ({ context: contextOptions, ...options } = {}) => {
      const user = await persona(options);
      const context = await newContext(contextOptions, user);
      return { user, context, page: await context.newPage(), api: await newApiClient({}, user) };
    });
  },

  asAdmin: async ({ asCustomer }, use) => {
    await use((options = {}) => asCustomer({ ...options, admin: true }));
  },

  customer: async ({ customerOptions, persona, context, page, newApiClient }, use) => {
    const user = await persona(customerOptions);
    await signInContext(context, user);
    await use({ user, context, page, api: await newApiClient({}, user) });
  },

  admin: async ({ asAdmin }, use) => {
    await use(await asAdmin());
  },

  workerApiClient: [
    async ({ playwright }, use) => {
      const personas: Persona[] = [];
      const clients: APIRequestContext[] = [];
      await use(async (options) => {
        const persona = options ? await createPersona(options) : undefined;
        if (persona) personas.push(persona);
        const client = await newApiClient(playwright.request, {}, persona);
        clients.push(client);
        return client;
      });
      await Promise.all(clients.map((client) => client.dispose()));
      await Promise.all(personas.map(removePersona));
    },
    { scope: "worker" },
  ],
});
