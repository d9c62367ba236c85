import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import {
  type CustomerPageView,
  type CustomerReply,
  CUSTOMER_MESSAGES as M,
  type TaskView,
} from "#app/domain/admin/customer-views.ts";
import { TASK_DETAILS_MAX_CHARS, TASK_TITLE_MAX_CHARS } from "#app/domain/operator/kinds.ts";
import { AdminTable, CELL } from "../admin-table.tsx";
import { ActionButton, ReplyLine, replyFor, typed, useSending } from "./customer-forms.tsx";

/** Tasks on the customer: open ones by due day (overdue said in words), then closed ones; a task added for an admin. */
export function TasksPanel({
  tasks,
  reply,
  adminId,
}: {
  tasks: CustomerPageView["tasks"];
  reply: CustomerReply | undefined;
  adminId: string;
}) {
  return (
    <section aria-labelledby="tasks-title" id="tasks" className="space-y-4">
      <h2 id="tasks-title" className="text-xl font-semibold text-slate-900">
        Tasks
      </h2>
      {!tasks.ok ? (
        <PanelMessage tone="error">{tasks.message}</PanelMessage>
      ) : (
        <>
          <TaskForm
            reply={replyFor(reply, "add-task")}
            admins={tasks.value.admins}
            today={tasks.value.today}
            adminId={adminId}
          />
          <ReplyLine
            reply={
              replyFor(reply, "complete-task") ??
              replyFor(reply, "cancel-task") ??
              (reply?.intent === "update-task" && reply.ok ? reply : undefined)
            }
          />
          {tasks.value.rows.length === 0 ? (
            <PanelMessage tone="info">{M.noTasks}</PanelMessage>
          ) : (
            <AdminTable
              caption="Tasks, open ones first by due day"
              headers={["Task", "Due", "Assignee", "Status", "Actions"]}
            >
              {tasks.value.rows.map((task) => (
                <tr key={task.id} className="align-top">
                  <td className={CELL}>
                    <span className="font-medium text-slate-900">{task.title}</span>
                    {task.details ? (
                      <p className="whitespace-pre-wrap text-slate-700">{task.details}</p>
                    ) : null}
                    <p className="text-xs text-slate-600">Added by {task.createdBy}</p>
                  </td>
                  <td className={CELL}>
                    {task.due}
                    {task.overdue ? <span className="ml-2 font-semibold text-red-800">Overdue</span> : null}
                  </td>
                  <td className={CELL}>{task.assignee}</td>
                  <td className={CELL}>{task.closed ?? task.statusLabel}</td>
                  <td className={CELL}>
                    {task.status === "open" ? (
                      <div className="flex flex-wrap gap-2">
                        <ChangeTask
                          task={task}
                          admins={tasks.value.admins}
                          reply={replyFor(reply, "update-task", task.id)}
                        />
                        <ActionButton
                          intent="complete-task"
                          id={task.id}
                          version={task.version}
                          label={`Mark “${task.title}” done`}
                        >
                          Done
                        </ActionButton>
                        <ActionButton
                          intent="cancel-task"
                          id={task.id}
                          version={task.version}
                          label={`Cancel “${task.title}”`}
                        >
                          Cancel task
                        </ActionButton>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
    </section>
  );
}

/** Change an open task's title, due day or assignee (on the version the page showed). */
function ChangeTask({
  task,
  admins,
  reply,
}: {
  task: TaskView;
  admins: { id: string; label: string }[];
  reply: CustomerReply | undefined;
}) {
  return (
    <details className="w-full" open={Boolean(reply && !reply.ok)}>
      <summary className="cursor-pointer text-sm font-medium text-blue-800 underline">
        Change<span className="sr-only"> “{task.title}”</span>
      </summary>
      <Form method="post" preventScrollReset className="mt-2 space-y-2" aria-label={`Change “${task.title}”`}>
        <input type="hidden" name="intent" value="update-task" />
        <input type="hidden" name="id" value={task.id} />
        <input type="hidden" name="version" value={task.version} />
        <input type="hidden" name="details" value={typed(reply, "details", task.details ?? "")} />
        <TextField
          label="Title"
          name="title"
          required
          maxLength={TASK_TITLE_MAX_CHARS}
          defaultValue={typed(reply, "title", task.title)}
          error={reply?.fieldErrors?.title}
        />
        <TextField
          label="Due"
          name="dueOn"
          type="date"
          required
          defaultValue={typed(reply, "dueOn", task.dueOn)}
          error={reply?.fieldErrors?.dueOn}
        />
        <SelectField
          label="Assignee"
          name="assigneeId"
          options={admins.map((admin) => ({ value: admin.id, label: admin.label }))}
          placeholder="Choose an admin…"
          required
          defaultValue={typed(reply, "assigneeId", task.assigneeId ?? "")}
          error={reply?.fieldErrors?.assigneeId}
        />
        <ReplyLine reply={reply} />
        <Button type="submit" size="sm">
          Save
        </Button>
      </Form>
    </details>
  );
}

function TaskForm({
  reply,
  admins,
  today,
  adminId,
}: {
  reply: CustomerReply | undefined;
  admins: { id: string; label: string }[];
  today: string;
  adminId: string;
}) {
  const sending = useSending("add-task");
  return (
    <Form
      method="post"
      preventScrollReset
      key={reply?.ok ? reply.subject : "task"}
      aria-label="Add a task"
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <h3 className="text-lg font-semibold text-slate-900">Add a task</h3>
      <input type="hidden" name="intent" value="add-task" />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={TASK_TITLE_MAX_CHARS}
          autoComplete="off"
          defaultValue={typed(reply, "title")}
          error={reply?.fieldErrors?.title}
        />
        <TextField
          label="Due"
          name="dueOn"
          type="date"
          required
          min={today}
          defaultValue={typed(reply, "dueOn", today)}
          error={reply?.fieldErrors?.dueOn}
        />
        <SelectField
          label="Assignee"
          name="assigneeId"
          options={admins.map((admin) => ({ value: admin.id, label: admin.label }))}
          placeholder="Choose an admin…"
          required
          defaultValue={typed(reply, "assigneeId", adminId)}
          error={reply?.fieldErrors?.assigneeId}
        />
      </div>
      <TextareaField
        label="Details (optional)"
        name="details"
        rows={2}
        maxLength={TASK_DETAILS_MAX_CHARS}
        defaultValue={typed(reply, "details")}
        error={reply?.fieldErrors?.details}
      />
      <ReplyLine reply={reply} />
      <Button type="submit" disabled={sending}>
        {sending ? "Adding..." : "Add task"}
      </Button>
    </Form>
  );
}
