// The headings every copy of the agreement states, in order (issue 44): read back from the PDF by
// the integration test and the end-to-end test alike.
export const CONTRACT_SECTIONS = [
  "Debt Settlement Services Agreement",
  "1. Our services",
  "2. Your obligations",
  "3. The enrolled debts",
  "4. Our fee",
  "5. Your dedicated account",
  "6. Your plan and deposits",
  "7. Recurring debit authorization",
  "8. Risks and disclosures",
  "9. Cancellation",
  "10. Complaints",
  "11. Governing law",
  "12. Electronic signature",
  "13. Signatures",
] as const;
