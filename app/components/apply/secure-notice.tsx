import { __iconData as lockKeyholeIcon } from "lucide-react/icons/lock-keyhole";
import { CertificationBadges } from "#app/components/marketing/certification-badges.tsx";
import { lucide } from "#app/components/ui/icons.tsx";

const LockKeyhole = lucide(lockKeyholeIcon);

/** The 'Secure Application' notice and the trust badges beside the wizard (spec section 2). */
export function SecureNotice() {
  return (
    <aside
      aria-labelledby="secure-application-heading"
      className="rounded-lg border border-green-200 bg-green-50 p-4"
    >
      <h2 id="secure-application-heading" className="flex items-center gap-2 font-semibold text-green-900">
        <LockKeyhole aria-hidden="true" className="size-5" />
        Secure Application
      </h2>
      <p className="mt-1 text-sm text-green-900">
        Your information is protected with bank-level security and encryption. We never sell your data.
      </p>
      <CertificationBadges />
    </aside>
  );
}
