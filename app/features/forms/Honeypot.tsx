import { honeypotField } from "#shared/schemas/honeypot";

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of
 * the tab order) and that form-filling bots complete: the server drops what arrives with it.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
