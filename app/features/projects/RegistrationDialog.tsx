import { Dialog } from "../../components/Dialog";
import type { PipelineProject } from "../../content/types";
import { registrationFeeText } from "./fee";

/** Opened by a project's Register Now button. */
export function RegistrationDialog({
  project,
  onClose,
}: {
  project: PipelineProject | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={project !== undefined}
      onClose={onClose}
      title={project ? `Register for ${project.title}` : "Register for a project"}
      description={registrationFeeText}
    >
      <p className="text-slate-700">
        Online registration opens shortly. To reserve your place now, write to us from the Contact
        page with the project's name.
      </p>
    </Dialog>
  );
}
