import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import type { SettingsIntent, SettingsReply } from "#app/domain/admin/settings.ts";

/**
 * A form of Admin Settings posting without leaving the page (or as a page without JavaScript):
 * its fetcher, whether it is busy, the server's answer to it, shown once as a toast.
 */
export function useSettingsAction(intent: SettingsIntent, key: string = intent) {
  const fetcher = useFetcher<SettingsReply>({ key });
  const posted = useActionData<SettingsReply>();
  const reply = fetcher.data ?? (posted?.intent === intent ? posted : undefined);
  const answer = reply?.intent === intent ? reply : undefined;
  useEffect(() => {
    if (answer?.message) notify(answer.ok ? "success" : "error", answer.message);
  }, [answer]);
  return { fetcher, busy: fetcher.state !== "idle", answer };
}
