import { describe, expect, it } from "vitest";
import {
  likePattern,
  type PaymentMethodSource,
  paymentMethodsHref,
  paymentMethodsPageCount,
  paymentMethodView,
  readPaymentMethodsQuery,
} from "./payment-methods.ts";

describe("the list's state in the address", () => {
  it("reads search, page and the user search, and falls back on anything unexpected", () => {
    expect(readPaymentMethodsQuery(new URLSearchParams("q=%20Ada%20%20L%20&page=3&owner=gr"))).toEqual({
      search: "Ada L",
      page: 3,
      owner: "gr",
    });
    expect(readPaymentMethodsQuery(new URLSearchParams("page=-1&q="))).toEqual({
      search: "",
      page: 1,
      owner: "",
    });
    expect(readPaymentMethodsQuery(new URLSearchParams("page=1.5")).page).toBe(1);
    expect(readPaymentMethodsQuery(new URLSearchParams(`q=${"a".repeat(300)}`)).search).toHaveLength(100);
  });

  it("writes an address with the defaults left out", () => {
    expect(paymentMethodsHref({ search: "", page: 1, owner: "" })).toBe("/admin/payments");
    expect(paymentMethodsHref({ search: "Ada L", page: 2, owner: "gr" })).toBe(
      "/admin/payments?q=Ada+L&page=2&owner=gr",
    );
  });

  it("counts pages and escapes LIKE's wildcards", () => {
    expect(paymentMethodsPageCount(0)).toBe(1);
    expect(paymentMethodsPageCount(20)).toBe(1);
    expect(paymentMethodsPageCount(21)).toBe(2);
    expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});

describe("paymentMethodView", () => {
  const base: PaymentMethodSource = {
    id: "id-1",
    userId: "user-1",
    type: "credit",
    holderName: "Ada Lovelace",
    lastFour: "4242",
    expiryDate: "08/29",
    routingLastFour: null,
    isDefault: true,
    createdAt: new Date("2026-03-05T12:00:00Z"),
    ownerFirstName: "Ada",
    ownerLastName: "Lovelace",
    ownerEmail: "ada@test.example",
  };

  it("shows a card by its last four digits and expiry", () => {
    expect(paymentMethodView(base, "America/Phoenix")).toMatchObject({
      ownerName: "Ada Lovelace",
      typeLabel: "Credit Card",
      summary: "Card ending in 4242",
      detail: "Expires 08/29",
      isDefault: true,
      added: "Mar 5, 2026",
    });
  });

  it("shows a bank account by its last four digits and the routing number's", () => {
    const view = paymentMethodView(
      { ...base, type: "bank", lastFour: "6789", expiryDate: null, routingLastFour: "0021" },
      "America/Phoenix",
    );
    expect(view).toMatchObject({
      typeLabel: "Bank Account",
      summary: "Account ending in 6789",
      detail: "Routing number ending in 0021",
    });
  });
});
