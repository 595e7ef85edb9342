import type { Blocker } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog";

/** What an editor asks when a link or Back would lose unsaved changes (useLeaveWarning). */
export function LeaveWarningDialog({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== "blocked") return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      body="You have changes that are not saved yet. If you leave now, they are lost."
      confirm="Leave without saving"
      cancel="Stay and keep editing"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
