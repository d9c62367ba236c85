import { ErrorPanel } from "#app/components/errors/error-panel.tsx";

/** What a room of the customer's area shows when its loader or render fails: the way back to My Applications. */
export function RoomError({ error }: { error: unknown }) {
  return (
    <ErrorPanel
      error={error}
      headingLevel={2}
      wayBack={{ href: "/dashboard", label: "Back to My Applications" }}
    />
  );
}
