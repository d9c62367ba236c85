import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "#app/config/site.ts";
import type { SessionStatus } from "#app/domain/session/status.ts";

// What the root loader (app/root.tsx) gives every page. Components read it through this
// hook, never by importing the root route (the linter keeps components out of app/routes
// and app/root.tsx: dependencies point one way).

export interface RootUser {
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
}

export interface RootFlash {
  id: string;
  type: "success" | "error";
  message: string;
}

export interface RootData {
  user: RootUser | null;
  /** How long the signed-in session has left when the page was loaded (the timeout warning starts from it). */
  session: SessionStatus | null;
  flash: RootFlash | null;
  site: SiteConfig;
  publicUrl: string;
}

/** The root loader's data, or undefined where no root loader ran (an error page). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
