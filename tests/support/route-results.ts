/** A route action's result: a Response (redirect) or `data(body, init)`. */
export interface ActionOutcome<T> {
  status: number;
  body: T | undefined;
  headers: Headers;
  location: string | null;
}

export async function outcome<T>(run: () => Promise<unknown>): Promise<ActionOutcome<T>> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    // A resource route's JSON (as /auth/passkey answers) is read; any other body is not.
    const json = result.headers.get("Content-Type")?.includes("application/json");
    return {
      status: result.status,
      body: json ? ((await result.clone().json()) as T) : undefined,
      headers: result.headers,
      location: result.headers.get("Location"),
    };
  }
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: T; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers), location: null };
  }
  return { status: 200, body: result as T, headers: new Headers(), location: null };
}
