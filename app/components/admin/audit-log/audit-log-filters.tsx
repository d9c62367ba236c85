import { Form, Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { type AuditLogQuery, isFiltered, TARGET_ID_MAX_LENGTH } from "#app/domain/admin/audit-log-query.ts";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "#app/domain/audit/actions.ts";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_TYPE_LABELS,
  AUDIT_LOG_MESSAGES as M,
} from "#app/domain/audit/labels.ts";

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));
const TYPE_OPTIONS = AUDIT_TARGET_TYPES.map((value) => ({ value, label: AUDIT_TARGET_TYPE_LABELS[value] }));

/**
 * The filters: a GET form, so it works without JavaScript and its state lands in the address
 * (a new filter starts again from the newest entries: no cursor is sent).
 */
export function AuditLogFilters({ query }: { query: AuditLogQuery }) {
  // A new address gives the fields the values it holds (after Back, or a target link).
  const key = `${query.action}|${query.targetType}|${query.targetId}`;
  return (
    <Form
      method="get"
      key={key}
      aria-label="Filter the audit log"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <SelectField
        label="Action"
        name="action"
        placeholder={M.allActions}
        options={ACTION_OPTIONS}
        defaultValue={query.action ?? ""}
      />
      <SelectField
        label="Target type"
        name="type"
        placeholder={M.allTargets}
        options={TYPE_OPTIONS}
        defaultValue={query.targetType ?? ""}
      />
      <div>
        <label htmlFor="audit-target-id" className="block text-sm font-medium text-slate-800">
          Target id (exact)
        </label>
        <input
          id="audit-target-id"
          name="target"
          type="text"
          defaultValue={query.targetId}
          maxLength={TARGET_ID_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 py-2 font-mono text-base"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses({ variant: "primary" })}>
          Apply filters
        </button>
        {isFiltered(query) ? (
          <Link to="/admin/audit-log" className={buttonClasses({ variant: "secondary" })}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
