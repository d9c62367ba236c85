import type { ReactNode } from "react";
import { Link } from "react-router";
import { DocumentsList } from "#app/components/dashboard/documents-list.tsx";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import {
  type CustomerPageView,
  type CustomerReply,
  CUSTOMER_MESSAGES as M,
  type Section,
} from "#app/domain/admin/customer-views.ts";
import { PlanPanel } from "../applications/plan-panel.tsx";
import { AuditPanel } from "./audit-panel.tsx";
import { DebtsPanel } from "./debts-panel.tsx";
import { LedgerPanel } from "./ledger-panel.tsx";
import { NotesPanel } from "./notes-panel.tsx";
import { TasksPanel } from "./tasks-panel.tsx";

const CONTENTS = [
  ["profile", "Profile and contact"],
  ["applications", "Applications"],
  ["draft-account", "Draft account"],
  ["account", "Dedicated account"],
  ["debts", "Debts"],
  ["documents", "Documents"],
  ["messages", "Messages"],
  ["notes", "Notes and calls"],
  ["tasks", "Tasks"],
  ["audit", "Audit"],
] as const;

export const LINK = "font-medium text-blue-800 underline";

/** A section's read that failed says so in its place; the rest of the page is shown. */
export function Loaded<T>({ section, children }: { section: Section<T>; children: (value: T) => ReactNode }) {
  return section.ok ? children(section.value) : <PanelMessage tone="error">{section.message}</PanelMessage>;
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <PanelBoundary name={title.toLowerCase()}>{children}</PanelBoundary>
    </section>
  );
}

/**
 * /admin/customers/:userId (issue 45): one person on one page, section by section, each linking
 * back to the page where it is worked on (Applications, Money, Negotiation, Messages, Users).
 */
export function CustomerPage({
  data,
  reply,
  adminId,
}: {
  data: CustomerPageView;
  reply: CustomerReply | undefined;
  adminId: string;
}) {
  const { profile } = data;
  return (
    <div className="space-y-10">
      <div className="space-y-3">
        <Link to="/admin/customers" className="text-sm font-medium text-blue-800 underline">
          All customers
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{profile.name}</h1>
        <nav aria-label="On this page">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {CONTENTS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`} className={LINK}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <Block id="profile" title="Profile and contact">
        <DetailList
          items={[
            { label: "Name", value: profile.name },
            { label: "E-mail", value: profile.email },
            { label: "Phone", value: profile.phone },
          ]}
        />
        <p className="flex flex-wrap gap-x-4 text-sm">
          <Link to={profile.usersHref} className={LINK}>
            Open in Users
          </Link>
          <Link to={profile.auditHref} className={LINK}>
            The audit log of this login
          </Link>
        </p>
      </Block>

      <Block id="applications" title="Applications">
        <Loaded section={data.applications}>
          {(apps) =>
            apps.length === 0 ? (
              <PanelMessage tone="info">{M.noApplications}</PanelMessage>
            ) : (
              <div className="space-y-6">
                {apps.map((app) => (
                  <article key={app.id} className="space-y-4 rounded-lg border border-slate-200 p-4">
                    <h3 className="text-lg font-semibold text-slate-900">
                      <Link to={app.href} className={LINK}>
                        Application {app.number}
                      </Link>
                    </h3>
                    <DetailList items={app.timeline} />
                    {app.plan ? (
                      <PlanPanel applicationId={app.id} view={{ ...app.plan, editable: false }} />
                    ) : null}
                  </article>
                ))}
              </div>
            )
          }
        </Loaded>
      </Block>

      <Block id="draft-account" title="Draft account">
        <Loaded section={data.draftAccount}>
          {(drafts) =>
            drafts.length === 0 ? (
              <PanelMessage tone="info">{M.notGiven}</PanelMessage>
            ) : (
              <div className="space-y-4">
                {drafts.map((draft) => (
                  <section key={draft.number} aria-label={`Draft account of application ${draft.number}`}>
                    <h3 className="font-semibold text-slate-900">Application {draft.number}</h3>
                    <DetailList items={draft.items} />
                  </section>
                ))}
              </div>
            )
          }
        </Loaded>
      </Block>

      <Block id="account" title="Dedicated account">
        <Loaded section={data.accounts}>
          {(accounts) =>
            accounts.length === 0 ? (
              <PanelMessage tone="info">{M.noAccount}</PanelMessage>
            ) : (
              <div className="space-y-6">
                {accounts.map((account) => (
                  <LedgerPanel key={account.href} account={account} />
                ))}
              </div>
            )
          }
        </Loaded>
      </Block>

      <Block id="debts" title="Debts">
        <Loaded section={data.debts}>{(debts) => <DebtsPanel debts={debts} />}</Loaded>
      </Block>

      <Block id="documents" title="Documents">
        <Loaded section={data.documents}>
          {(documents) =>
            documents.length === 0 ? (
              <PanelMessage tone="info">{M.noDocuments}</PanelMessage>
            ) : (
              <DocumentsList documents={documents} caption="The customer's documents, newest first" />
            )
          }
        </Loaded>
      </Block>

      <Block id="messages" title="Messages">
        <Loaded section={data.messages}>
          {(messages) => (
            <div className="space-y-3">
              {messages.latest.length === 0 ? (
                <PanelMessage tone="info">{M.noMessages}</PanelMessage>
              ) : (
                <ul className="space-y-2" aria-label="The latest messages, newest first">
                  {messages.latest.map((message) => (
                    <li key={message.id} className="rounded-lg border border-slate-200 p-3">
                      <p className="text-sm text-slate-700">
                        <span className="font-medium text-slate-900">{message.from}</span>, {message.when}
                      </p>
                      <p className="line-clamp-3 whitespace-pre-wrap break-words text-slate-900">
                        {message.body}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
              {messages.href ? (
                <Link to={messages.href} className={LINK}>
                  Open the conversation
                </Link>
              ) : null}
            </div>
          )}
        </Loaded>
      </Block>

      <PanelBoundary name="the notes and calls">
        <NotesPanel notes={data.notes} reply={reply} now={data.now} />
      </PanelBoundary>
      <PanelBoundary name="the tasks">
        <TasksPanel tasks={data.tasks} reply={reply} adminId={adminId} />
      </PanelBoundary>

      <Block id="audit" title="Audit">
        <Loaded section={data.audit}>{(rows) => <AuditPanel rows={rows} href={profile.auditHref} />}</Loaded>
      </Block>
    </div>
  );
}
