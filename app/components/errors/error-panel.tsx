import { isRouteErrorResponse, useLocation } from "react-router";

// What a person sees when a page or a part of it fails: a status, one plain sentence, a way
// to try again and a way back. Never a stack trace or an error's message (they can hold other
// people's data and help nobody here); the server has logged the failure (entry.server.tsx).

export interface WayBack {
  href: string;
  label: string;
}

export interface ErrorText {
  status: number;
  title: string;
  message: string;
}

/** The words for an error a route threw: its status when it is an HTTP answer, else 500. */
export function errorText(error: unknown): ErrorText {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return { status, title: "Page Not Found", message: "The page you are looking for does not exist." };
  }
  if (status >= 400 && status < 500) {
    return {
      status,
      title: "This request could not be completed",
      message: "Please check the address or go back and try again.",
    };
  }
  return {
    status,
    title: "Something went wrong",
    message: "We could not complete your request. Please try again in a moment.",
  };
}

interface ErrorPanelProps {
  error: unknown;
  /** Where to go instead: home, the dashboard, the admin dashboard. */
  wayBack: WayBack;
  /** The heading level: 1 when the panel is the page, 2 inside a page that has its own. */
  headingLevel?: 1 | 2;
}

/** A failed page or area, in place: the rest of the page (header, sidebar) stays usable. */
export function ErrorPanel({ error, wayBack, headingLevel = 1 }: ErrorPanelProps) {
  const { pathname, search } = useLocation();
  const { title, message, status } = errorText(error);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <Heading id="error-title" className="text-3xl font-bold text-slate-900">
        {title}
      </Heading>
      <p className="mt-4 text-slate-700">{message}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {status === 404 ? null : (
          // A plain link: a full new request, whatever state the page is in.
          <a
            href={`${pathname}${search}`}
            className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900"
          >
            Try again
          </a>
        )}
        <a href={wayBack.href} className="font-semibold text-blue-800 underline">
          {wayBack.label}
        </a>
      </div>
    </section>
  );
}
