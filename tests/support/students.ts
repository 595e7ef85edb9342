let counter = 0;

/**
 * A student's registration as the dialog sends it to POST /api/register, from an address
 * nobody has used yet (so each test starts from a clean history). UPI unless told otherwise.
 */
export function studentRegistration(projectId: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Student ${counter}`,
    email: `student.${counter}.${process.pid}.${Date.now()}@college.example`,
    phone: "+91 98480 22338",
    college: "CBIT Hyderabad",
    section: "CSE-B",
    year: "3rd Year",
    paymentMethod: "upi",
    projectId,
    under18: false,
    ...overrides,
  };
}
