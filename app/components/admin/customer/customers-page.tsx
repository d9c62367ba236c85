import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { CustomersPageData } from "#app/domain/admin/customer-views.ts";
import { AdminTable, CELL } from "../admin-table.tsx";

/** /admin/customers: the list, its search (a GET form: the state is in the address) and its pages. */
export function CustomersPage({ data }: { data: CustomersPageData }) {
  return (
    <section aria-labelledby="customers-title" className="space-y-6">
      <h1 id="customers-title" className="text-2xl font-bold text-slate-900">
        Customers
      </h1>
      <Form
        method="get"
        role="search"
        aria-label="Search customers"
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          label="Search"
          name="q"
          type="search"
          defaultValue={data.search}
          hint="A name, e-mail, phone, or words from a note or call"
          className="min-w-64"
        />
        <Button type="submit">Search</Button>
      </Form>
      {!data.ok ? (
        <PanelMessage tone="error">{data.message}</PanelMessage>
      ) : data.rows.length === 0 ? (
        <PanelMessage tone="info">{data.search ? "No customers match." : "No customers yet."}</PanelMessage>
      ) : (
        <>
          <AdminTable
            caption="Customers, newest first"
            headers={["Name", "E-mail", "Program", "Balance", "Open tasks", "Last note or call"]}
          >
            {data.rows.map((row) => (
              <tr key={row.id} className="align-top">
                <td className={CELL}>
                  <Link to={row.href} className="font-medium text-blue-800 underline">
                    {row.name}
                  </Link>
                  {row.matched ? <p className="mt-1 text-xs text-slate-600">Note: {row.matched}</p> : null}
                </td>
                <td className={CELL}>{row.email}</td>
                <td className={CELL}>{row.state}</td>
                <td className={CELL}>{row.balance}</td>
                <td className={CELL}>{row.openTasks}</td>
                <td className={CELL}>{row.lastNote}</td>
              </tr>
            ))}
          </AdminTable>
          <nav aria-label="Pages" className="flex gap-4">
            {data.firstHref ? (
              <Link to={data.firstHref} className="font-medium text-blue-800 underline">
                First page
              </Link>
            ) : null}
            {data.nextHref ? (
              <Link to={data.nextHref} className="font-medium text-blue-800 underline">
                Next page
              </Link>
            ) : null}
          </nav>
        </>
      )}
    </section>
  );
}
