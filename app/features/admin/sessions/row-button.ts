/** A button or link in a session's row, or a student's on the door list: small, bordered. */
export const rowButtonClass =
  "inline-flex min-h-9 cursor-pointer items-center rounded border px-2 py-1 font-semibold";
