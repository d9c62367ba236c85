import { Link } from "react-router";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { isoDay } from "#app/domain/application/dates.ts";
import { STATE_HELP, stateNotAvailable } from "#app/domain/application/messages.ts";
import { findState, STATES } from "#app/domain/states.ts";
import { MoneyField } from "../money-field.tsx";
import type { StepProps } from "../step-props.ts";

const STATE_OPTIONS = STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * Where to turn instead, for a state where the program is not offered (issue 21): the state
 * table, and nonprofit credit counseling through the NFCC.
 */
function StateHelp() {
  return (
    <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p className="font-semibold">What you can do instead</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>
          See the states where our program is offered on our{" "}
          <Link to={STATE_HELP.availabilityPath} className="font-medium text-blue-800 underline">
            State Availability page
          </Link>
          .
        </li>
        <li>
          Talk to a nonprofit credit counselor: the{" "}
          <a
            href={STATE_HELP.counselingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-blue-800 underline"
          >
            National Foundation for Credit Counseling (NFCC)
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          offers free or low-cost counseling and debt management plans.
        </li>
      </ul>
    </div>
  );
}

/**
 * Step 6. The state is asked beside the address: a state where the program is not offered is
 * told so at once, with where to turn instead, and the server refuses it with the same words.
 * The SSN's last four digits are masked as typed and limited to four characters; they are never
 * kept in browser storage (decisions.md).
 */
export function AdditionalDetailsStep({ values, errors, dispatch }: StepProps) {
  const state = findState(values.state);
  const notOffered = state?.availability === "not-available";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        required
        hint="Street, city and ZIP code"
        value={values.address}
        error={errors.address}
        onChange={(e) => dispatch({ type: "set", field: "address", value: e.target.value })}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SelectField
          label="State"
          name="state"
          autoComplete="address-level1"
          placeholder="Select your state"
          options={STATE_OPTIONS}
          required
          value={values.state}
          error={errors.state ?? (state && notOffered ? stateNotAvailable(state.name) : undefined)}
          onChange={(e) => dispatch({ type: "set", field: "state", value: e.target.value })}
          className="max-w-md"
        />
        {notOffered ? <StateHelp /> : null}
      </div>
      <TextField
        label="Date of Birth"
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        required
        max={isoDay(new Date())}
        value={values.dateOfBirth}
        error={errors.dateOfBirth}
        onChange={(e) => dispatch({ type: "set", field: "dateOfBirth", value: e.target.value })}
      />
      <TextField
        label="Last 4 Digits of SSN"
        name="ssnLastFour"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        required
        value={values.ssnLastFour}
        error={errors.ssnLastFour}
        onChange={(e) => dispatch({ type: "set", field: "ssnLastFour", value: e.target.value.slice(0, 4) })}
      />
      <MoneyField
        label="Total Debt Amount"
        name="debtAmount"
        required
        hint="In US dollars, for example 15,000"
        value={values.debtAmount}
        error={errors.debtAmount}
        onValueChange={(value, reformat) => dispatch({ type: "set", field: "debtAmount", value, reformat })}
      />
    </div>
  );
}
