import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useReplyToast } from "#app/components/ui/use-fetcher-action.ts";
import {
  DEMO_ADVANCES,
  DEMO_WORDS,
  type DemoActionData,
  type DemoStatus,
} from "#app/domain/demo/demo-clock.ts";

/**
 * The demonstration's clock (`npm run demo` only): where it is, and a day, a week or a month
 * ahead. One form posted to the page (it works without JavaScript too); the answer is said on
 * the page and, with JavaScript, in a toast.
 */
export function DemoClockPage({ status, reply }: { status: DemoStatus; reply: DemoActionData | undefined }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "advance";
  useReplyToast(reply, { toastId: "demo-advance" });
  return (
    <section aria-labelledby="demo-title" className="max-w-3xl space-y-6">
      <h1 id="demo-title" className="text-2xl font-bold text-slate-900">
        {DEMO_WORDS.title}
      </h1>
      <p className="text-lg text-slate-900" data-testid="demo-today">
        {DEMO_WORDS.today(status)}
      </p>
      <p className="text-slate-700">{DEMO_WORDS.explain}</p>
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="advance" />
        {DEMO_ADVANCES.map((choice) => (
          <Button key={choice.days} type="submit" name="days" value={String(choice.days)} disabled={pending}>
            {choice.label}
          </Button>
        ))}
      </Form>
      <p role="status" className={reply && !reply.ok ? "text-red-800" : "text-slate-700"}>
        {pending ? "The days are passing..." : (reply?.message ?? "")}
      </p>
    </section>
  );
}
