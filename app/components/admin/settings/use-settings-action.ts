import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import type { SettingsIntent, SettingsReply } from "#app/domain/admin/settings.ts";

/**
 * A form of Admin Settings posting without leaving the page (or as a page without JavaScript):
 * its fetcher, whether it is busy, the server's answer to it, shown once as a toast.
 */
export function useSettingsAction(intent: SettingsIntent, key: string = intent) {
  const { fetcher, busy, answer } = useFetcherAction<SettingsReply>({ key, intent });
  return { fetcher, busy, answer };
}
