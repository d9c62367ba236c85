import { type ComponentProps, cloneElement, lazy, type ReactElement, startTransition, useState } from "react";
import type { ConfirmDialogProps } from "./alert-dialog.tsx";

// ConfirmDialog with its code (Radix's alert dialog) loaded when it is first wanted: for a list
// whose every row asks before each of its actions (the admins' applications hydrated a Radix
// dialog per action of every row, and drew them all again once hydrated; issue 42). Until its
// button is first pressed, only the button is drawn, as ConfirmDialog draws it closed. Pointing
// at it or focusing it starts loading the dialog; pressing it opens the dialog as a transition,
// so the page stays as it is (the button keeping the focus) until the dialog is there and takes
// the focus. From then on it is ConfirmDialog: the focus returns to the button as it closes.

const loadConfirmDialog = () => import("./alert-dialog.tsx");
const ConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));

const preload = () => void loadConfirmDialog();

type ConfirmDialogOnDemandProps = ConfirmDialogProps & {
  /** The button that opens the dialog (a `Button` or a `<button>`). */
  trigger: ReactElement<ComponentProps<"button">>;
};

export function ConfirmDialogOnDemand(props: ConfirmDialogOnDemandProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted || props.open) return <ConfirmDialog {...props} />;
  return cloneElement(props.trigger, {
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () =>
      startTransition(() => {
        setWanted(true);
        props.onOpenChange(true);
      }),
  });
}
