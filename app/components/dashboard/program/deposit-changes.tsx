import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import {
  type DepositChangesView,
  type DepositLine,
  ordinalDay,
} from "#app/domain/bank-account/deposit-changes-view.ts";

const DAYS = Array.from({ length: 28 }, (_, index) => ({
  value: String(index + 1),
  label: ordinalDay(index + 1),
}));

const DEPOSIT_COLUMNS = [
  { label: "Date" },
  { label: "Deposit" },
  { label: "Amount", numeric: true },
] as const;
const EFFECT_COLUMNS = [{ label: "Debt" }, { label: "Now" }, { label: "With this change" }] as const;

function Deposits({ caption, lines }: { caption: string; lines: DepositLine[] }) {
  return lines.length === 0 ? (
    <p className="text-slate-700">No deposit is scheduled.</p>
  ) : (
    <StackedTable
      caption={caption}
      columns={DEPOSIT_COLUMNS}
      rows={lines.map((line, index) => ({
        id: `${line.date}-${index}`,
        heading: line.date,
        cells: [line.what, line.amount],
      }))}
    />
  );
}

/**
 * The customer's changes to their deposits (issue 44): the deposits to come, three forms that
 * each ask for their effect first (GET: the page answers with the preview the server computed),
 * and, with a preview, the effect on each debt's expected month and on the end month, and the
 * confirmation, which posts the same values with the schedule's version. Without JavaScript the
 * forms are the same plain forms.
 */
export function DepositChanges({
  view,
  changed,
  refused,
}: {
  view: DepositChangesView;
  changed: boolean;
  refused: string | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const asked = view.asked;
  const errorFor = (field: string) => (view.refusal?.field === field ? view.refusal.message : undefined);
  const preview = view.preview;
  return (
    <section aria-labelledby="deposits-heading" className="space-y-6">
      <div className="space-y-2">
        <Link to="/dashboard/program" className="text-sm font-medium text-blue-800 underline">
          Back to My Program
        </Link>
        <h2 id="deposits-heading" className="text-xl font-semibold text-slate-900">
          Change your deposits
        </h2>
        <p className="text-slate-700">
          Your deposits are drawn on {view.drawnOn} of each month (the next business day when that day is a
          weekend or a holiday). A change reaches deposits from {view.cutoff.text} on: your bank needs 3
          business days&apos; notice. Each change shows its effect before you confirm it.
        </p>
        <p className="text-slate-700">Expected end of the program: {view.endMonth}</p>
        {view.skipped.length > 0 ? (
          <p className="text-slate-700">Skipped: {view.skipped.join(", ")}</p>
        ) : null}
      </div>
      {changed ? (
        <p role="status" className="rounded-md bg-green-50 p-4 font-medium text-green-900">
          Your change is confirmed. We sent you an e-mail with your new deposits.
        </p>
      ) : null}
      {view.refusal && !view.refusal.field ? (
        <PanelMessage tone="error">{view.refusal.message}</PanelMessage>
      ) : null}

      {preview ? (
        <section
          aria-labelledby="effect-heading"
          className="space-y-4 rounded-lg border-2 border-blue-800 p-4 sm:p-6"
        >
          <h3 id="effect-heading" className="text-lg font-semibold text-slate-900">
            The effect of this change
          </h3>
          <p className="text-slate-900">{preview.sentence}</p>
          <StackedTable
            caption="Expected settlement of each debt"
            columns={EFFECT_COLUMNS}
            rows={preview.debts.map((debt, index) => ({
              id: `${debt.creditor}-${index}`,
              heading: debt.creditor,
              cells: [debt.before, debt.moved ? <strong key="after">{debt.after}</strong> : debt.after],
            }))}
            foot={{
              heading: "End of the program",
              cells: [
                preview.endMonth.before,
                preview.endMonth.moved ? (
                  <strong key="end">{preview.endMonth.after}</strong>
                ) : (
                  preview.endMonth.after
                ),
              ],
            }}
          />
          <p className="text-slate-700">
            Length of the program: {preview.length.before} now; {preview.length.after} with this change.
          </p>
          <Deposits caption="Your next deposits with this change" lines={preview.deposits.after} />
          {refused ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {refused}
            </p>
          ) : null}
          <Form method="post" className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="change-deposits" />
            <input type="hidden" name="scheduleVersion" value={view.scheduleVersion} />
            {Object.entries(preview.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" size="md" disabled={busy}>
              {navigation.state === "submitting" ? "Confirming..." : "Confirm the change"}
            </Button>
            <Link
              to={`/dashboard/program/deposits/${view.accountId}`}
              className="inline-flex min-h-11 items-center font-medium text-blue-800 underline"
            >
              Cancel
            </Link>
          </Form>
        </section>
      ) : null}

      {view.open ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <Form
            method="get"
            className="space-y-3 rounded-lg border border-slate-200 p-4"
            aria-labelledby="move-heading"
          >
            <h3 id="move-heading" className="font-semibold text-slate-900">
              Move the draft day
            </h3>
            <input type="hidden" name="change" value="move-draft-day" />
            <SelectField
              label="New day of the month"
              name="day"
              options={DAYS}
              placeholder="Choose a day"
              defaultValue={
                asked.change === "move-draft-day" ? (asked.day ?? "") : String(view.draftDayChoice)
              }
              error={errorFor("day")}
              hint="Any day from the 1st to the 28th."
            />
            <Button type="submit" variant="secondary" size="md" disabled={busy}>
              See the effect of a new day
            </Button>
          </Form>

          <Form
            method="get"
            className="space-y-3 rounded-lg border border-slate-200 p-4"
            aria-labelledby="extra-heading"
          >
            <h3 id="extra-heading" className="font-semibold text-slate-900">
              Add an extra deposit
            </h3>
            <input type="hidden" name="change" value="extra" />
            <TextField
              label="Day"
              name="onDay"
              type="date"
              min={view.cutoff.day}
              max={view.latestExtra.day}
              defaultValue={asked.change === "extra" ? (asked.onDay ?? "") : ""}
              error={errorFor("onDay")}
              hint={`A business day from ${view.cutoff.text} to ${view.latestExtra.text}.`}
            />
            <TextField
              label="Amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={asked.change === "extra" ? (asked.amount ?? "") : ""}
              error={errorFor("amount")}
              hint="From $25.00 to $10,000.00, drawn once from the same bank account."
            />
            <Button type="submit" variant="secondary" size="md" disabled={busy}>
              See the effect of an extra deposit
            </Button>
          </Form>

          <Form
            method="get"
            className="space-y-3 rounded-lg border border-slate-200 p-4"
            aria-labelledby="skip-heading"
          >
            <h3 id="skip-heading" className="font-semibold text-slate-900">
              Skip a month
            </h3>
            {view.nextDeposit ? (
              <>
                <input type="hidden" name="change" value="skip" />
                <input type="hidden" name="depositId" value={view.nextDeposit.id} />
                <p className="text-slate-700">
                  Skip your deposit of {view.nextDeposit.amount} on {view.nextDeposit.date}. You can skip one
                  deposit in any 6 months; it is made up at the end of your program.
                </p>
                {errorFor("depositId") ? (
                  <p role="alert" className="text-sm font-medium text-red-800">
                    {errorFor("depositId")}
                  </p>
                ) : null}
                <Button type="submit" variant="secondary" size="md" disabled={busy}>
                  See the effect of skipping it
                </Button>
              </>
            ) : (
              <p className="text-slate-700">No deposit is scheduled 3 business days or more from today.</p>
            )}
          </Form>
        </div>
      ) : null}

      <Deposits caption="Your next deposits" lines={view.upcoming} />
      <p className="text-sm text-slate-600">This is a demonstration: no money moves.</p>
    </section>
  );
}
