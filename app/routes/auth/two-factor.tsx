import { useActionData, useLocation } from "react-router";
import { TwoFactorForm } from "#app/components/auth/two-factor-form.tsx";
import { verifySecondStep } from "#app/server/two-factor-sign-in.server.ts";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => [
  { title: "Two-Factor Sign-In | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  return verifySecondStep(request, context, await request.formData());
}

export default function TwoFactorPage() {
  const reply = useActionData<typeof action>();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const mode = params.get("mode") === "recovery" ? "recovery" : "totp";
  const other = new URLSearchParams(params);
  if (mode === "totp") other.set("mode", "recovery");
  else other.delete("mode");
  return (
    <TwoFactorForm
      key={mode}
      mode={mode}
      reply={reply}
      otherModeHref={`?${other}`}
      signInHref={params.get("area") === "admin" ? "/admin/auth" : "/auth"}
    />
  );
}
