import type { ArticleSource } from "#app/content/blog/types.ts";

export const SPOTTING_DEBT_RELIEF_SCAMS: ArticleSource = {
  id: "spotting-debt-relief-scams",
  title: "Seven Warning Signs of a Debt-Relief Scam",
  excerpt:
    "Most debt-relief scams follow the same script. Learn the red flags, what the law says about fees, and where to check a company.",
  category: "financial-tips",
  date: "2025-05-14",
  body: [
    {
      kind: "paragraph",
      text: "When you are behind on bills, an offer to make your debt disappear can sound like a lifeline. Unfortunately, people in financial stress are exactly who scammers target. Legitimate companies exist, but they behave in recognizable ways, and so do the bad ones.",
    },
    { kind: "heading", text: "Red flags to watch for" },
    {
      kind: "list",
      items: [
        "They ask for a fee before settling any of your debts. For services sold by phone, that is illegal under federal rules.",
        "They guarantee that your debt will go away or promise a specific percentage of savings.",
        "They tell you to stop talking to your creditors without explaining the consequences.",
        "They claim a new government program will pay off your credit cards.",
        "They pressure you to sign the same day or will not put the fees in writing.",
        "They want payments sent to an account they control rather than one in your name.",
        "They avoid questions about the effect on your credit score or about taxes on forgiven debt.",
      ],
    },
    { kind: "heading", text: "What a legitimate company does" },
    {
      kind: "paragraph",
      text: "A trustworthy provider explains its fees before you enroll and charges them only after a settlement is reached and you have made a payment under it. Your savings sit in an insured account in your name, and you can leave the program and get your money back, minus any fees already earned. It tells you plainly that creditors may refuse to settle, that collection efforts may continue, and that your credit will probably suffer for a time.",
    },
    { kind: "heading", text: "Check before you sign" },
    {
      kind: "paragraph",
      text: "Search the company's name with words like complaint or scam. Look it up with your state attorney general and your state's financial regulator, since many states license debt-relief providers, and read its complaint history in the Consumer Financial Protection Bureau's public database. Ask for a sample contract and read the cancellation terms.",
    },
    {
      kind: "paragraph",
      text: "If you have already paid a company that did nothing, report it to the Federal Trade Commission at ReportFraud.ftc.gov and to your attorney general. Then contact your creditors directly: many offer hardship programs that you can ask for yourself, at no cost.",
    },
  ],
};
