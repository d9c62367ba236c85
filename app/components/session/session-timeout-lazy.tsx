import { lazy, Suspense } from "react";
import { useRootData } from "#app/components/root-data.ts";

const SessionTimeout = lazy(() =>
  import("./session-timeout.tsx").then((module) => ({ default: module.SessionTimeout })),
);

/**
 * The idle-timeout warning (session-timeout.tsx), loaded only for a signed-in person: a visitor's
 * pages do not download its clock and dialog (the public pages' JavaScript budget).
 */
export function SessionTimeoutWhenSignedIn() {
  const root = useRootData();
  if (!root?.user) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeout />
    </Suspense>
  );
}
