import type { ReactNode } from "react";

interface PanelMessageProps {
  /** "error": a read or an action failed (announced); "info": an empty or waiting state. */
  tone: "error" | "info";
  children: ReactNode;
  className?: string;
}

/** The message a panel shows instead of its content: an error, or an empty state. */
export function PanelMessage({ tone, children, className }: PanelMessageProps) {
  const look =
    tone === "error"
      ? "border-red-200 bg-red-50 text-red-800"
      : "border-slate-200 bg-slate-50 text-slate-700";
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={["rounded-lg border p-4", look, className].filter(Boolean).join(" ")}
    >
      {children}
    </div>
  );
}
