import { lazy } from "react";

// The open row's details load with the first row opened, not with the list: their forms (a debt
// account's, with the wizard's rules; the plan's terms) check with Zod schemas, which the list's
// rows never need (issue 42: no Zod in a page that needs none). No Suspense boundary of its own:
// the server's HTML waits for it, hydration keeps the server's rows until it is there, and a
// navigation that opens a row keeps showing the page until it is.

/** Starts loading the details' code (as a row is asked for, alongside the row's data). */
export const preloadApplicationDetails = () => import("./application-details.tsx");

export const ApplicationDetails = lazy(() =>
  preloadApplicationDetails().then((module) => ({ default: module.ApplicationDetails })),
);
