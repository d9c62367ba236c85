import { type ClientActionFunctionArgs, data, isRouteErrorResponse } from "react-router";

// A form whose send never reached the server, or whose answer never came back (no network, the
// connection dropped), is answered here in the browser (issue 42; decisions.md: "nothing lost on a
// failed request"). Without this, React Router shows the route's error boundary in place of the
// page, and what was typed goes with the form. The answer is the form's own refusal, with a
// status that tells the router not to read the page again (it would fail the same way); what was
// typed stays in the fields. A failure of the server's own (any 5xx: its error, a proxy's 502) is
// answered the same way: the person keeps what they typed and may send it again. A redirect or
// any other answer of the server passes on as it came.

/** The route's clientAction: the server's answer, or `unreachable(form)` when there was none. */
export function answerWhenUnreachable<Reply>(unreachable: (form: FormData) => Reply) {
  return async ({ request, serverAction }: ClientActionFunctionArgs) => {
    // Read before sending: the body can be read once.
    const form = await request.clone().formData();
    try {
      return await serverAction();
    } catch (error) {
      const status = error instanceof Response || isRouteErrorResponse(error) ? error.status : null;
      if (status !== null && status < 500) throw error;
      return data(unreachable(form), { status: 503 });
    }
  };
}
