import { lazy, Suspense, useSyncExternalStore } from "react";

// Toasts (react-hot-toast: top-center, the spec's durations and limit are its defaults),
// loaded only when the first toast is shown, so pages without one do not pay for it.

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const LazyToaster = lazy(() =>
  import("react-hot-toast").then(({ Toaster }) => ({ default: () => <Toaster position="top-center" /> })),
);

/** Shows a toast; `id` keeps one message from showing twice. */
export function notify(type: "success" | "error", message: string, id?: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import("react-hot-toast").then(({ toast }) => {
    if (type === "error") toast.error(message, { id });
    else toast.success(message, { id });
  });
}

export function AppToaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
