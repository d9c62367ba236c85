import type { StatementView } from "#app/domain/ledger/statement-view.ts";
import { MUTED, newDocument, Writer } from "../pdf/writer.server.ts";

// A dedicated account's monthly statement as a PDF (issue 44), drawn by the shared writer: who and
// which account, the balance the month opened with, every entry by bank day with the balance after
// it, the closing balance and the month's totals. Its dates are the month's last day, so a month's
// statement has the same bytes each time it is made from the same entries.

const COLUMNS = [0, 62, 290, 410, 500] as const;
const WIDTHS = [60, 222, 115] as const;

export async function statementPdf(view: StatementView): Promise<Uint8Array> {
  const document = await newDocument(view.title, new Date(`${view.madeOn}T12:00:00Z`));
  const write = await Writer.on(document);
  write.text(view.title, { size: 16, bold: true, gap: 6 });
  write.text("Harborline Debt Relief (a demonstration: no account is opened and no money moves)", {
    color: MUTED,
    gap: 10,
  });
  write.text(`Account holder: ${view.customerName}`);
  write.text(`Application ${view.applicationNumber}, dedicated account ${view.accountNumber}`);
  if (view.inProgress) {
    write.text(`${view.monthLabel} is not over: this statement shows the transactions so far.`, {
      color: MUTED,
    });
  }
  write.space(8);
  write.text(`Opening balance: ${view.opening}`, { bold: true });
  write.space(4);
  const align = ["left", "left", "left", "right", "right"] as const;
  write.row(["Date", "Description", "Creditor", "Amount", "Balance after"], COLUMNS, {
    bold: true,
    align,
  });
  for (const line of view.lines) {
    write.row([line.date, line.description, line.creditor, line.amount, line.balanceAfter], COLUMNS, {
      align,
      widths: WIDTHS,
    });
  }
  write.space(10);
  write.text(`Closing balance: ${view.closing}`, { bold: true });
  write.text(
    `Money in: ${view.totals.moneyIn}. Money out: ${view.totals.moneyOut}. Transactions: ${view.totals.count}.`,
  );
  write.space(6);
  write.text(
    "Dates are bank days, the same for everyone; the CSV of this statement also gives each posting time in your time zone.",
    { color: MUTED, size: 9 },
  );
  return document.save({ useObjectStreams: false });
}
