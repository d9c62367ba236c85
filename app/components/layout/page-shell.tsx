import type { ReactNode } from "react";

/** The standard page frame: a tinted intro band with the page's only h1, then the content. */
export function PageShell({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="bg-blue-50">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {intro ? <div className="mt-4 text-lg text-slate-700">{intro}</div> : null}
        </div>
      </div>
      {children ? (
        <div className="mx-auto max-w-4xl space-y-6 px-4 py-12 text-slate-700">{children}</div>
      ) : null}
    </>
  );
}
