import { Banner } from "../../components/form/Banner";
import type { FormMessage } from "./use-api-form";

/** A form's live region: present from the start, so what appears in it is announced. */
export function FormStatus({ message }: { message: FormMessage | undefined }) {
  return (
    <div role="status" className="mt-4">
      {message && (
        <Banner tone={message.tone} compact>
          {message.text}
        </Banner>
      )}
    </div>
  );
}
