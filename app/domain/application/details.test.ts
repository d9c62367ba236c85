import { describe, expect, it } from "vitest";
import {
  type ApplicationDetailsSource,
  debtAccountItems,
  financialInformation,
  personalInformation,
} from "./details.ts";
import { SSN_MASK } from "./labels.ts";

const APPLICATION: ApplicationDetailsSource = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@test.example",
  phone: "5551234567",
  address: "1 Harbor Way, Springfield",
  dateOfBirth: "1980-04-12",
  debtAmount: "18250.00",
  debtRange: "$15,001-$25,000",
  creditScore: "fair",
  employmentStatus: "self-employed",
  monthlyIncome: "4200.50",
};

const asText = (items: { label: string; value: string }[]) => items.map((i) => `${i.label}: ${i.value}`);

describe("Application Details", () => {
  it("shows the personal information with the phone formatted and the SSN masked", () => {
    expect(asText(personalInformation(APPLICATION))).toEqual([
      "Name: Ada Lovelace",
      "Email: ada@test.example",
      "Phone: (555) 123-4567",
      "Address: 1 Harbor Way, Springfield",
      "Date of Birth: Apr 12, 1980",
      `SSN (last 4): ${SSN_MASK}`,
    ]);
  });

  it("shows the financial information with the choices' labels", () => {
    expect(asText(financialInformation(APPLICATION))).toEqual([
      "Total Debt Amount: $18,250.00",
      "Debt Range: $15,001-$25,000",
      "Credit Score: Fair (630-689)",
      "Employment Status: Self-Employed",
      "Monthly Income: $4,200.50",
    ]);
  });

  it("lists a debt account's fields, N/A for the optional ones left empty", () => {
    const items = debtAccountItems({
      id: "a",
      originalCreditor: "Harbor Bank",
      accountSold: false,
      accountType: "Store Card",
      dateOpened: "2019-06-01",
      openClosed: null,
      status: null,
      currentBalance: "2500.75",
      lastPaymentDate: null,
      paidOff: true,
      paymentFrequency: null,
      paymentAmount: null,
      originalBalance: null,
      term: null,
    });
    expect(asText(items)).toEqual([
      "Account Type: Store Card",
      "Current Balance: $2,500.75",
      "Original Balance: N/A",
      "Open/Closed: N/A",
      "Status: N/A",
      "Date Opened: Jun 1, 2019",
      "Last Payment Date: N/A",
      "Payment Frequency: N/A",
      "Payment Amount: N/A",
      "Term: N/A",
      "Account Sold: No",
      "Paid Off: Yes",
    ]);
  });

  it("names a loan's kind where its type asks one, N/A when it was not answered", () => {
    const loan = {
      id: "b",
      originalCreditor: "Quay Motors",
      accountSold: false,
      dateOpened: null,
      openClosed: null,
      status: null,
      currentBalance: "9100.00",
      lastPaymentDate: null,
      paidOff: false,
      paymentFrequency: null,
      paymentAmount: null,
      originalBalance: null,
      term: null,
    };
    expect(asText(debtAccountItems({ ...loan, accountType: "Auto Loan", loanDetail: "deficiency" }))[1]).toBe(
      "Do you still have the car?: No: the car was repossessed or sold, and I owe what is left",
    );
    expect(asText(debtAccountItems({ ...loan, accountType: "Student Loan", loanDetail: null }))[1]).toBe(
      "What kind of student loan is it?: N/A",
    );
  });
});

describe("the state and the total against the balances (issue 21)", () => {
  const balances = (...values: string[]) => values.map((currentBalance) => ({ currentBalance }));

  it("names the applicant's state, N/A for an application made before it was asked", () => {
    expect(asText(personalInformation({ ...APPLICATION, state: "NY" }))).toContain("State: New York (NY)");
    expect(asText(personalInformation({ ...APPLICATION, state: null }))).toContain("State: N/A");
  });

  it("shows the sum of the balances beside the total, and nothing more when they agree", () => {
    const items = asText(
      financialInformation({
        ...APPLICATION,
        debtAccounts: balances("9000.00", "9250.00"),
        debtTotalChoice: null,
      }),
    );
    expect(items.slice(0, 2)).toEqual(["Total Debt Amount: $18,250.00", "Sum of Balances: $18,250.00"]);
    expect(items.join()).not.toContain("Confirmed");
  });

  it.each([
    ["total", "Total Debt Amount"],
    ["balances", "Sum of Balances"],
    [null, "Not asked"],
  ] as const)("says which figure the applicant confirmed (%s) when they differ", (choice, shown) => {
    const items = asText(
      financialInformation({ ...APPLICATION, debtAccounts: balances("2500.75"), debtTotalChoice: choice }),
    );
    expect(items.slice(0, 3)).toEqual([
      "Total Debt Amount: $18,250.00",
      "Sum of Balances: $2,500.75",
      `Figure Confirmed by Applicant: ${shown}`,
    ]);
  });
});
