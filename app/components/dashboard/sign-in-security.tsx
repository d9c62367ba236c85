import { TwoFactorCard } from "#app/components/account/two-factor-card.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import type { Loaded, SecurityView } from "#app/domain/dashboard/views.ts";
import { PasskeysCard } from "./passkeys-card.tsx";
import { useSessionEnded } from "./session-context.ts";
import { SessionsCard } from "./sessions-card.tsx";

/**
 * Sign-In and Security (Profile Settings, issue 20): how the account is signed in to and where it
 * is signed in now. A second factor or a passkey for every customer, as the FTC's Safeguards Rule
 * asks of anyone reaching customer information.
 */
export function SignInSecurity({ security }: { security: Loaded<SecurityView> }) {
  const onSignedOut = useSessionEnded();
  return (
    <section aria-labelledby="sign-in-security-heading" className="mt-10 max-w-3xl space-y-6">
      <h2 id="sign-in-security-heading" className="text-xl font-semibold text-slate-900">
        Sign-In and Security
      </h2>
      {security.ok ? (
        <>
          <TwoFactorCard
            enabled={security.value.twoFactorEnabled}
            required={false}
            where="every sign-in with your password"
            onSignedOut={onSignedOut}
            headingLevel={3}
          />
          <PasskeysCard passkeys={security.value.passkeys} />
          <SessionsCard sessions={security.value.sessions} />
        </>
      ) : (
        <PanelMessage tone="error">{security.message}</PanelMessage>
      )}
    </section>
  );
}
