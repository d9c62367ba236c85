import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { LogOut, Phone } from "#app/components/ui/icons.tsx";
import { type SiteConfig, telHref } from "#app/config/site.ts";
import { ACCOUNT_LINKS } from "#app/content/navigation.ts";

export interface HeaderUser {
  email: string;
}

/** 'Sign Out' posts a form, so it works before (or without) JavaScript. */
export function SignOutButton({ className }: { className?: string }) {
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === ACCOUNT_LINKS.signOut.href;
  return (
    <Form method="post" action={ACCOUNT_LINKS.signOut.href} className={className}>
      <Button type="submit" variant="ghost" disabled={signingOut} aria-busy={signingOut} className="w-full">
        <LogOut aria-hidden="true" className="size-4" />
        {ACCOUNT_LINKS.signOut.label}
      </Button>
    </Form>
  );
}

/** 'My Account' and 'Sign Out' when signed in, otherwise 'Sign In'. */
export function AccountActions({ user, className }: { user: HeaderUser | null; className?: string }) {
  if (!user) {
    return (
      <div className={className}>
        <ButtonLink to={ACCOUNT_LINKS.signIn.href} variant="secondary">
          {ACCOUNT_LINKS.signIn.label}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className={className}>
      <ButtonLink to={ACCOUNT_LINKS.myAccount.href} variant="secondary">
        {ACCOUNT_LINKS.myAccount.label}
      </ButtonLink>
      <SignOutButton />
    </div>
  );
}

/** The phone number as a `tel:` link; `compact` shows only the icon (below the `sm` width). */
export function PhoneLink({ site, compact = false }: { site: SiteConfig; compact?: boolean }) {
  return (
    <a
      href={telHref(site.phone)}
      aria-label={compact ? `Call ${site.phone}` : undefined}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-semibold text-blue-800 hover:bg-blue-50"
    >
      <Phone aria-hidden="true" className="size-5" />
      {compact ? null : <span>{site.phone}</span>}
    </a>
  );
}
