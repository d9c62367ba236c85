import { useEffect, useState } from "react";

/**
 * False during server rendering and the first client render, true once React has hydrated.
 * Lets a widget render its no-JavaScript form first (for example every slide at once)
 * and switch to its interactive form only when its controls can work.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
