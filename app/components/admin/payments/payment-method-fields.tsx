import { TextField } from "#app/components/ui/text-field.tsx";
import type { FieldProps } from "#app/components/ui/use-form.ts";
import type { PaymentMethodField } from "#app/domain/payment-method/form.ts";

type Bind = (name: PaymentMethodField) => FieldProps;

// The digits are typed for someone else: the browser must neither offer the admin's own card
// nor remember these (autoComplete off), and they are never sent back by the server.
const digits = { inputMode: "numeric", autoComplete: "off", spellCheck: false } as const;

/** Spec section 5, "Payment method (credit)": card number, expiry, CVV, name on card. */
export function CardFields({ field }: { field: Bind }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...field("cardName")} label="Name on Card" autoComplete="off" className="sm:col-span-2" />
      <TextField
        {...field("cardNumber")}
        {...digits}
        label="Card Number"
        hint="16 digits; spaces are allowed"
        maxLength={23}
        className="sm:col-span-2"
      />
      <TextField {...field("expiryDate")} label="Expiry Date" hint="MM/YY" maxLength={5} autoComplete="off" />
      <TextField {...field("cvv")} {...digits} label="CVV" hint="3 or 4 digits" maxLength={4} />
    </div>
  );
}

/** Spec section 5, "Payment method (bank)": account number, routing number, account name. */
export function BankFields({ field }: { field: Bind }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...field("accountName")}
        label="Account Name"
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField
        {...field("accountNumber")}
        {...digits}
        label="Account Number"
        hint="8 to 17 digits"
        maxLength={21}
      />
      <TextField
        {...field("routingNumber")}
        {...digits}
        label="Routing Number"
        hint="9 digits"
        maxLength={11}
      />
    </div>
  );
}
