import { customerHref } from "#app/domain/admin/customer-links.ts";
import type { UserRowView, UsersPageData } from "#app/domain/admin/user-views.ts";
import { CustomerLink } from "../customer/customer-link.tsx";
import { UserActions } from "./user-actions.tsx";

type LoadedPage = Extract<UsersPageData, { ok: true }>;

const HEADERS = ["User", "Contact", "Registration", "Application", "Status", "Actions"];

/** The users of one page (spec section 2's columns), newest first. */
export function UsersTable({ page }: { page: LoadedPage }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">
          Users, page {page.query.page} of {page.pageCount}, newest first
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {page.rows.map((row) => (
            <UserRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({ row }: { row: UserRowView }) {
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <p id={`user-name-${row.id}`} className="font-medium text-slate-900">
          {/* An admin without an application has no customer page (it would be a 404). */}
          <CustomerLink
            href={!row.isAdmin || row.application ? customerHref(row.id) : null}
            name={row.name}
          />
        </p>
        <p className="font-mono text-xs text-slate-700">
          <span className="sr-only">User id ending </span>
          {row.shortId}
        </p>
      </td>
      <td className="px-4 py-3">
        <p className="break-all text-slate-900">{row.email}</p>
        <p className="text-slate-700">{row.phone}</p>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{row.registered}</td>
      <td className="whitespace-nowrap px-4 py-3">
        {row.application ? (
          <>
            <p className="font-medium text-slate-900">{row.application.debt}</p>
            <p className="text-slate-700">{row.application.date}</p>
          </>
        ) : (
          <p className="text-slate-700">No application</p>
        )}
      </td>
      <td className="px-4 py-3">
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            row.isAdmin ? "bg-purple-100 text-purple-900" : "bg-slate-100 text-slate-800"
          }`}
        >
          {row.statusLabel}
        </span>
      </td>
      <td className="px-4 py-3">
        <UserActions row={row} />
      </td>
    </tr>
  );
}
